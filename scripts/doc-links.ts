// Every relative link in the project's Markdown must lead somewhere: a file or folder that
// exists, and for `#anchor` a heading of that file, slugged as GitHub slugs it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export interface BrokenLink {
  file: string;
  link: string;
  reason: 'no such file' | 'no such heading';
}

/** The documents whose links are checked, relative to `root`: drafts in docs/pending/ are not. */
export function docFiles(root: string): string[] {
  const files = ['README.md', 'ARCHITECTURE.md', 'CHANGELOG.md'].filter((file) => existsSync(join(root, file)));
  const docs = join(root, 'docs');
  if (existsSync(docs)) files.push(...markdownUnder(docs, root, false));
  const src = join(root, 'src');
  if (existsSync(src)) files.push(...markdownUnder(src, root, true).filter((file) => file.endsWith('/README.md')));
  return files;
}

function markdownUnder(folder: string, root: string, deep: boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && deep) found.push(...markdownUnder(path, root, deep));
    else if (entry.isFile() && entry.name.endsWith('.md')) found.push(relative(root, path));
  }
  return found.sort();
}

/** The anchor GitHub gives a heading's text (github-slugger's rule: lower case, punctuation dropped, spaces to hyphens). */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Lines outside fenced code blocks, so that a `# comment` in a shell example is not a heading. */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** Every anchor a document's headings make, a repeated one numbered as GitHub numbers it (`-1`, `-2`…). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1] as string);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of a document's links and images that stay on this repository (no scheme, no `//`). */
export function relativeLinks(markdown: string): string[] {
  // Code spans may run over a line break, so they are removed from the prose as a whole.
  const prose = proseLines(markdown)
    .join('\n')
    .replace(/(`+)[\s\S]*?\1/g, '');
  return [
    ...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
    ...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm),
    ...prose.matchAll(/<(?:a|img)\s[^>]*?(?:href|src)="([^"]+)"/g),
  ]
    .map((match) => match[1] as string)
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target));
}

/** The links of `files` (paths relative to `root`) that lead nowhere. */
export function brokenLinks(root: string, files: string[]): BrokenLink[] {
  const read = (path: string) => readFileSync(path, 'utf8');
  const broken: BrokenLink[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(read(join(root, path))));
    return anchorsOf.get(path) as Set<string>;
  };
  for (const file of files) {
    for (const link of relativeLinks(read(join(root, file)))) {
      const [path = '', anchor] = link.split('#', 2);
      const target = path === '' ? file : normalize(join(dirname(file), decodeURIComponent(path)));
      if (!existsSync(join(root, target))) broken.push({ file, link, reason: 'no such file' });
      else if (anchor !== undefined && target.endsWith('.md') && !anchors(target).has(decodeURIComponent(anchor))) {
        broken.push({ file, link, reason: 'no such heading' });
      }
    }
  }
  return broken;
}

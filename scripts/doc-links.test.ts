import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, docFiles, githubSlug, headingAnchors } from './doc-links';

const root = resolve(import.meta.dirname, '..');

describe('links in the docs', () => {
  it('checks the README, every page of docs/, ARCHITECTURE.md, CHANGELOG.md and the folder READMEs', () => {
    const files = docFiles(root);
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'ARCHITECTURE.md', 'CHANGELOG.md', 'docs/api.md', 'src/notices/README.md']),
    );
    expect(files.some((file) => file.startsWith('docs/pending/'))).toBe(false);
  });

  it('every relative link leads to a file that exists and every #anchor to one of its headings', () => {
    expect(brokenLinks(root, docFiles(root))).toEqual([]);
  });

  describe('on a broken link', () => {
    const sandbox = mkdtempSync(join(tmpdir(), 'doc-links-'));
    afterAll(() => rmSync(sandbox, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(sandbox, path)), { recursive: true });
      writeFileSync(join(sandbox, path), text);
    };

    it('names the file and the link that leads nowhere, and why', () => {
      write('README.md', '# Home\n\n[API](docs/api.md#keys), [gone](docs/gone.md), [top](#home), [no](#nowhere)\n');
      write(
        'docs/api.md',
        '# The v1 API\n\n## Keys\n\nBack [home](../README.md#home), [web](https://example.ca/x.md).\n',
      );
      write('docs/desk.md', '# Desk\n\nSee [the keys](api.md#key) and ![shot](images/missing.png).\n');
      expect(brokenLinks(sandbox, docFiles(sandbox))).toEqual([
        { file: 'README.md', link: 'docs/gone.md', reason: 'no such file' },
        { file: 'README.md', link: '#nowhere', reason: 'no such heading' },
        { file: 'docs/desk.md', link: 'api.md#key', reason: 'no such heading' },
        { file: 'docs/desk.md', link: 'images/missing.png', reason: 'no such file' },
      ]);
    });

    it('reads no link or heading inside code', () => {
      write('README.md', '# Home\n\n```sh\n# Closures\ncurl "[x](gone.md)"\n```\n\n`[y](gone.md)` and [z](#home)\n');
      rmSync(join(sandbox, 'docs'), { recursive: true, force: true });
      expect(brokenLinks(sandbox, docFiles(sandbox))).toEqual([]);
      expect(headingAnchors('# Home\n\n```sh\n# Closures\n```\n')).toEqual(new Set(['home']));
    });
  });

  it('slugs headings as GitHub does', () => {
    expect(githubSlug('The v1 API')).toBe('the-v1-api');
    expect(githubSlug('`npm run audit:site`')).toBe('npm-run-auditsite');
    expect(githubSlug('Outside the desk: what the public paths limit and check')).toBe(
      'outside-the-desk-what-the-public-paths-limit-and-check',
    );
    expect(githubSlug('Québec outlook')).toBe('québec-outlook');
    expect(githubSlug('What changed, before → after')).toBe('what-changed-before--after');
    expect(githubSlug('See [the desk](desk.md)')).toBe('see-the-desk');
    expect(headingAnchors('## Speed\n\n## Speed\n\n## Speed\n')).toEqual(new Set(['speed', 'speed-1', 'speed-2']));
  });
});

// HTML pages read through a maintained parser (htmlparser2, with css-select for selectors),
// never by scanning offsets by hand. A page reader asks for elements by CSS selector and for
// their text as a person reads it: tags gone, entities decoded, block elements separated.
import { selectAll, selectOne } from 'css-select';
import { type AnyNode, type Document, type Element, isTag, isText } from 'domhandler';
import { getAttributeValue } from 'domutils';
import { Parser, parseDocument } from 'htmlparser2';

export type { Document, Element };

const PARSE_OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };

/** The page as a tree; htmlparser2 forgives what browsers forgive (unclosed cells, stray tags). */
export function readHtml(html: string): Document {
  return parseDocument(html, PARSE_OPTIONS);
}

/** What a streaming reader hears from the parser, in page order. */
export interface HtmlEvents {
  /** An element starts; `at` is where its tag starts in the page's text. */
  open(name: string, at: number): void;
  /** Text as read: entities decoded, white space as published. */
  text(data: string): void;
  /**
   * An element ends: at its end tag, at a tag that implies it (a row's next `<tr>`, its table's
   * `</table>`), or with `atPageEnd` true when the page ran out with it still open — the element
   * a page cut short was cut in, or a `<body>` left open.
   */
  close(name: string, atPageEnd: boolean): void;
}

/**
 * The page read by htmlparser2 as a stream of events, without building a tree: for pages long
 * enough that the tree costs more than the reading (a 10,000-row table: ~6× the parser's own time).
 */
export function streamHtml(html: string, events: HtmlEvents): void {
  let atPageEnd = false;
  const parser = new Parser(
    {
      onopentagname: (name) => events.open(name, parser.startIndex),
      ontext: (data) => events.text(data),
      onclosetag: (name) => events.close(name, atPageEnd),
    },
    PARSE_OPTIONS,
  );
  // Every end the text itself brings is heard during write(); end() then closes what is still open.
  parser.write(html);
  atPageEnd = true;
  parser.end();
}

/** Every element under `root` that `selector` matches, in document order. */
export function all(selector: string, root: AnyNode | AnyNode[]): Element[] {
  return selectAll(selector, root);
}

/** The first element under `root` that `selector` matches, or null. */
export function first(selector: string, root: AnyNode | AnyNode[]): Element | null {
  return selectOne(selector, root);
}

/** An attribute's value, or null. */
export function attribute(element: Element, name: string): string | null {
  return getAttributeValue(element, name) ?? null;
}

/** Elements a reader sees as blocks of their own: their text is set apart from what surrounds it. */
export const BLOCK: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/** Elements whose text no reader sees. */
export const SKIPPED: ReadonlySet<string> = new Set(['script', 'style', 'template', 'noscript']);

/**
 * The text of a node as a reader sees it: white space collapsed, a line break between block
 * elements (paragraphs, list items, cells), scripts and styles left out. `lines: false` joins
 * the blocks with a space.
 */
export function textOf(node: AnyNode | AnyNode[] | null, options: { lines?: boolean } = {}): string {
  if (!node) return '';
  const parts: string[] = [];
  const walk = (current: AnyNode): void => {
    if (isText(current)) {
      parts.push(current.data);
      return;
    }
    if (!isTag(current)) {
      if ('children' in current) for (const child of current.children as AnyNode[]) walk(child);
      return;
    }
    if (SKIPPED.has(current.name)) return;
    const block = BLOCK.has(current.name);
    if (block) parts.push('\n');
    for (const child of current.children) walk(child);
    if (block) parts.push('\n');
  };
  for (const one of Array.isArray(node) ? node : [node]) walk(one);
  const lines = parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '');
  return lines.join(options.lines === false ? ' ' : '\n');
}

/** Words with their white space (line breaks, non-breaking spaces) collapsed to single spaces. */
export const collapsed = (words: string) => words.replace(/\s+/g, ' ').trim();

/**
 * The words of a page, of its beginning or of a fragment (a note with a `<br />`): tags gone,
 * entities decoded, blocks set apart by a space, scripts and styles left out. Read as a stream,
 * without a tree, so that it is cheap enough for every row of a long feed.
 */
export function wordsOf(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return collapsed(html);
  let words = '';
  let skipping = 0;
  streamHtml(html, {
    open(name) {
      if (SKIPPED.has(name)) skipping++;
      if (BLOCK.has(name)) words += ' ';
    },
    text(data) {
      if (skipping === 0) words += data;
    },
    close(name) {
      if (SKIPPED.has(name)) skipping--;
      if (BLOCK.has(name)) words += ' ';
    },
  });
  return collapsed(words);
}

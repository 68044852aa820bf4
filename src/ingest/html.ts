// HTML pages read through a maintained parser (htmlparser2, with css-select for selectors),
// never by scanning offsets by hand. A page reader asks for elements by CSS selector and for
// their text as a person reads it: tags gone, entities decoded, block elements separated.
import { selectAll, selectOne } from 'css-select';
import { type AnyNode, type Document, type Element, isTag, isText } from 'domhandler';
import { getAttributeValue } from 'domutils';
import { parseDocument } from 'htmlparser2';

export type { Document, Element };

/** The page as a tree; htmlparser2 forgives what browsers forgive (unclosed cells, stray tags). */
export function readHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
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

const BLOCK = new Set([
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
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);

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

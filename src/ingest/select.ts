// A page reader declares what it expects; a page without it is refused with unexpected_shape
// instead of going quiet (as spatula's SelectorError does).
import type { AnyNode } from 'domhandler';
import { FeedError } from './adapter';
import { all, type Element, textOf } from './html';

export interface Expected {
  /** What the elements are, as a person reading the refusal understands it ("the list of closures"). */
  what: string;
  /** At least this many (default 1). */
  min?: number;
  /** The page says it lists nothing (a count of 0, "no disruptions"): fewer is then no change of page. */
  emptyWhen?: () => boolean;
}

/** The elements under `root` that `css` matches, in page order; refused when fewer than expected. */
export function select(root: AnyNode | AnyNode[], css: string, { what, min = 1, emptyWhen }: Expected): Element[] {
  const found = all(css, root);
  if (found.length >= min) return found;
  if (emptyWhen?.()) return [];
  const seen = found.length === 0 ? 'none' : String(found.length);
  const wanted = min === 1 ? css : `${css}, at least ${min}`;
  throw new FeedError('unexpected_shape', `Expected ${what} (${wanted}), found ${seen}: the page has changed.`);
}

/** The first element under `root` that `css` matches; refused when there is none. */
export function selectOne(root: AnyNode | AnyNode[], css: string, what: string): Element {
  return select(root, css, { what })[0] as Element;
}

/** The words of the first element under `root` that `css` matches, on one line; refused when it is missing or says nothing. */
export function selectWords(root: AnyNode | AnyNode[], css: string, what: string): { element: Element; words: string } {
  const element = selectOne(root, css, what);
  const words = textOf(element, { lines: false });
  if (words === '')
    throw new FeedError('unexpected_shape', `Expected ${what} (${css}) to have words: the page has changed.`);
  return { element, words };
}

/** Something the page must give (a list found by its heading, a notice's words); refused when it is missing or empty. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined || value === '') {
    throw new FeedError('unexpected_shape', `Expected ${what}, found none: the page has changed.`);
  }
  return value;
}

// A page rendered on the server: Preact to HTML text (every text is escaped by Preact).
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { DeskContext } from './http';

export function page(c: DeskContext, tree: VNode, status: 200 | 400 | 403 | 404 | 413 | 429 = 200): Response {
  return c.html(`<!doctype html>${renderToString(tree)}`, status);
}

// Renders / and /fr/ to HTML at build time (scripts/site-pages.ts writes them into dist/).

import { renderToString } from 'preact-render-to-string';
import { Page, type PageProps } from './Page';

/** The pages by their path under dist/. */
export function renderPages(props: Omit<PageProps, 'lang'>): Record<string, string> {
  return {
    'index.html': `<!doctype html>${renderToString(<Page lang="en" {...props} />)}`,
    'fr/index.html': `<!doctype html>${renderToString(<Page lang="fr" {...props} />)}`,
  };
}

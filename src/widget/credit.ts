// Shared by the widget's credit line and the landing page's source line.

import type { EmbedMeta } from '../contract/embed';

/** Only web links: a credit URL from upstream must never become a `javascript:` link. */
const WEB_URL = /^https?:\/\//i;

/** The credit's URL when it is a web link, else null (the name is then shown unlinked). */
export function creditHref(credit: EmbedMeta['credit']): string | null {
  return WEB_URL.test(credit.url) ? credit.url : null;
}

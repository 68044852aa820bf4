// The ER's own page on the service the widget's data comes from (issue #28): the same base as
// its API (`data-api`, else where embed.js came from), in the widget's language. Never a key.
// The same path as contract/page-paths.ts's erPagePath, written out: importing it costs embed.js
// about 20 bytes it does not have.

import type { Lang } from '../contract/provinces';

export const erPage = (api: string, lang: Lang, id: string) =>
  `${api}${lang === 'fr' ? '/fr' : ''}/er/${encodeURIComponent(id)}`;

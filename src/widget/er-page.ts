// Pages on the service the widget's data comes from: the same base as its API (`data-api`,
// else where embed.js came from), in the widget's language. Never a key.
// An ER's page (issue #28): the same path as contract/page-paths.ts's erPagePath, written out:
// importing it costs embed.js about 20 bytes it does not have.
// Its alert sign-up (issue #29), that ER preselected: the page src/alerts/web/routes.ts serves.

import type { Lang } from '../contract/provinces';

const PATHS = { en: ['/er/', '/subscribe?er='], fr: ['/fr/er/', '/fr/abonnement?er='] } as const;

export const erPage = (api: string, lang: Lang, id: string) => api + PATHS[lang][0] + encodeURIComponent(id);

export const alertsPage = (api: string, lang: Lang, id: string) => api + PATHS[lang][1] + encodeURIComponent(id);

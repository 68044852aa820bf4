// "Get alerts" for one ER: our sign-up page with that ER chosen, in a new tab. The widget only
// links to it; the form is posted from our own page, never across origins from the host's.

import type { Lang } from '../../contract/provinces';
import { alertsPage } from '../er-page';
import { STRINGS } from '../i18n';

interface Props {
  api: string;
  lang: Lang;
  id: string;
  name: string;
}

export function GetAlerts({ api, lang, id, name }: Props) {
  // The row's heading names the ER; the link says it too, for a list of the page's links.
  return (
    <p>
      <a href={alertsPage(api, lang, id)} target="_blank" rel="noopener">
        {STRINGS[lang].alerts}
        <span class="sr-only"> — {name}</span>
      </a>
    </p>
  );
}

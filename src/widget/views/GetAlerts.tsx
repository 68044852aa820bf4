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
  const { alerts } = STRINGS[lang];
  // Its accessible name says which ER, for a list of the page's links; the row's heading shows it.
  return (
    <p>
      <a href={alertsPage(api, lang, id)} target="_blank" rel="noopener" aria-label={`${alerts} — ${name}`}>
        {alerts}
      </a>
    </p>
  );
}

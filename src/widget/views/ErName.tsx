// An ER's name as the heading of its row, linking to its page (er-page.ts) in a new tab. The
// heading says the name alone: a reader who moves from heading to heading hears ER names, not
// "(opens in a new tab)" after each.

import type { Lang } from '../../contract/provinces';
import { erPage } from '../er-page';

interface Props {
  api: string;
  lang: Lang;
  id: string;
  name: string;
}

export function ErName({ api, lang, id, name }: Props) {
  return (
    <h4>
      <a href={erPage(api, lang, id)} target="_blank" rel="noopener">
        {name}
      </a>
    </h4>
  );
}

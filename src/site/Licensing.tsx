// Licensing and attribution. Its anchor, #licensing, is where ER_LICENSING_URL points by
// default (every commercial_license_required 403 sends people here): keep the id.

import type { Lang } from '../contract/provinces';
import { Inline } from './Inline';
import { PAGE_STRINGS } from './strings';

export const LICENSING_ANCHOR = 'licensing';

export function Licensing({ lang }: { lang: Lang }) {
  const t = PAGE_STRINGS[lang];
  return (
    <section id={LICENSING_ANCHOR} aria-labelledby="licensing-heading">
      <h2 id="licensing-heading">{t.licensingHeading}</h2>
      <h3>{t.freeHeading}</h3>
      <Inline text={t.free} />
      <h3>{t.commercialHeading}</h3>
      <p>{t.commercialIntro}</p>
      <ul>
        {t.commercial.map((text) => (
          <Inline key={text} as="li" text={text} />
        ))}
      </ul>
      <Inline text={t.commercialHow} />
      <h3>{t.termsHeading}</h3>
      <Inline text={t.terms} />
    </section>
  );
}

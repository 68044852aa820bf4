// What the data is, where it comes from and how fresh it is, in general terms; the live
// figures above say which source this server reads and how old its answers are.

import { CACHE_WINDOWS } from '../contract/cache-windows';
import type { Lang } from '../contract/provinces';
import { Inline, Paragraphs } from './Inline';
import { SOURCE_CADENCE } from './source-cadence';
import { PAGE_STRINGS } from './strings';

export function AboutData({ lang, keptHours }: { lang: Lang; keptHours: number }) {
  const t = PAGE_STRINGS[lang];
  const { feeds, notices } = SOURCE_CADENCE;
  return (
    <section id="data" aria-labelledby="data-heading">
      <h2 id="data-heading">{t.dataHeading}</h2>
      <h3>{t.dataWhatHeading}</h3>
      <Paragraphs texts={t.dataWhat} />
      <h3>{t.dataWhereHeading}</h3>
      <p>{t.dataWhereIntro}</p>
      <ul>
        {t.dataWhere(feeds.fromMin, feeds.toMin, notices.fromMin, notices.toMin).map((text) => (
          <Inline key={text} as="li" text={text} />
        ))}
      </ul>
      <h3>{t.dataPredictHeading}</h3>
      <Paragraphs texts={t.dataPredict} />
      <h3>{t.dataFreshHeading}</h3>
      <p>{t.dataFresh(CACHE_WINDOWS.closures, CACHE_WINDOWS.coverage / 60, keptHours)}</p>
    </section>
  );
}

// Always shown, with no option to hide it: where the data comes from, in words that never
// call a snapshot or the sample "live", and what to do in an emergency.

import type { EmbedMeta } from '../../contract/embed';
import { type Lang, PROVINCES, type ProvinceCode } from '../../contract/provinces';
import { sentTimeMs } from '../../contract/time';
import { creditHref } from '../credit';
import type { Answer } from '../feed';
import { formatDateTime } from '../format';
import { STRINGS } from '../i18n';

function creditLabel(lang: Lang, meta: EmbedMeta): string {
  const t = STRINGS[lang];
  if (meta.source === 'live') return t.creditLive;
  if (meta.source === 'sample') return t.creditSample;
  // null when the snapshot's time is not known (sentTimeMs reads null as not a time).
  const snapshotAt = sentTimeMs(meta.snapshot_at);
  return t.creditDataset(snapshotAt === null ? null : formatDateTime(lang, snapshotAt));
}

/** One credit: every view of a widget comes from the same proxy, so from the same source. */
function Credit({ lang, answers }: { lang: Lang; answers: Answer<{ attribution: string }>[] }) {
  const [first] = answers;
  if (!first) return null;
  const { credit } = first.meta;
  const href = creditHref(credit);
  const attributions = [...new Set(answers.map((answer) => answer.value.attribution))];
  return (
    <p class="credit">
      {creditLabel(lang, first.meta)}{' '}
      {href ? (
        <a href={href} target="_blank" rel="noopener">
          {credit.name}
          <span class="sr-only"> {STRINGS[lang].newTab}</span>
        </a>
      ) : (
        credit.name
      )}
      . {attributions.join(' ')}
    </p>
  );
}

function HealthLine({ lang, province }: { lang: Lang; province: ProvinceCode | null }) {
  const t = STRINGS[lang];
  if (!province) {
    return (
      <>
        {t.healthLine} <a href="tel:811">811</a> {t.healthLineCanada}
      </>
    );
  }
  const line = PROVINCES[province].healthLine;
  if (!line.number) return <>{t.healthLineNone(line.name[lang])}</>;
  return (
    <>
      {t.healthLine} {line.name[lang]} {t.healthLineAt} <a href={`tel:${line.number}`}>{line.number}</a>.
    </>
  );
}

interface Props {
  lang: Lang;
  province: ProvinceCode | null;
  answers: Answer<{ attribution: string }>[];
}

export function Attribution({ lang, province, answers }: Props) {
  return (
    <footer>
      <p>
        <strong>{STRINGS[lang].emergency}</strong> <HealthLine lang={lang} province={province} />
      </p>
      <Credit lang={lang} answers={answers} />
    </footer>
  );
}

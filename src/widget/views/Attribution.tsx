// Always shown, with no option to hide it: where the data comes from, in words that never
// call a snapshot or the sample "live", and what to do in an emergency.

import { type Lang, PROVINCES, type ProvinceCode } from '../../contract/provinces';
import { sentTimeMs } from '../../contract/time';
import { creditHref } from '../credit';
import type { Answer } from '../feed';
import { formatDate } from '../format';
import { STRINGS } from '../i18n';

/**
 * "Live ER status by" only for current live data; live data that `data_as_of` says is old, and a
 * snapshot, get the date they are from (with its year) and "not live".
 */
function creditLabel(lang: Lang, { meta, value }: Answer<Credited>): string {
  const t = STRINGS[lang];
  if (meta.source === 'sample') return t.creditSample;
  // null when the time is not known (sentTimeMs reads null and absence as not a time).
  const at = sentTimeMs(meta.source === 'live' ? value.data_as_of : meta.snapshot_at);
  if (meta.source === 'live' && at === null) return t.creditLive;
  return t.creditDataset(at === null ? null : formatDate(lang, at));
}

/** What the credit reads of an answer: its attribution, and how old its data is when it is old. */
interface Credited {
  attribution: string;
  data_as_of?: string;
}

/**
 * One credit: every view of a widget comes from the same proxy, so from the same source. The
 * sample's attribution (in English) is not repeated: the credit says in the widget's language
 * what the sample is.
 */
function Credit({ lang, answers }: { lang: Lang; answers: Answer<Credited>[] }) {
  const [first] = answers;
  if (!first) return null;
  const { credit } = first.meta;
  const href = creditHref(credit);
  const attributions = [...new Set(answers.map((answer) => answer.value.attribution))];
  return (
    <p class="credit">
      {creditLabel(lang, first)}{' '}
      {href ? (
        <a href={href} target="_blank" rel="noopener">
          {credit.name}
          <span class="sr-only"> {STRINGS[lang].newTab}</span>
        </a>
      ) : (
        credit.name
      )}
      . {first.meta.source !== 'sample' && attributions.join(' ')}
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
  answers: Answer<Credited>[];
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

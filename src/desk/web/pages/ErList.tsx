// The ERs in the person's scope, one compact table row each (56 of them fit on a few screens):
// what the public sees now, where it came from, how old it is.
import { PROVINCES, type ProvinceCode } from '../../../contract/provinces';
import { STATUS_FILTERS, type StatusFilter } from '../er-filter';
import type { ErView, PublicStatus } from '../ers';
import { REVIEW_STRINGS } from '../review-strings';
import type { Strings } from '../strings';
import { Layout, type PageProps } from './Layout';

interface ErListProps extends PageProps {
  ers: ErView[];
  /** How many ERs the person's scope holds, before the filter. */
  total: number;
  /** Provinces of the ERs in scope, for the filter. */
  provinces: ProvinceCode[];
  query: string;
  province: ProvinceCode | null;
  status: StatusFilter;
  now: number;
  /** Notices waiting for review for the ERs in scope. */
  toReview: number;
}

export const age = (t: Strings, at: number | null, now: number) =>
  at === null ? t.never : t.ago(Math.max(0, Math.floor((now - at) / 60)));

/** The public's view of one ER, as a description list. */
export function NowFacts({ t, lang, status, zone, now, formatTime }: NowFactsProps) {
  const message = lang === 'fr' ? (status.message_fr ?? status.message) : status.message;
  return (
    <dl class="facts">
      <dt>{t.colStatus}</dt>
      <dd>
        <strong class={`status status-${status.status}`}>{t.status[status.status]}</strong>
        {status.expected_reopen !== null && ` · ${t.reopens(formatTime(status.expected_reopen, zone))}`}
      </dd>
      <dt>{t.message}</dt>
      <dd>{message ?? t.noMessage}</dd>
      <dt>{t.colSource}</dt>
      <dd>{t.source(status.source)}</dd>
      <dt>{t.colUpdated}</dt>
      <dd>{age(t, status.updated_at, now)}</dd>
      <dt>{t.colConfirmed}</dt>
      <dd>{age(t, status.confirmed_at, now)}</dd>
    </dl>
  );
}

interface NowFactsProps {
  t: Strings;
  lang: 'en' | 'fr';
  status: PublicStatus;
  zone: string;
  now: number;
  formatTime: (seconds: number, zone: string) => string;
}

export function ErListPage({
  ers,
  total,
  provinces,
  query,
  province,
  status,
  now,
  formatTime,
  toReview,
  ...page
}: ErListProps & {
  formatTime: NowFactsProps['formatTime'];
}) {
  const { t, lang } = page;
  return (
    <Layout {...page} title={t.ersTitle} wide>
      <p>{t.ersIntro}</p>
      {toReview > 0 && (
        <p class="warning">
          <a href="/desk/review">{REVIEW_STRINGS[lang].reviewCount(toReview)}</a>
        </p>
      )}
      <form method="get" action="/desk" class="filter">
        <div>
          <label for="q">{t.filterName}</label>
          <input id="q" name="q" type="search" value={query} />
        </div>
        <div>
          <label for="status">{t.filterStatus}</label>
          <select id="status" name="status">
            {STATUS_FILTERS.map((value) => (
              <option key={value} value={value} selected={value === status}>
                {t.filterStatuses[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label for="province">{t.filterProvince}</label>
          <select id="province" name="province">
            <option value="">{t.allProvinces}</option>
            {provinces.map((code) => (
              <option key={code} value={code} selected={code === province}>
                {PROVINCES[code].name[lang]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" class="button secondary">
          {t.filterButton}
        </button>
      </form>
      <p class="count" role="status">
        {t.shownCount(ers.length, total)}
      </p>
      {ers.length === 0 ? (
        <p>{t.noErs}</p>
      ) : (
        <table class="ers">
          <caption class="visually-hidden">{t.ersTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colEr}</th>
              <th scope="col">{t.colPlace}</th>
              <th scope="col">{t.colStatus}</th>
              <th scope="col">{t.colSource}</th>
              <th scope="col">{t.colUpdated}</th>
              <th scope="col">{t.colConfirmed}</th>
            </tr>
          </thead>
          <tbody>
            {ers.map((er) => (
              <ErRow key={er.hospital.id} er={er} t={t} lang={lang} now={now} formatTime={formatTime} />
            ))}
          </tbody>
        </table>
      )}
    </Layout>
  );
}

/** One ER: its name and place, then what the public sees; each cell names its column on a phone. */
function ErRow({ er, t, lang, now, formatTime }: Omit<NowFactsProps, 'status' | 'zone'> & { er: ErView }) {
  const { hospital, now: status } = er;
  return (
    <tr class={`er-row er-${status.status}`}>
      <th scope="row">
        <a href={`/desk/er/${encodeURIComponent(hospital.id)}`}>{hospital.name}</a>
      </th>
      <td data-label={t.colPlace}>
        {hospital.city}, <abbr title={PROVINCES[hospital.province].name[lang]}>{hospital.province}</abbr>
      </td>
      <td data-label={t.colStatus}>
        <strong class={`status status-${status.status}`}>{t.status[status.status]}</strong>
        {status.expected_reopen !== null && (
          <span class="reopens">{t.reopens(formatTime(status.expected_reopen, er.zone))}</span>
        )}
      </td>
      <td class="age" data-label={t.colSource}>
        {t.source(status.source)}
      </td>
      <td class="age" data-label={t.colUpdated}>
        {age(t, status.updated_at, now)}
      </td>
      <td class="age" data-label={t.colConfirmed}>
        {age(t, status.confirmed_at, now)}
      </td>
    </tr>
  );
}

// The ERs in the person's scope: what the public sees now, where it came from, how old it is.
import { PROVINCES, type ProvinceCode } from '../../../contract/provinces';
import type { ErView, PublicStatus } from '../ers';
import type { Strings } from '../strings';
import { Layout, type PageProps } from './Layout';

interface ErListProps extends PageProps {
  ers: ErView[];
  /** Provinces of the ERs in scope, for the filter. */
  provinces: ProvinceCode[];
  query: string;
  province: ProvinceCode | null;
  now: number;
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
  provinces,
  query,
  province,
  now,
  formatTime,
  ...page
}: ErListProps & {
  formatTime: NowFactsProps['formatTime'];
}) {
  const { t, lang } = page;
  return (
    <Layout {...page} title={t.ersTitle}>
      <p>{t.ersIntro}</p>
      <form method="get" action="/desk" class="filter">
        <div>
          <label for="q">{t.filterName}</label>
          <input id="q" name="q" type="search" value={query} />
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
      {ers.length === 0 ? (
        <p>{t.noErs}</p>
      ) : (
        <ul class="ers">
          {ers.map((er) => (
            <li key={er.hospital.id} class="er">
              <h2>
                <a href={`/desk/er/${encodeURIComponent(er.hospital.id)}`}>{er.hospital.name}</a>
              </h2>
              <p class="place">
                {er.hospital.city}, {PROVINCES[er.hospital.province].name[lang]}
              </p>
              <NowFacts t={t} lang={lang} status={er.now} zone={er.zone} now={now} formatTime={formatTime} />
            </li>
          ))}
        </ul>
      )}
    </Layout>
  );
}

// One ER in the waits list, its name linking to its page: its wait and range, where the figure
// comes from (the basis, in words), for an ER that publishes counts and no wait (Québec) its
// counts in their stead, the last live reading when a stale one moved the row off `live`, its
// status when it is not simply open (with what an unsure notice stands on), and how far it is
// once the reader has shared their position.

import { type Lang, PROVINCES } from '../../contract/provinces';
import type { Wait } from '../../contract/resources';
import { parseTimestampMs } from '../../contract/time';
import type { UnsureNotice } from '../../contract/unsure-notice';
import { formatPlace, formatTime } from '../format';
import { STRINGS } from '../i18n';
import { NoticeLines } from '../notice/NoticeLines';
import { ErName } from '../views/ErName';
import { GetAlerts } from '../views/GetAlerts';
import { StatusIcon } from '../views/Icons';
import { Moment } from '../views/Moment';
import { Counts, countsSay } from './counts';
import { formatDistance, formatDuration } from './format';
import { WAIT_STRINGS } from './strings';

interface Props {
  /** The base of the ER's page (the widget's data-api). */
  api: string;
  lang: Lang;
  row: Wait & UnsureNotice;
  now: number;
  /** Kilometres from the reader, once known (null: the ER has no coordinates). */
  distance: number | null | undefined;
}

function Basis({ lang, row, now }: Omit<Props, 'api' | 'distance'>) {
  const t = WAIT_STRINGS[lang];
  const { timeZone } = PROVINCES[row.province];
  const liveAt = row.live_updated_at ?? row.updated_at;
  const [badge, says] = {
    live: [
      t.live,
      liveAt ? (
        <>
          {t.liveSays} <Moment lang={lang} at={liveAt} now={now} timeZone={timeZone} />
        </>
      ) : (
        t.liveSays
      ),
    ],
    predicted: [t.predicted, t.predictedSays(t.confidence[row.predicted_confidence ?? 'low'])],
    typical: [t.typical, t.typicalSays],
    closed: [STRINGS[lang].closed, t.closedSays],
    none: [t.none, t.noneSays],
  }[row.basis];
  return (
    <p>
      <span class="basis">{badge}</span> {says}
    </p>
  );
}

export function WaitRow({ api, lang, row, now, distance }: Props) {
  const t = WAIT_STRINGS[lang];
  const { wait_minutes: minutes, wait_lower: lower, wait_upper: upper } = row;
  const counts = row.basis === 'closed' ? undefined : row.load;
  // Counts stand in for a wait nobody publishes; they never stand beside "No data".
  const countsOnly =
    counts !== undefined && minutes === null && row.basis === 'none' && countsSay(lang, counts, false) !== '';
  const staleLiveAt =
    row.basis !== 'live' && row.live_updated_at && row.live_wait_minutes !== null
      ? parseTimestampMs(row.live_updated_at)
      : null;
  return (
    <li class={`wait ${row.status}`}>
      <ErName api={api} lang={lang} id={row.id} name={row.name} />
      <p>
        {formatPlace(lang, row.city, row.province)}
        {typeof distance === 'number' && ` · ${t.away(formatDistance(lang, distance))}`}
      </p>
      {(row.status === 'disruption' || row.status === 'unknown') && (
        <p class="status">
          {row.status === 'disruption' && <StatusIcon status="disruption" />}
          <strong>{row.status === 'disruption' ? STRINGS[lang].disruption : t.unknown}</strong>
        </p>
      )}
      {row.status_message && (
        <p>
          <bdi>{row.status_message}</bdi>
        </p>
      )}
      {row.certainty === 'unsure' && <NoticeLines lang={lang} row={row} now={now} />}
      {row.basis !== 'closed' && !countsOnly && (
        <p class="figure">
          {minutes === null ? t.noWait : t.wait(formatDuration(lang, minutes))}
          {lower !== null && upper !== null && lower !== upper && (
            <span class="range"> {t.range(formatDuration(lang, lower), formatDuration(lang, upper))}</span>
          )}
        </p>
      )}
      {!countsOnly && <Basis lang={lang} row={row} now={now} />}
      {counts && (
        <Counts lang={lang} load={counts} now={now} timeZone={PROVINCES[row.province].timeZone} asFigure={countsOnly} />
      )}
      {staleLiveAt !== null && row.live_wait_minutes !== null && (
        <p class="muted">{t.lastLive(formatTime(lang, staleLiveAt), formatDuration(lang, row.live_wait_minutes))}</p>
      )}
      <GetAlerts api={api} lang={lang} id={row.id} name={row.name} />
    </li>
  );
}

// What a province's page (or Canada's) says: each ER's status now (the closures answer, else
// the store) and its 90-day cells, and the province's hours closed per month.
import { PROVINCE_CODES, PROVINCES, type ProvinceCode } from '../../contract/provinces';
import { type DayCell, dayCells, localDate, type MonthTotal, monthTotals, sumMonths } from './closure-history';
import type { ProvincePageModel, ProvinceRow, ProvinceSummary } from './er-list';
import { type ErHistory, knownUntil } from './er-model';
import type { NowStatus } from './er-view';
import type { HeldAnswer, PageData } from './page-data';

type Known = ReturnType<typeof knownUntil>;

/** Each ER's days and months as worked out on a local date (see `dependsOn`). */
const workedOut = new WeakMap<ErHistory, { on: string; days: DayCell[]; months: MonthTotal[] }>();

/**
 * What an ER's days before today and months before this one depend on besides its history (a
 * new history is a new key): the local date, and how far the history is known.
 */
function dependsOn(known: Known, nowMs: number, zone: string): string {
  return `${localDate(nowMs, zone).join('-')}|${known.untilMs === nowMs ? 'now' : known.untilMs}`;
}

/**
 * An ER's 90 days and its months. A province's page is built again every minute: the days and
 * months of its hundreds of ERs are worked out once a day, and only today's cell and this
 * month's hours again for an ER with a closure (or a stretch of unknown status) still open,
 * which grows into them minute by minute.
 */
function daysAndMonths(history: ErHistory, known: Known, nowMs: number, zone: string) {
  const on = dependsOn(known, nowMs, zone);
  const worked = workedOut.get(history);
  if (worked?.on !== on) {
    const fresh = {
      on,
      days: dayCells(history.spans, history.since, nowMs, zone, 90, known.gaps),
      months: monthTotals(history.spans, history.since, known.untilMs, zone),
    };
    workedOut.set(history, fresh);
    return fresh;
  }
  const moving = history.spans.some((span) => span.end === null) || known.gaps.some((gap) => gap.end === null);
  if (!moving) return worked;
  const today = dayCells(history.spans, history.since, nowMs, zone, 1, known.gaps);
  const thisMonth =
    worked.months.length > 0 ? monthTotals(history.spans, Math.floor(known.untilMs / 1000), known.untilMs, zone) : [];
  return { days: [...worked.days.slice(0, -1), ...today], months: [...worked.months.slice(0, -1), ...thisMonth] };
}

export function provinceModel(
  data: PageData,
  province: ProvinceCode | null,
  closures: HeldAnswer | null,
): ProvincePageModel {
  const nowMs = data.now();
  const answered = new Map(closures?.rows.map((row) => [row.id, row.status]) ?? []);
  const months: MonthTotal[][] = [];
  const rows: ProvinceRow[] = [];
  let since: number | null = null;
  for (const [id, history] of data.provinceHistories(province)) {
    const hospital = data.hospital(id);
    if (!hospital) continue;
    const zone = PROVINCES[hospital.province].timeZone;
    const stored = data.status(id)?.status;
    const said = closures ? (answered.get(id) ?? (stored === 'open' ? 'open' : 'unknown')) : stored;
    const status: NowStatus = said === 'closed' || said === 'disruption' || said === 'open' ? said : 'unknown';
    const known = knownUntil(data.source, history, nowMs);
    if (history.since !== null) since = Math.min(since ?? history.since, history.since);
    const worked = daysAndMonths(history, known, nowMs, zone);
    rows.push({ id, name: hospital.name, city: hospital.city, province: hospital.province, status, days: worked.days });
    months.push(worked.months);
  }
  const model: ProvincePageModel = {
    province,
    rows,
    months: sumMonths(months),
    since,
    sample: data.source.kind === 'sample',
  };
  if (province === null) model.provinces = summaries(rows, months);
  return model;
}

/** Canada's page: each province's ERs, how many are closed and disrupted now, its months. */
function summaries(rows: readonly ProvinceRow[], months: readonly MonthTotal[][]): ProvinceSummary[] {
  return PROVINCE_CODES.map((code) => {
    const mine = rows.flatMap((row, i) => (row.province === code ? [i] : []));
    const count = (status: string) => mine.filter((i) => rows[i]?.status === status).length;
    return {
      code,
      ers: mine.length,
      closed: count('closed'),
      disruption: count('disruption'),
      months: sumMonths(mine.map((i) => months[i] ?? [])),
    };
  });
}

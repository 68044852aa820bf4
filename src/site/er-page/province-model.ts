// What a province's page (or Canada's) says: each ER's status now (the closures answer, else
// the store) and its 90-day cells, and the province's hours closed per month.
import { PROVINCES, type ProvinceCode } from '../../contract/provinces';
import { dayCells, monthTotals, sumMonths } from './closure-history';
import { knownUntil } from './er-model';
import type { NowStatus } from './er-view';
import type { HeldAnswer, PageData } from './page-data';
import type { ProvincePageModel } from './province-view';

export function provinceModel(
  data: PageData,
  province: ProvinceCode | null,
  closures: HeldAnswer | null,
): ProvincePageModel {
  const nowMs = data.now();
  const answered = new Map(closures?.rows.map((row) => [row.id, row.status]) ?? []);
  const months = [];
  const rows = [];
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
    rows.push({
      id,
      name: hospital.name,
      city: hospital.city,
      status,
      days: dayCells(history.spans, history.since, nowMs, zone, 90, known.gaps),
    });
    months.push(monthTotals(history.spans, history.since, known.untilMs, zone));
  }
  return { province, rows, months: sumMonths(months), since, sample: data.source.kind === 'sample' };
}

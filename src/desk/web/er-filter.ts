// Which ERs the list shows and in what order: those the public sees closed or disrupted first
// (what a person at the desk looks after first), then by name; filtered by a GET form's words
// (name or town), province and status, so that it works without script.
import type { ProvinceCode } from '../../contract/provinces';
import type { ErView } from './ers';

export const STATUS_FILTERS = ['', 'attention', 'closed', 'disruption', 'open', 'unknown'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface ErFilter {
  words: string;
  province: ProvinceCode | null;
  status: StatusFilter;
}

/** A status filter as asked; one it does not know filters nothing. */
export const statusFilter = (asked = ''): StatusFilter =>
  (STATUS_FILTERS as readonly string[]).includes(asked) ? (asked as StatusFilter) : '';

const RANK: Record<string, number> = { closed: 0, disruption: 1 };
const rank = (er: ErView) => RANK[er.now.status] ?? 2;

function statusMatches(er: ErView, status: StatusFilter): boolean {
  if (status === '') return true;
  if (status === 'attention') return rank(er) < 2;
  return er.now.status === status;
}

/** The ERs the filter keeps, closed and disrupted first; `ers` come sorted by name. */
export function filterErs(ers: ErView[], filter: ErFilter): ErView[] {
  const words = filter.words.toLocaleLowerCase();
  return ers
    .filter(
      (er) =>
        (!filter.province || er.hospital.province === filter.province) &&
        (!words || `${er.hospital.name} ${er.hospital.city}`.toLocaleLowerCase().includes(words)) &&
        statusMatches(er, filter.status),
    )
    .sort((a, b) => rank(a) - rank(b));
}

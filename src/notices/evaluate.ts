// Scoring the interpreter against notices labelled by hand (the shared corpus's format, see
// its README): facility found, ER or not, kind, windows exactly right and within an hour.
import { PROVINCE_CODES, PROVINCES, type ProvinceCode } from '../contract/provinces';
import { epochSeconds } from './calendar';
import { type HoursWrong, hoursWrong } from './eval-hours';
import type { NoticeReading } from './types';

export interface LabelledNotice {
  id: string;
  province: ProvinceCode;
  lang: 'en' | 'fr';
  published: string;
  text: string;
  title?: string | null;
  label: {
    facility: string | null;
    is_er: boolean;
    status: string;
    windows: { start: string | null; end: string | null }[];
    recurring: string | null;
  };
}

export type ParseResult = { ok: true; notices: LabelledNotice[] } | { ok: false; code: 'bad_line'; message: string };

/** One labelled notice a line; a line that is not one is an error naming it. */
export function parseCorpus(jsonl: string): ParseResult {
  const notices: LabelledNotice[] = [];
  const lines = jsonl.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]?.trim();
    if (!line) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      return { ok: false, code: 'bad_line', message: `line ${n + 1}: not JSON (${(error as Error).message})` };
    }
    const notice = value as Partial<LabelledNotice>;
    const problem =
      typeof notice.text !== 'string'
        ? 'no "text"'
        : !PROVINCE_CODES.includes(notice.province as ProvinceCode)
          ? 'no known "province"'
          : typeof notice.published !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(notice.published)
            ? 'no "published" date (YYYY-MM-DD)'
            : typeof notice.label !== 'object' || notice.label === null || !Array.isArray(notice.label.windows)
              ? 'no "label" with "windows"'
              : null;
    if (problem) return { ok: false, code: 'bad_line', message: `line ${n + 1}: ${problem}` };
    notices.push({ ...(notice as LabelledNotice), id: notice.id ?? `line-${n + 1}` });
  }
  return { ok: true, notices };
}

/** The publication moment: the local date (and time when given; noon when not) in the province's zone. */
export function publishedAt(notice: LabelledNotice): number {
  const [date, time] = notice.published.split('T');
  const [y, m, d] = (date ?? '').split('-').map(Number);
  const [hh, mm] = (time ?? '12:00').split(':').map(Number);
  const day = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
  return epochSeconds(PROVINCES[notice.province].timeZone, day, (hh ?? 12) * 60 + (mm ?? 0)) * 1000;
}

const words = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/['’]s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(
      (w) =>
        w && !['the', 'emergency', 'department', 'ed', 'er', 'dept', 'of', 'de', 'du', 'la', 'l', 'site'].includes(w),
    );

// Words every facility name shares: they say nothing about which facility it is.
const GENERIC = new Set([
  'hospital',
  'hopital',
  'memorial',
  'health',
  'healthcare',
  'centre',
  'center',
  'community',
  'general',
  'regional',
  'district',
  'care',
  'complex',
  'facility',
  'and',
  'hospitalier',
  'collaborative',
  'integrated',
  'consolidated',
]);

/**
 * Facility found: after lower-casing, dropping accents, bracketed abbreviations, the words
 * "the", "emergency department", "ER"… and the generic words of facility names ("hospital",
 * "memorial", "health centre"…), one name's words all appear in the other's, or they share at
 * least two thirds of their words.
 */
export function sameFacility(found: string | null, label: string | null): boolean {
  if (!found || !label) return found === label;
  const distinctive = (name: string) => {
    const all = words(name);
    const own = all.filter((w) => !GENERIC.has(w));
    return new Set(own.length > 0 ? own : all);
  };
  const a = distinctive(found);
  const b = distinctive(label);
  if (a.size === 0 || b.size === 0) return false;
  const shared = [...a].filter((w) => b.has(w)).length;
  return shared === a.size || shared === b.size || shared / Math.max(a.size, b.size) >= 2 / 3;
}

const minutesOf = (local: string | null) => (local === null ? null : Date.parse(`${local}:00Z`) / 60_000);
const near = (a: string | null, b: string | null, tolerance: number) => {
  const x = minutesOf(a);
  const y = minutesOf(b);
  return x === null || y === null ? x === y : Math.abs(x - y) <= tolerance;
};

export interface Score {
  total: number;
  facility_found: number;
  is_er_right: number;
  kind_right: number;
  /** Notices whose windows are scored (not a recurring schedule labelled without windows). */
  windows_scored: number;
  windows_exact: number;
  windows_within_1h: number;
  windows_total: number;
  windows_exact_each: number;
  unreadable: number;
  dropped: number;
  /** Sure readings of notices whose windows are scored, and those of them with every window exact. */
  sure: number;
  sure_exact: number;
  /** Hours of labelled bounded windows (all scored notices; sure readings'), and the hours read wrong (eval-hours.ts). */
  closed_hours: number;
  closed_shown_open_hours: number;
  open_shown_closed_hours: number;
  sure_closed_hours: number;
  sure_shown_closed_hours: number;
  sure_closed_shown_open_hours: number;
  sure_open_shown_closed_hours: number;
}

export const emptyScore = (): Score => ({
  total: 0,
  facility_found: 0,
  is_er_right: 0,
  kind_right: 0,
  windows_scored: 0,
  windows_exact: 0,
  windows_within_1h: 0,
  windows_total: 0,
  windows_exact_each: 0,
  unreadable: 0,
  dropped: 0,
  sure: 0,
  sure_exact: 0,
  closed_hours: 0,
  closed_shown_open_hours: 0,
  open_shown_closed_hours: 0,
  sure_closed_hours: 0,
  sure_shown_closed_hours: 0,
  sure_closed_shown_open_hours: 0,
  sure_open_shown_closed_hours: 0,
});

export interface Verdict {
  facility: boolean;
  isEr: boolean;
  kind: boolean;
  scored: boolean;
  exact: boolean;
  within1h: boolean;
  windowsTotal: number;
  windowsExact: number;
  sure: boolean;
  /** Minutes read wrong, for scored notices (null otherwise). */
  hours: HoursWrong | null;
}

export function judge(notice: LabelledNotice, reading: NoticeReading): Verdict {
  const label = notice.label;
  const got = reading.windows.map((w) => ({ start: w.startLocal, end: w.endLocal }));
  const scored = !(label.recurring && label.windows.length === 0);
  const pairs = label.windows.map((w, i) => [w, got[i]] as const);
  const sameLength = got.length === label.windows.length;
  const each = (tolerance: number) =>
    pairs.filter(
      ([want, have]) => have && near(want.start, have.start, tolerance) && near(want.end, have.end, tolerance),
    ).length;
  return {
    facility: sameFacility(reading.facility?.name ?? null, label.facility),
    isEr: reading.isEr === label.is_er,
    kind: reading.kind === label.status,
    scored,
    exact: scored && sameLength && each(0) === label.windows.length,
    within1h: scored && sameLength && each(60) === label.windows.length,
    windowsTotal: scored ? label.windows.length : 0,
    windowsExact: scored && sameLength ? each(0) : 0,
    sure: reading.certainty === 'sure',
    hours: scored ? hoursWrong(label.windows, got) : null,
  };
}

export function add(score: Score, verdict: Verdict | null, reading: NoticeReading | null): void {
  score.total++;
  if (!verdict || !reading) {
    score.dropped++;
    return;
  }
  score.facility_found += Number(verdict.facility);
  score.is_er_right += Number(verdict.isEr);
  score.kind_right += Number(verdict.kind);
  score.windows_scored += Number(verdict.scored);
  score.windows_exact += Number(verdict.exact);
  score.windows_within_1h += Number(verdict.within1h);
  score.windows_total += verdict.windowsTotal;
  score.windows_exact_each += verdict.windowsExact;
  score.unreadable += Number(reading.unreadable);
  if (!verdict.scored || !verdict.hours) return;
  const hours = (minutes: number) => minutes / 60;
  const { closed, closedShownOpen, shownClosed, openShownClosed } = verdict.hours;
  score.closed_hours += hours(closed);
  score.closed_shown_open_hours += hours(closedShownOpen);
  score.open_shown_closed_hours += hours(openShownClosed);
  if (!verdict.sure) return;
  score.sure++;
  score.sure_exact += Number(verdict.exact);
  score.sure_closed_hours += hours(closed);
  score.sure_shown_closed_hours += hours(shownClosed);
  score.sure_closed_shown_open_hours += hours(closedShownOpen);
  score.sure_open_shown_closed_hours += hours(openShownClosed);
}

// Query parameters, checked as the decisions table says. Each parser takes every value the
// parameter was given (a repeated parameter is not silently narrowed to its first value).
import type { ErrorCode } from './errors';
import { type ProvinceCode, parseProvince } from './provinces';
import { BASES, type Basis } from './values';

export type Parsed<T> = { ok: true; value: T } | { ok: false; code: ErrorCode };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (code: ErrorCode): Parsed<never> => ({ ok: false, code });

/** `province`: one of the 13 codes, any case; absent means all of Canada (null). */
export function parseProvinceParam(values: readonly string[]): Parsed<ProvinceCode | null> {
  if (values.length === 0) return ok(null);
  const province = values.length === 1 ? parseProvince(values[0] as string) : null;
  return province ? ok(province) : fail('invalid_province');
}

/** Bit mask over BASES in their order; all bits when the filter is absent. */
export type BasisMask = number;
export const ALL_BASES: BasisMask = (1 << BASES.length) - 1;
export const basisBit = (basis: Basis): BasisMask => 1 << BASES.indexOf(basis);

/** `basis`: comma-separated values (repeats add up), whitespace and case tolerated. */
export function parseBasisParam(values: readonly string[]): Parsed<BasisMask> {
  if (values.length === 0) return ok(ALL_BASES);
  let mask = 0;
  for (const item of values.flatMap((value) => value.split(','))) {
    const basis = item.trim().toLowerCase();
    if (basis === '') continue;
    const index = (BASES as readonly string[]).indexOf(basis);
    if (index < 0) return fail('invalid_basis');
    mask |= 1 << index;
  }
  return mask === 0 ? fail('invalid_basis') : ok(mask);
}

export const PERIOD_PATTERN = '^[1-9][0-9]*d$';
export const MAX_PERIOD_DAYS = 3650;
export const DEFAULT_PERIOD_DAYS = 30;

/** `period`: days as `30d`, 1 to 3650; 30 when absent. */
export function parsePeriodParam(values: readonly string[]): Parsed<number> {
  if (values.length === 0) return ok(DEFAULT_PERIOD_DAYS);
  const value = values.length === 1 ? (values[0] as string) : '';
  if (!new RegExp(PERIOD_PATTERN).test(value)) return fail('invalid_period');
  const days = Number(value.slice(0, -1));
  return days <= MAX_PERIOD_DAYS ? ok(days) : fail('invalid_period');
}

export const HISTORY_FORMATS = ['json', 'csv'] as const;
export type HistoryFormat = (typeof HISTORY_FORMATS)[number];

/** `format`: json (default) or csv. */
export function parseFormatParam(values: readonly string[]): Parsed<HistoryFormat> {
  if (values.length === 0) return ok('json');
  const format = values.length === 1 ? (values[0] as string).toLowerCase() : '';
  return (HISTORY_FORMATS as readonly string[]).includes(format) ? ok(format as HistoryFormat) : fail('invalid_format');
}

// What embed.js accepts of its proxy's closures answer. The proxy has already decoded its
// upstream tolerantly (src/contract/decode.ts: numeric ids, timestamps without a zone, upper-
// case statuses) and sends the normalised form; the widget does not repair it a second time.
// It only refuses what it could not show safely: an answer without its envelope is a bad
// response (the last good data stays); a row without its name, place or status is left out,
// the others shown; a message or time that cannot be read is shown as not known. The same
// holds for a closure announced for later (`scheduled`), which also needs its start; its list
// is passed on as it came (`ClosuresAnswer.scheduled`) and checked where it is shown.

import { isFields } from '../contract/fields';
import { PROVINCE_CODES } from '../contract/provinces';
import type { Closure, ClosuresResponse, ScheduledClosure } from '../contract/resources';
import { sentTimeMs } from '../contract/time';
import { CLOSURE_STATUSES } from '../contract/values';

/** The closures answer as embed.js keeps it: `scheduled` as the proxy sent it, if at all. */
export type ClosuresAnswer = Omit<ClosuresResponse, 'scheduled'> & { scheduled?: unknown };

const isText = (value: unknown): value is string => typeof value === 'string';
/** A time that cannot be read is not known: the closure is shown without it. */
const timeOf = (value: unknown) => (sentTimeMs(value) === null ? null : (value as string));

/** The closure with what it can show, or null when what names it or its status is missing. */
function closureOf(row: unknown): Closure | null {
  if (!isFields(row) || !isText(row.id) || !isText(row.name) || !isText(row.city)) return null;
  if (!(PROVINCE_CODES as readonly unknown[]).includes(row.province)) return null;
  if (!(CLOSURE_STATUSES as readonly unknown[]).includes(row.status)) return null;
  return {
    ...(row as Closure),
    message: isText(row.message) ? row.message : null,
    updated_at: timeOf(row.updated_at),
    expected_reopen: timeOf(row.expected_reopen),
  };
}

/** The announced closure with what it can show, or null when it cannot be named or placed in time. */
function scheduledOf(row: unknown): ScheduledClosure | null {
  const closure = closureOf(row);
  if (!closure) return null;
  const { starts_at, ends_at } = row as ScheduledClosure;
  if (sentTimeMs(starts_at) === null) return null;
  const { id, name, city, province, status, message } = closure;
  return { id, name, city, province, status, starts_at, ends_at: timeOf(ends_at), message };
}

/**
 * The closures announced for later that can be shown, from the answer's `scheduled` (none when
 * a proxy older than that extension sends no list). Only embed-upcoming.js needs them, so it
 * checks them, not embed.js.
 */
export function checkScheduled(input: unknown): ScheduledClosure[] {
  return (Array.isArray(input) ? input : []).map(scheduledOf).filter((row) => row !== null);
}

/** The answer with the rows it can show; null when it is not a closures answer at all. */
export function checkClosures(input: unknown): ClosuresAnswer | null {
  if (!isFields(input) || !Array.isArray(input.closures) || !isText(input.attribution)) return null;
  if (sentTimeMs(input.generated_at) === null) return null;
  const closures = input.closures.map(closureOf).filter((row) => row !== null);
  return { ...(input as ClosuresAnswer), count: closures.length, closures };
}

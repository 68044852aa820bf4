// How long ago the hospital confirmed a status, in whole units, never rounded up: "just now"
// under a minute, minutes under an hour, hours under 48, days beyond.

import type { Lang } from '../../contract/provinces';
import { formatNumber } from '../format';
import { DESK_STRINGS, type Unit } from './strings';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function confirmedSince(lang: Lang, atMs: number, nowMs: number): string {
  const t = DESK_STRINGS[lang];
  // A confirmation a little ahead of the reader's clock is as recent as can be.
  const age = nowMs - atMs;
  if (age < MINUTE) return t.justNow;
  const [size, unit]: [number, Unit] = age < HOUR ? [MINUTE, 'minute'] : age < 2 * DAY ? [HOUR, 'hour'] : [DAY, 'day'];
  const count = Math.floor(age / size);
  return t.ago(formatNumber(lang, count), unit, count === 1);
}

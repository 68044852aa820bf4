// A moment shown relative to now ("12 minutes ago"), with the exact date and time on hover
// and on keyboard focus.

import type { Lang } from '../../contract/provinces';
import { sentTimeMs } from '../../contract/time';
import { formatDateTime, formatRelative } from '../format';

interface Props {
  lang: Lang;
  /** ISO timestamp, as decoded. */
  at: string;
  now: number;
  /** Zone of the exact time (the ER's province); the reader's when absent. */
  timeZone?: string;
}

export function Moment({ lang, at, now, timeZone }: Props) {
  const ms = sentTimeMs(at);
  if (ms === null) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the exact time to keyboard users.
    <time class="moment" dateTime={at} tabIndex={0}>
      {formatRelative(lang, ms, now)}
      <span class="tip"> {formatDateTime(lang, ms, timeZone)}</span>
    </time>
  );
}

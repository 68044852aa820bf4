// What the polite live region says when the closures change: the new count after the first
// answer or a change, and a failure once when it starts. Unchanged refreshes stay silent.

import type { Lang, ProvinceCode } from '../contract/provinces';
import type { ClosuresResponse } from '../contract/resources';
import { parseTimestampMs } from '../contract/time';
import type { FeedState } from './feed';
import { formatNumber, formatTime } from './format';
import { placeName, STRINGS } from './i18n';

export function reportedText(lang: Lang, count: number, province: ProvinceCode | null): string {
  return STRINGS[lang].reported(placeName(lang, province), formatNumber(lang, count), count === 1);
}

/** "Couldn't refresh — showing data from 14:05" or "Couldn't load… Trying again at 14:07". */
export function failureText(lang: Lang, state: FeedState<{ generated_at: string }>, nowMs: number): string | null {
  const { answer, failure } = state;
  if (!failure) return null;
  if (!answer) return STRINGS[lang].failedFirst(formatTime(lang, failure.retryAt));
  return STRINGS[lang].failedKept(formatTime(lang, parseTimestampMs(answer.value.generated_at) ?? nowMs));
}

/** Which ERs are closed or disrupted: a change here is worth announcing. */
function signature(state: FeedState<ClosuresResponse>): string | null {
  return state.answer ? state.answer.value.closures.map((closure) => `${closure.id}:${closure.status}`).join() : null;
}

export function closuresAnnouncement(
  lang: Lang,
  province: ProvinceCode | null,
  previous: FeedState<ClosuresResponse>,
  next: FeedState<ClosuresResponse>,
  nowMs: number,
): string | null {
  if (next.failure && !previous.failure) return failureText(lang, next, nowMs);
  const now = signature(next);
  if (now === null || now === signature(previous)) return null;
  return reportedText(lang, next.answer?.value.closures.length ?? 0, province);
}

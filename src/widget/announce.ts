// What the polite live region says: the closures summary, or why there is none. Screen readers
// announce it whenever it changes (a new count, a failure, a recovery); an unchanged refresh
// leaves it alone, so it stays silent.

import type { EmbedMeta } from '../contract/embed';
import type { Lang, ProvinceCode } from '../contract/provinces';
import { sentTimeMs } from '../contract/time';
import type { ClosuresAnswer } from './check';
import type { FeedState } from './feed';
import { formatNumber, formatTime } from './format';
import { placeName, STRINGS } from './i18n';

/**
 * What a closures answer says of the area: "Nova Scotia: 3 closures or disruptions reported.",
 * "… no ER closures or disruptions reported.", or, where no closure source is on here (the
 * answer's `tracked_provinces`, sent only when some province has none), "New Brunswick:
 * closures not tracked here." For Canada, the provinces tracked then stand for the country.
 */
export function reportedText(
  lang: Lang,
  province: ProvinceCode | null,
  { closures: { length: count }, tracked_provinces: tracked }: ClosuresAnswer,
): string {
  const t = STRINGS[lang];
  // The answer's list (codes the proxy has checked) is filtered by province like its closures:
  // empty where none is on. Without one, the area itself.
  const place = [tracked ?? province]
    .flat()
    .map((code) => placeName(lang, code))
    .join(', ');
  return place
    ? count
      ? t.reported(place, formatNumber(lang, count), count === 1)
      : t.empty(place)
    : t.untracked(placeName(lang, province));
}

/** "Couldn't refresh — showing data from 14:05" or "Couldn't load… Trying again at 14:07". */
export function failureText(lang: Lang, state: FeedState<{ generated_at: string }>, nowMs: number): string | null {
  const { answer, failure } = state;
  if (!failure) return null;
  if (!answer) return STRINGS[lang].failedFirst(formatTime(lang, failure.retryAt));
  return STRINGS[lang].failedKept(formatTime(lang, sentTimeMs(answer.value.generated_at) ?? nowMs));
}

/**
 * Why a kept answer is shown, from what the proxy says failed: a timeout, an unreachable or a
 * busy service is "not answering"; an answer that could not be read or a refused key is not,
 * and gets the plain "Couldn't refresh".
 */
export function keptText(lang: Lang, staleReason: EmbedMeta['stale_reason'], atMs: number): string {
  return STRINGS[lang][/bad|auth/.test(staleReason as string) ? 'failedKept' : 'keptUpstream'](formatTime(lang, atMs));
}

export function liveText(
  lang: Lang,
  province: ProvinceCode | null,
  state: FeedState<ClosuresAnswer>,
  nowMs: number,
): string {
  const { answer } = state;
  return failureText(lang, state, nowMs) ?? (answer ? reportedText(lang, province, answer.value) : '');
}

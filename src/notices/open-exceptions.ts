// Days or hours a notice keeps open inside a closure it states ("closed from December 24 to 29
// … open all day on December 25", « sera ouvert toute la journée du 25 décembre »): the closure
// is cut around them. Only a bounded window that holds them with time on both sides is cut, so
// that an opening at a closure's edge ("it will be open on Monday") stays that closure's end, and
// only a closure stated before it (windows.ts): an exception follows what it qualifies.
import type { Draft } from './drafts';
import type { Moment, Span } from './moments';

const DAY = 1440;

/** The open hours named for a day: the whole day, or the hours given with it. */
export function openException(moment: Moment, span: Span | null): Draft | null {
  if (moment.day === null || moment.minutes !== null) return null;
  if (span && span.from >= span.to) return null;
  const start = moment.day * DAY + (span ? span.from : 0);
  const end = moment.day * DAY + (span ? span.to : DAY);
  return { start, end, wholeDay: span === null, expanded: false };
}

/** The windows with each open exception that lies strictly inside one cut out of it. */
export function cutOpenExceptions(windows: Draft[], exceptions: Draft[]): Draft[] {
  let result = windows;
  for (const open of exceptions) {
    if (open.start === null || open.end === null) continue;
    const { start, end } = open;
    result = result.flatMap((w) =>
      w.start !== null && w.end !== null && w.start < start && w.end > end
        ? [
            { ...w, end: start },
            { ...w, start: end },
          ]
        : [w],
    );
  }
  return result;
}

// The same interpreter with chrono-node reading the dates instead of our grammar, kept to
// measure one against the other on the corpus (`npm run eval:notices -- FILE --engine chrono`).
// Facility, ER-or-not and kind come from the shared code; only the windows differ. Chrono reads
// each sentence against the publication's wall clock (as if it were UTC, so that no zone of the
// machine running it interferes); its components are the ER's wall clock.
import * as chrono from 'chrono-node';
import { PROVINCES } from '../contract/provinces';
import { dayNumber, epochSeconds, localString, wallClock } from './calendar';
import { interpretNotice } from './interpret';
import { normalize, sentences } from './sentences';
import type { NoticeInput, NoticeReading, NoticeWindow } from './types';

const OTHER_SERVICE =
  /virtual urgent care|urgent treatment|book an appointment|by calling|nearby|normally open|usually open|as usual|normalement|extended hours|clinic/i;

type Point = { epoch: number; local: string };

function pointOf(zone: string, components: chrono.ParsedComponents, wholeDayEnd: boolean): Point {
  const day = dayNumber(components.get('year') ?? 1970, components.get('month') ?? 1, components.get('day') ?? 1);
  const timed = components.isCertain('hour');
  const minutes = timed ? (components.get('hour') ?? 0) * 60 + (components.get('minute') ?? 0) : wholeDayEnd ? 1440 : 0;
  return { epoch: epochSeconds(zone, day, minutes), local: localString(day, minutes) };
}

const window = (start: Point | null, end: Point | null): NoticeWindow => ({
  start: start?.epoch ?? null,
  end: end?.epoch ?? null,
  startLocal: start?.local ?? null,
  endLocal: end?.local ?? null,
});

export function interpretWithChrono(input: NoticeInput): NoticeReading {
  const reading = interpretNotice(input);
  const zone = input.zone ?? PROVINCES[input.province].timeZone;
  const parser = reading.lang === 'fr' ? chrono.fr : chrono.en;
  const wall = wallClock(zone, input.publishedAt);
  const instant = new Date(wall.dayNum * 86_400_000 + wall.minutes * 60_000);
  const text = normalize([input.title, input.text].filter(Boolean).join('. '));
  const windows: NoticeWindow[] = [];
  let pending: Point | null = null;
  for (const sentence of sentences(text)) {
    if (OTHER_SERVICE.test(sentence)) continue;
    for (const result of parser.parse(sentence, { instant, timezone: 0 })) {
      const start = pointOf(zone, result.start, false);
      const before = sentence.slice(0, result.index).toLowerCase();
      if (result.end) {
        windows.push(window(start, pointOf(zone, result.end, true)));
      } else if (/(?:until|till|reopen\w*|resume\w*|jusqu\S*|rouvr\w*)\W*(?:\w+\W+){0,2}$/.test(before)) {
        windows.push(window(pending, start));
        pending = null;
      } else if (/clos\w*|shut|suspend\w*|ferm\w*|unavailable/.test(before)) {
        pending = start;
      }
    }
  }
  if (pending) windows.push(window(pending, null));
  // As the grammar does: a notice clearly saying "closed" with no dates stands as closed, from and to unknown.
  if (windows.length === 0 && reading.kind === 'closed' && reading.recurring === null) windows.push(window(null, null));
  return { ...reading, windows: reading.recurring === null ? windows : [] };
}

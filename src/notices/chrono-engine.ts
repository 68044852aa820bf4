// The same interpreter with chrono-node reading the dates instead of our grammar, kept to
// measure one against the other on the corpus (`npm run eval:notices -- FILE --engine chrono`).
// Facility, ER-or-not and kind come from the shared code; only the windows differ.
import * as chrono from 'chrono-node';
import { PROVINCES } from '../contract/provinces';
import { localString, wallClock } from './calendar';
import { interpretNotice } from './interpret';
import { normalize, sentences } from './sentences';
import type { NoticeInput, NoticeReading, NoticeWindow } from './types';

const OTHER_SERVICE =
  /virtual urgent care|urgent treatment|book an appointment|by calling|nearby|normally open|usually open|as usual|normalement|extended hours|clinic/i;

function local(zone: string, date: Date): { epoch: number; local: string } {
  const wall = wallClock(zone, date.getTime());
  return { epoch: Math.round(date.getTime() / 1000), local: localString(wall.dayNum, wall.minutes) };
}

export function interpretWithChrono(input: NoticeInput): NoticeReading {
  const reading = interpretNotice(input);
  const zone = input.zone ?? PROVINCES[input.province].timeZone;
  const parser = reading.lang === 'fr' ? chrono.fr : chrono.en;
  const text = normalize([input.title, input.text].filter(Boolean).join('. '));
  const windows: NoticeWindow[] = [];
  let pending: { epoch: number; local: string } | null = null;
  for (const sentence of sentences(text)) {
    if (OTHER_SERVICE.test(sentence)) continue;
    for (const result of parser.parse(
      sentence,
      { instant: new Date(input.publishedAt), timezone: zone },
      { forwardDate: true },
    )) {
      const start = local(zone, result.start.date());
      const before = sentence.slice(0, result.index).toLowerCase();
      if (result.end) {
        const end = local(zone, result.end.date());
        windows.push({ start: start.epoch, end: end.epoch, startLocal: start.local, endLocal: end.local });
      } else if (/(?:until|reopen\w*|resume\w*|jusqu\S*)\W*(?:\w+\W+){0,2}$/.test(before)) {
        windows.push({
          start: pending?.epoch ?? null,
          end: start.epoch,
          startLocal: pending?.local ?? null,
          endLocal: start.local,
        });
        pending = null;
      } else if (/clos\w*|shut|suspend\w*|ferm\w*|unavailable/.test(before)) {
        pending = start;
      }
    }
  }
  if (pending) windows.push({ start: pending.epoch, end: null, startLocal: pending.local, endLocal: null });
  return { ...reading, windows: windows.length > 0 ? windows : reading.windows };
}

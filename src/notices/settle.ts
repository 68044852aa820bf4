// The last step of reading windows: conflicts between what a notice said in several places.
import type { Draft } from './drafts';

const overlaps = (a: Draft, b: Draft) =>
  a.start !== null &&
  b.start !== null &&
  a.start < (b.end ?? Number.POSITIVE_INFINITY) &&
  b.start < (a.end ?? Number.POSITIVE_INFINITY);

/**
 * Whole days give way to timed windows they overlap ("Overnight Closure – Friday, September 23rd"
 * then "from 5:00pm on Friday…"); an update's "closed until X" stretches the dated window it
 * continues ("UPDATE: … unavailable until 8 a.m. on Sunday, Dec. 28" over "7:00 a.m. to 8:00 p.m.
 * on Saturday, Dec. 27") and an earlier reopening inside one window shortens it; "closed" with no dates gives way to any window; nothing is repeated.
 */
export function settle(windows: Draft[]): Draft[] {
  const timed = windows.filter((w) => !w.wholeDay && w.start !== null);
  let kept = windows.filter((w) => !w.wholeDay || !timed.some((t) => overlaps(w, t)));
  kept = kept.filter((w) => !revisedBy(w, kept));
  kept = kept.filter((w) => {
    if (w.start !== null || w.end === null) return true;
    const continued = kept.filter(
      (d) =>
        d !== w &&
        d.start !== null &&
        d.end !== null &&
        d.start < (w.end as number) &&
        (w.end as number) - d.end <= 1440 &&
        d.end < (w.end as number),
    );
    if (continued.length === 1 && continued[0]) {
      continued[0].end = w.end;
      return false;
    }
    // An update's earlier reopening ("UPDATE: … will now reopen at 4 p.m. today … Original notice:
    // closed from 8 a.m. Friday until 8 a.m. Saturday") ends the one window it falls inside.
    const inside = kept.filter(
      (d) => d !== w && d.start !== null && d.end !== null && d.start < (w.end as number) && (w.end as number) < d.end,
    );
    if (continued.length > 0 || inside.length !== 1 || !inside[0]) return true;
    inside[0].end = w.end;
    return false;
  });
  kept = endBeforeStart(kept);
  // The same closure said twice, once without one of its ends ("closed March 18 at 8 p.m. … reopen
  // March 19 at 8 a.m." then the opening line again; "extended until August 10 at 8 a.m." then the
  // full period): the statement with both ends stands.
  const complete = kept.filter((d) => d.start !== null && d.end !== null);
  const starts = new Set(complete.map((d) => d.start));
  const ends = new Set(complete.map((d) => d.end));
  kept = kept.filter((w) => !((w.end === null && starts.has(w.start)) || (w.start === null && ends.has(w.end))));
  if (kept.some((w) => w.start !== null || w.end !== null))
    kept = kept.filter((w) => w.start !== null || w.end !== null || (w.vague && !statedWithHours(w, kept)));
  const seen = new Set<string>();
  kept = kept.filter((w) => {
    if (w.vague) return true;
    const key = `${w.start}|${w.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  kept.sort((a, b) => (a.start ?? Number.NEGATIVE_INFINITY) - (b.start ?? Number.NEGATIVE_INFINITY));
  return joinNightsAndDays(kept);
}

/**
 * "closed from 7 p.m. Friday to 7 a.m. Saturday … UPDATE: The closure will now begin at 11 p.m.
 * Friday and the department will reopen at 7 a.m. Saturday as planned": the update's window, one
 * end in common with the first, stands for the same closure.
 */
function revisedBy(w: Draft, windows: Draft[]): boolean {
  if (w.revised || w.start === null || w.end === null) return false;
  return windows.some(
    (r) =>
      r.revised && r.start !== null && r.end !== null && (r.start === w.start) !== (r.end === w.end) && overlaps(r, w),
  );
}

/**
 * "de jeudi soir à vendredi matin … La fermeture débutera jeudi à 20 h et le service rouvrira
 * vendredi à 8 h": the days named by their parts, then their hours; one closure, with its hours.
 */
function statedWithHours(vague: Draft, windows: Draft[]): boolean {
  const days = vague.days;
  if (!days) return false;
  return windows.some(
    (w) =>
      w.start !== null &&
      w.end !== null &&
      Math.floor(w.start / 1440) === days.first &&
      Math.floor((w.end - 1) / 1440) === days.last,
  );
}

/**
 * Nights over a period and day closures stated apart that touch ("fermée entre 17 h et 8 h du 24 au
 * 28 juillet … également fermée de jour de 8 h à 17 h le jeudi 25 juillet"): one closure from the
 * first night's start to the last touching end. Windows of one statement stay apart.
 */
function joinNightsAndDays(windows: Draft[]): Draft[] {
  const out: Draft[] = [];
  let joined = false;
  for (const w of windows) {
    const last = out[out.length - 1];
    if (last && last.end !== null && last.end === w.start && (last.expanded !== w.expanded || joined)) {
      out[out.length - 1] = { ...last, end: w.end, expanded: last.expanded || w.expanded };
      joined = true;
      continue;
    }
    out.push(w);
    joined = false;
  }
  return out;
}

/**
 * An end said before its start ("Reopening Sunday at 7 a.m. – … will close starting Saturday at
 * 7 p.m."; an update's "will now reopen at 2 p.m. today … The ED closed as planned at 8 p.m.
 * Saturday"): the one window without a start and the one without an end, the start before the
 * end and nothing else between them, are one closure.
 */
function endBeforeStart(windows: Draft[]): Draft[] {
  const ends = windows.filter((w) => w.start === null && w.end !== null && !w.vague);
  const starts = windows.filter((w) => w.start !== null && w.end === null && !w.vague);
  const [ending] = ends;
  const [starting] = starts;
  if (ends.length !== 1 || starts.length !== 1 || !ending || !starting) return windows;
  const from = starting.start as number;
  const to = ending.end as number;
  if (from >= to) return windows;
  const between = windows.some(
    (w) => w !== ending && w !== starting && w.start !== null && w.start < to && (w.end === null || w.end > from),
  );
  if (between) return windows;
  starting.end = to;
  return windows.filter((w) => w !== ending);
}

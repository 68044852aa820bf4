// The hours a reading gets wrong, against a notice's labelled windows, on the ER's wall clock:
//   closed shown as open: minutes of the labelled bounded windows (start and end both given) that
//     no window of the reading covers (a reading's window with no start or no end runs on forever
//     that way: "closed until further notice" covers what follows);
//   open shown as closed: minutes of the reading's bounded windows that no labelled window covers.
// Overlapping windows count once. Minutes since 1970-01-01 00:00 on the wall clock.

type Local = { start: string | null; end: string | null };
type Interval = [number, number];

const minutesOf = (local: string) => Date.parse(`${local}:00Z`) / 60_000;

function intervals(windows: Local[], boundedOnly: boolean): Interval[] {
  const out: Interval[] = [];
  for (const w of windows) {
    if (boundedOnly && (w.start === null || w.end === null)) continue;
    const from = w.start === null ? Number.NEGATIVE_INFINITY : minutesOf(w.start);
    const to = w.end === null ? Number.POSITIVE_INFINITY : minutesOf(w.end);
    if (to > from) out.push([from, to]);
  }
  return union(out);
}

function union(list: Interval[]): Interval[] {
  const sorted = [...list].sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [from, to] of sorted) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

const length = (list: Interval[]) => list.reduce((sum, [from, to]) => sum + (to - from), 0);

/** Minutes of `a` that `b` does not cover (both unions). */
function uncovered(a: Interval[], b: Interval[]): number {
  let covered = 0;
  for (const [from, to] of a)
    for (const [bFrom, bTo] of b) covered += Math.max(0, Math.min(to, bTo) - Math.max(from, bFrom));
  return length(a) - covered;
}

export interface HoursWrong {
  /** Minutes of the labelled bounded windows. */
  closed: number;
  closedShownOpen: number;
  /** Minutes of the reading's bounded windows. */
  shownClosed: number;
  openShownClosed: number;
}

export function hoursWrong(label: Local[], reading: Local[]): HoursWrong {
  const labelled = intervals(label, true);
  const shown = intervals(reading, true);
  return {
    closed: length(labelled),
    closedShownOpen: uncovered(labelled, intervals(reading, false)),
    shownClosed: length(shown),
    openShownClosed: uncovered(shown, intervals(label, false)),
  };
}

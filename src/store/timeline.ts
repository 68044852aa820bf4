// An ER's scheduled windows as one timeline of phases: at each moment the ER is closed (when
// any window closes it), disrupted (when only disruptions cover it), open (between and after
// windows), or untouched (before its first window: the schedule does not decide yet). Pure:
// the scheduler applies the phases, the /closures answer lists the coming ones.

export type WindowStatus = 'closed' | 'disruption';

/** A window as the store keeps it; times in seconds, null start = already in effect, null end = not announced. */
export interface ScheduledWindow {
  feed: string;
  hospital_id: string;
  start_at: number | null;
  end_at: number | null;
  status: WindowStatus;
  message: string;
  /** The French words, when the publisher states both languages (the desk). */
  message_fr?: string | null;
  published_at: number | null;
  /** The desk's windows: the organisation of the person who stated it (shown as who confirmed it). */
  confirmed_by?: string | null;
  /** `unsure`: a notice the reader is unsure of (one disruption from its publication, no end); else null. */
  certainty?: 'unsure' | null;
  notice_url?: string | null;
  notice_publisher?: string | null;
  notice_published_at?: number | null;
}

/** One stretch of time with one status and message. `from`/`to` may be infinite. */
export interface Phase {
  from: number;
  to: number;
  status: WindowStatus | 'open' | 'untouched';
  message: string | null;
  /** For a closure: when its run of the same status ends (seconds), null when not announced. */
  reopen: number | null;
  /** Stated by a notice the reader is unsure of: never announced as a closure to come. */
  unsure?: true;
}

const isClosure = (status: Phase['status'] | undefined) => status === 'closed' || status === 'disruption';
const startOf = (window: ScheduledWindow) => window.start_at ?? Number.NEGATIVE_INFINITY;
const endOf = (window: ScheduledWindow) => window.end_at ?? Number.POSITIVE_INFINITY;

/** The window whose words a stretch shows: the latest published (the first listed on a tie). */
const newer = (best: ScheduledWindow | undefined, window: ScheduledWindow) =>
  !best || (window.published_at ?? Number.NEGATIVE_INFINITY) > (best.published_at ?? Number.NEGATIVE_INFINITY)
    ? window
    : best;

/**
 * The phases of these windows, in time order, covering all time. Consecutive stretches with the
 * same status and words are one phase, so windows that touch or overlap (one day after another,
 * midnight to midnight) make one closure with no instant of opening between them.
 */
export function phasesOf(windows: readonly ScheduledWindow[]): Phase[] {
  if (windows.length === 0)
    return [{ from: -Infinity, to: Infinity, status: 'untouched', message: null, reopen: null }];
  const points = [...new Set(windows.flatMap((window) => [startOf(window), endOf(window)]))]
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const edges = [Number.NEGATIVE_INFINITY, ...points, Number.POSITIVE_INFINITY];
  const index = new Map(edges.map((edge, i) => [edge, i]));
  // Per stretch between two edges, the words of the closed and of the disrupting windows over it.
  const closedBy: (ScheduledWindow | undefined)[] = [];
  const disruptedBy: (ScheduledWindow | undefined)[] = [];
  for (const window of windows) {
    const to = index.get(endOf(window)) as number;
    const by = window.status === 'closed' ? closedBy : disruptedBy;
    for (let i = index.get(startOf(window)) as number; i < to; i += 1) by[i] = newer(by[i], window);
  }
  const first = Math.min(...windows.map(startOf));
  const stretches: Phase[] = [];
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const from = edges[i] as number;
    const to = edges[i + 1] as number;
    const ruling = closedBy[i] ?? disruptedBy[i];
    const status = ruling ? ruling.status : to <= first ? 'untouched' : 'open';
    const message = ruling ? ruling.message : null;
    const unsure = ruling?.certainty === 'unsure';
    const last = stretches.at(-1);
    if (last && last.status === status && last.message === message && Boolean(last.unsure) === unsure) last.to = to;
    else stretches.push({ from, to, status, message, reopen: null, ...(unsure ? { unsure: true as const } : {}) });
  }
  // A closed ER reopens when it stops being closed (be it disrupted then); a disrupted one when
  // it is fully open again. Whatever the words do meanwhile.
  let closedUntil: number | null = null;
  let disruptedUntil: number | null = null;
  for (let i = stretches.length - 1; i >= 0; i -= 1) {
    const phase = stretches[i] as Phase;
    const next = stretches[i + 1];
    const end = Number.isFinite(phase.to) ? phase.to : null;
    if (phase.status === 'closed') closedUntil = next?.status === 'closed' ? closedUntil : end;
    if (phase.status === 'closed' || phase.status === 'disruption') {
      disruptedUntil = isClosure(next?.status) ? disruptedUntil : end;
    }
    if (phase.status === 'closed') phase.reopen = closedUntil;
    if (phase.status === 'disruption') phase.reopen = disruptedUntil;
  }
  return stretches;
}

/** The phase in effect at `at` (seconds): the one with from ≤ at < to. */
export function phaseAt(phases: readonly Phase[], at: number): Phase {
  return phases.find((phase) => phase.from <= at && at < phase.to) ?? (phases.at(-1) as Phase);
}

/** A closure to come: a run of one status starting after `afterS`. */
export interface ComingWindow {
  status: WindowStatus;
  start: number;
  end: number | null;
  message: string;
}

/**
 * The closures and disruptions starting after `afterS` and no later than `untilS`: one per run
 * of the same status (a run that began before `afterS` is in effect, not coming).
 */
export function comingWindows(phases: readonly Phase[], afterS: number, untilS: number): ComingWindow[] {
  const coming: ComingWindow[] = [];
  phases.forEach((phase, i) => {
    if (phase.status !== 'closed' && phase.status !== 'disruption') return;
    if (phases[i - 1]?.status === phase.status) return;
    // Its times are a machine's reading the reader doubts: never announced as to come.
    if (phase.unsure) return;
    if (!(phase.from > afterS && phase.from <= untilS)) return;
    coming.push({ status: phase.status, start: phase.from, end: phase.reopen, message: phase.message ?? '' });
  });
  return coming;
}

// Settling an ER's schedule: each phase boundary since it was last settled, in order and at its
// own time, through statuses.set (a status event, webhook events), then how far it went — so
// that after a restart nothing is missed and nothing is repeated.
import type { Status, StatusInput } from './rows';
import type { ScheduleStatements } from './schedule-statements';
import type { statusesTable } from './statuses';
import { type Phase, phaseAt, phasesOf, type ScheduledWindow, type WindowStatus } from './timeline';
import { DESK_FEED, windowSource } from './window-sources';

type Statuses = ReturnType<typeof statusesTable>;
type Said = Omit<Status, 'hospital_id' | 'updated_at'>;

/** A status that stands on no unsure notice. */
const NO_NOTICE = { certainty: null, notice_url: null, notice_publisher: null, notice_published_at: null } as const;

const isClosure = (status: Phase['status'] | Status['status'] | undefined) =>
  status === 'closed' || status === 'disruption';

/** The window whose words a closure phase shows: the latest published among those covering it. */
function statedBy(windows: readonly ScheduledWindow[], phase: Phase): ScheduledWindow | undefined {
  let best: ScheduledWindow | undefined;
  for (const window of windows) {
    const covers =
      (window.start_at ?? Number.NEGATIVE_INFINITY) <= phase.from &&
      phase.from < (window.end_at ?? Number.POSITIVE_INFINITY);
    const sameCertainty = (window.certainty === 'unsure') === Boolean(phase.unsure);
    if (!covers || window.status !== phase.status || window.message !== phase.message || !sameCertainty) continue;
    if (!best || (window.published_at ?? Number.NEGATIVE_INFINITY) > (best.published_at ?? Number.NEGATIVE_INFINITY))
      best = window;
  }
  return best;
}

/** The reopening the schedule makes: said by whoever held the ER closed (the desk's keeps its confirmation). */
const reopening = (before: Status | undefined): Said => ({
  status: 'open',
  message: null,
  expected_reopen: null,
  source: before?.source ?? null,
  confirmed_at: before?.source === DESK_FEED ? before.confirmed_at : null,
  confirmed_by: before?.source === DESK_FEED ? before.confirmed_by : null,
  message_fr: null,
  ...NO_NOTICE,
});

/** The closure a closure phase states, in the words and with the certainty of the window that states it. */
function closure(windows: readonly ScheduledWindow[], phase: Phase): Said {
  const window = statedBy(windows, phase);
  const source = window ? windowSource(window.feed) : null;
  return {
    status: phase.status as WindowStatus,
    // A window stated in French only has no English words: its status shows the French.
    message: phase.message || null,
    expected_reopen: phase.reopen,
    source,
    confirmed_at: source === DESK_FEED ? (window?.published_at ?? null) : null,
    confirmed_by: source === DESK_FEED ? (window?.confirmed_by ?? null) : null,
    message_fr: window?.message_fr ?? null,
    ...(window?.certainty === 'unsure'
      ? {
          certainty: 'unsure' as const,
          notice_url: window.notice_url ?? null,
          notice_publisher: window.notice_publisher ?? null,
          notice_published_at: window.notice_published_at ?? null,
        }
      : NO_NOTICE),
  };
}

const saysTheSame = (before: Status | undefined, target: Said) =>
  before?.status === target.status &&
  before.message === target.message &&
  before.message_fr === target.message_fr &&
  before.expected_reopen === target.expected_reopen &&
  before.source === target.source &&
  before.certainty === target.certainty &&
  before.notice_url === target.notice_url &&
  before.notice_publisher === target.notice_publisher &&
  before.notice_published_at === target.notice_published_at;

/** Sets the ER's status to what `phase` says, at `at`, unless it already says so. Returns whether the schedule now holds a closure. */
function enter(
  q: ScheduleStatements,
  statuses: Statuses,
  hospitalId: string,
  windows: readonly ScheduledWindow[],
  phase: Phase,
  at: number,
  deciding: boolean,
): boolean {
  // Outside its windows the ER is the schedule's only while the schedule holds it closed: it
  // reopens it (at a window's end, or when the windows move away); otherwise other feeds decide.
  const before = q.statusOf.get(hospitalId);
  let target: Said | null = null;
  if (isClosure(phase.status)) target = closure(windows, phase);
  else if (deciding) target = reopening(before);
  if (!target) return false;
  if (!saysTheSame(before, target)) statuses.set({ hospital_id: hospitalId, ...target, updated_at: at }, at);
  return isClosure(target.status);
}

/**
 * Applies the ER's schedule through `untilS`: each boundary since it was last settled, in
 * order, at its own time, then the phase in effect at `untilS` (a change of windows takes
 * effect at `untilS`). An ER whose windows are all withdrawn reopens if the schedule had
 * closed it.
 */
export function settle(q: ScheduleStatements, statuses: Statuses, hospitalId: string, untilS: number): void {
  const state = q.getState.get(hospitalId);
  const from = state?.evaluated_through ?? null;
  const through = Math.max(untilS, from ?? untilS);
  let deciding = Boolean(state?.deciding);
  const windows = q.ofHospital.all(hospitalId);
  if (windows.length === 0) {
    const before = q.statusOf.get(hospitalId);
    if (deciding && isClosure(before?.status)) {
      statuses.set(
        { hospital_id: hospitalId, ...reopening(before), updated_at: through } satisfies StatusInput,
        through,
      );
    }
    if (state) q.dropState.run(hospitalId);
    return;
  }
  const phases = phasesOf(windows);
  if (from !== null) {
    for (const phase of phases) {
      if (phase.from > from && phase.from <= through)
        deciding = enter(q, statuses, hospitalId, windows, phase, phase.from, deciding);
    }
  }
  deciding = enter(q, statuses, hospitalId, windows, phaseAt(phases, through), through, deciding);
  q.putState.run({ hospital_id: hospitalId, evaluated_through: through, deciding: deciding ? 1 : 0 });
}

/**
 * Someone (the desk) stated the ER's status directly at `atS`: the schedule stops holding it
 * (its windows' boundaries still apply at their moments, later ones only).
 */
export function handOver(q: ScheduleStatements, hospitalId: string, atS: number): void {
  if (q.ofHospital.all(hospitalId).length === 0) q.dropState.run(hospitalId);
  else {
    const through = Math.max(atS, q.getState.get(hospitalId)?.evaluated_through ?? atS);
    q.putState.run({ hospital_id: hospitalId, evaluated_through: through, deciding: 0 });
  }
}

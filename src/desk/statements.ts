// The desk's statements take the path of any source's (statuses and scheduled windows), so that
// events, webhooks, RSS and answers follow. Called inside the caller's store.write with the
// change's audit entry; returns what the public saw before and after.
import type { Status } from '../store/rows';
import { DESK_FEED } from '../store/schedules';
import type { Store } from '../store/store';
import type { DeskStatement, DeskStatements, StatementOutcome } from './contract';

/** A statement the store cannot take (the routes check their forms first: this is a programming error). */
export class StatementError extends Error {
  override name = 'StatementError';
  constructor(
    readonly code: 'unknown_er' | 'bad_window',
    message: string,
  ) {
    super(message);
  }
}

/** One ER as the public sees it: its status, where it came from, and the desk's closures to come. */
export interface PublicView {
  status: Status['status'];
  message: string | null;
  message_fr: string | null;
  expected_reopen: number | null;
  updated_at: number | null;
  source: string | null;
  confirmed_at: number | null;
  confirmed_by: string | null;
  scheduled: { start: number | null; end: number | null; status: string; message: string; message_fr: string | null }[];
}

export function deskStatements(store: Store): DeskStatements {
  const view = (hospitalId: string, now: number): PublicView => {
    const status = store.statuses.get(hospitalId);
    return {
      status: status?.status ?? 'unknown',
      message: status?.message ?? null,
      message_fr: status?.message_fr ?? null,
      expected_reopen: status?.expected_reopen ?? null,
      updated_at: status?.updated_at ?? null,
      source: status?.source ?? null,
      confirmed_at: status?.confirmed_at ?? null,
      confirmed_by: status?.confirmed_by ?? null,
      scheduled: store.schedules
        .ofHospital(hospitalId)
        .filter((window) => window.feed === DESK_FEED && (window.end_at === null || window.end_at > now))
        .map((window) => ({
          start: window.start_at,
          end: window.end_at,
          status: window.status,
          message: window.message,
          message_fr: window.message_fr ?? null,
        })),
    };
  };

  /** Runs `change` and tells what the public saw before and after it. */
  const outcome = (hospitalId: string, now: number, change: () => void): StatementOutcome => {
    if (!store.hospitals.get(hospitalId)) throw new StatementError('unknown_er', `No ER has the id ${hospitalId}.`);
    const before = view(hospitalId, now);
    change();
    return { before, after: view(hospitalId, now) };
  };

  return {
    publish(statement: DeskStatement, now: number, by = null): StatementOutcome {
      const { hospitalId, status, messageEn, messageFr } = statement;
      const reopen = status === 'open' ? null : statement.expectedReopen;
      if (reopen !== null && reopen <= now) {
        throw new StatementError('bad_window', 'The expected reopening must be later than now.');
      }
      return outcome(hospitalId, now, () => {
        store.schedules.withdrawStarted(DESK_FEED, hospitalId, now);
        if (reopen !== null && status !== 'open') {
          const window = { start: now, end: reopen, status };
          store.schedules.add(DESK_FEED, hospitalId, [window], messageEn ?? messageFr ?? '', now, messageFr, by);
          store.schedules.settle(hospitalId, now);
          return;
        }
        store.statuses.set(
          {
            hospital_id: hospitalId,
            status,
            // Stated in French only: the status's words are the French ones.
            message: messageEn ?? messageFr,
            message_fr: messageFr,
            updated_at: now,
            expected_reopen: null,
            source: DESK_FEED,
            confirmed_at: now,
            confirmed_by: by,
          },
          now,
        );
        store.schedules.handOver(hospitalId, now);
      });
    },

    schedule(hospitalId, window, messages, now, by = null): StatementOutcome {
      if (window.start <= now || (window.end !== null && window.end <= window.start)) {
        throw new StatementError('bad_window', 'A scheduled closure starts later than now and ends after it starts.');
      }
      // The clock applies the start at its moment (an ER never settled is settled at its next tick).
      return outcome(hospitalId, now, () =>
        store.schedules.add(DESK_FEED, hospitalId, [window], messages.en ?? messages.fr ?? '', now, messages.fr, by),
      );
    },

    cancelSchedule(hospitalId, now): StatementOutcome {
      return outcome(hospitalId, now, () => store.schedules.withdrawComing(DESK_FEED, hospitalId, now));
    },

    confirm(hospitalId, now, by = null): StatementOutcome {
      // Confirming makes the status the desk's word (a statement, which a repeated poll does not undo).
      return outcome(hospitalId, now, () => store.statuses.confirm(hospitalId, now, DESK_FEED, by));
    },
  };
}

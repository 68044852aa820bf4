// What the desk reads of the store: the ERs a person may see, and for each what the public sees
// now and where it came from. Scope is checked here, once: an ER outside it is not found.
import { PROVINCES } from '../../contract/provinces';
import type { Hospital, Status } from '../../store/rows';
import type { Store } from '../../store/store';
import type { ScheduledWindow } from '../../store/timeline';
import type { DeskCore, DeskUser } from '../contract';

/** What the public sees of an ER: its status row (with where it came from), or none yet. */
export type PublicStatus = Omit<Status, 'hospital_id'>;

export interface ErView {
  hospital: Hospital;
  zone: string;
  now: PublicStatus;
}

const NO_STATUS: PublicStatus = {
  status: 'unknown',
  message: null,
  message_fr: null,
  updated_at: null,
  expected_reopen: null,
  source: null,
  confirmed_at: null,
  confirmed_by: null,
  certainty: null,
  notice_url: null,
  notice_publisher: null,
  notice_published_at: null,
};

export function deskErs(store: Store, core: DeskCore) {
  const view = (hospital: Hospital, now: PublicStatus | undefined): ErView => ({
    hospital,
    zone: PROVINCES[hospital.province].timeZone,
    now: now ?? NO_STATUS,
  });

  return {
    /** The ERs in the person's scope, by name, with what the public sees. */
    visible(user: DeskUser): ErView[] {
      const statuses = new Map(store.statuses.all().map((row) => [row.hospital_id, row]));
      return store.hospitals
        .all()
        .filter((hospital) => core.canSee(user, hospital))
        .map((hospital) => view(hospital, statuses.get(hospital.id)))
        .sort((a, b) => a.hospital.name.localeCompare(b.hospital.name));
    },
    /** One ER, or null when unknown or outside the person's scope (the same answer for both). */
    get(user: DeskUser, id: string): ErView | null {
      const hospital = store.hospitals.get(id);
      if (!hospital || !core.canSee(user, hospital)) return null;
      return view(hospital, store.statuses.get(id) ?? undefined);
    },
    /** The ER's windows not yet over, from every source. */
    windows: (id: string, now: number): ScheduledWindow[] =>
      store.schedules.ofHospital(id).filter((window) => window.end_at === null || window.end_at > now),
  };
}

export type DeskErs = ReturnType<typeof deskErs>;

// What a backtest measures per feed: the published wait where a feed publishes one (AB, BC),
// and for Québec, which publishes counts, the people waiting to be seen by a physician and the
// stretchers occupied. Each is read back from the store after the ingest path wrote it.
import type { FeedRecord } from '../ingest/adapter';
import type { Store } from '../store/store';

export interface Quantity {
  id: 'wait_minutes' | 'patients_waiting' | 'stretchers_occupied';
  label: string;
  /** The smallest meaningful level (the forecaster's `unit`). */
  unit: number;
}

export const WAIT: Quantity = { id: 'wait_minutes', label: 'published wait (minutes)', unit: 15 };
export const PATIENTS_WAITING: Quantity = {
  id: 'patients_waiting',
  label: 'people waiting to be seen by a physician',
  unit: 1,
};
export const STRETCHERS_OCCUPIED: Quantity = { id: 'stretchers_occupied', label: 'stretchers occupied', unit: 1 };

export const QUANTITIES_OF_FEED: Readonly<Record<string, readonly Quantity[]>> = {
  ab: [WAIT],
  bc: [WAIT],
  qc: [PATIENTS_WAITING, STRETCHERS_OCCUPIED],
};

/** An observation of one ER as the store kept it: its time (s) and one value per quantity (null: not published). */
export interface StoredObservation {
  observedAt: number;
  values: (number | null)[];
}

/** Reads back what the store kept of a record, through the table's primary key. */
export function storedReader(store: Store, quantities: readonly Quantity[]) {
  const reading = store.db.prepare<[string, number], { minutes: number }>(
    'SELECT minutes FROM readings WHERE hospital_id = ? AND observed_at = ?',
  );
  const load = store.db.prepare<
    [string, number],
    { patients_waiting: number | null; stretchers_occupied: number | null }
  >('SELECT patients_waiting, stretchers_occupied FROM loads WHERE hospital_id = ? AND observed_at = ?');
  return (hospitalId: string, record: FeedRecord): StoredObservation | null => {
    if (quantities.every((quantity) => quantity.id === 'wait_minutes')) {
      if (!record.wait) return null;
      const row = reading.get(hospitalId, record.wait.observedAt);
      return row ? { observedAt: record.wait.observedAt, values: quantities.map(() => row.minutes) } : null;
    }
    if (!record.load) return null;
    const row = load.get(hospitalId, record.load.observedAt);
    if (!row) return null;
    return {
      observedAt: record.load.observedAt,
      values: quantities.map((quantity) =>
        quantity.id === 'wait_minutes' ? null : (row[quantity.id] as number | null),
      ),
    };
  };
}

import { crossJoin, type Db } from './db';
import type { Reading } from './rows';

/** Per hospital: the latest live reading and the range of those within a recent window. */
export interface LatestReading extends Reading {
  recent_min: number;
  recent_max: number;
}

/** Mean wait of one hospital over one UTC hour, for the prediction model. */
export interface HourlyMean {
  hospital_id: string;
  hour: number;
  minutes: number;
  observations: number;
}

const BATCH = 5000;

export function readingsTable(db: Db) {
  const add = db.prepare<Reading>(
    'INSERT INTO readings (hospital_id, minutes, observed_at) VALUES (@hospital_id, @minutes, @observed_at) ON CONFLICT DO NOTHING',
  );
  // Per hospital through the primary key (in SQLite, CROSS JOIN fixes that order), so that the
  // cost grows with hospitals, not with readings.
  const latest = db.prepare<{ window: number }, LatestReading>(`
    SELECT r.hospital_id, r.minutes, r.observed_at,
      (SELECT MIN(minutes) FROM readings w WHERE w.hospital_id = r.hospital_id AND w.observed_at > r.observed_at - @window) AS recent_min,
      (SELECT MAX(minutes) FROM readings w WHERE w.hospital_id = r.hospital_id AND w.observed_at > r.observed_at - @window) AS recent_max
    FROM hospitals h ${crossJoin(db)} readings r ON r.hospital_id = h.id
      AND r.observed_at = (SELECT MAX(observed_at) FROM readings m WHERE m.hospital_id = h.id)`);
  const hourlyMeans = db.prepare<[number], HourlyMean>(`
    SELECT hospital_id, observed_at / 3600 * 3600 AS hour, AVG(minutes) AS minutes, COUNT(*) AS observations
    FROM readings WHERE observed_at >= ? GROUP BY hospital_id, hour`);

  // PostgreSQL: a statement is a round trip, so thousands of readings go as three arrays.
  const addMany =
    db.engine === 'postgres'
      ? db.prepare<[string[], number[], number[]]>(`
    INSERT INTO readings (hospital_id, minutes, observed_at)
    SELECT * FROM unnest(?::text[], ?::bigint[], ?::bigint[]) ON CONFLICT DO NOTHING`)
      : null;

  return {
    /** Adds readings; one already stored (same hospital and time) is left as it is. */
    add(readings: readonly Reading[]): number {
      let added = 0;
      if (addMany) {
        for (let i = 0; i < readings.length; i += BATCH) {
          const batch = readings.slice(i, i + BATCH);
          added += addMany.run(
            batch.map((r) => r.hospital_id),
            batch.map((r) => r.minutes),
            batch.map((r) => r.observed_at),
          ).changes;
        }
        return added;
      }
      for (const reading of readings) added += add.run(reading).changes;
      return added;
    },
    /** The latest reading of every hospital, with the range of its readings in the `window` seconds before it. */
    latest: (windowSeconds: number) => latest.all({ window: windowSeconds }),
    /** Hourly means since `since` (seconds), the model's own history of each hospital. */
    hourlyMeansSince: (since: number) => hourlyMeans.all(since),
  };
}

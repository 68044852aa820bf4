// The history of the store, read in pages so that a bulk export streams without holding the
// connection busy between pages (better-sqlite3 allows no other query while one iterates).

import type { ProvinceCode } from '../contract/provinces';
import type { Db } from './db';

export interface HistoryQuery {
  /** Start of the window, seconds since the epoch. */
  since: number;
  province: ProvinceCode | null;
}

export interface StatusEventRecord {
  id: number;
  hospital_id: string;
  name: string;
  city: string;
  province: ProvinceCode;
  status: string;
  message: string | null;
  at: number;
  expected_reopen: number | null;
}

export interface WaitAggregateRecord {
  hospital_id: string;
  name: string;
  province: ProvinceCode;
  /** Start of the UTC hour. */
  hour: number;
  median: number;
  min: number;
  max: number;
  observations: number;
}

interface ReadingRecord {
  hospital_id: string;
  name: string;
  province: ProvinceCode;
  minutes: number;
  observed_at: number;
}

const PAGE = 1000;

export function historyQueries(db: Db) {
  const eventsPage = db.prepare<
    { since: number; province: string | null; at: number; id: number; limit: number },
    StatusEventRecord
  >(`
    SELECT e.id, e.hospital_id, h.name, h.city, h.province, e.status, e.message, e.at, e.expected_reopen
    FROM status_events e JOIN hospitals h ON h.id = e.hospital_id
    WHERE e.at >= @since AND (CAST(@province AS TEXT) IS NULL OR h.province = @province) AND (e.at, e.id) > (@at, @id)
    ORDER BY e.at, e.id LIMIT @limit`);
  const readingsPage = db.prepare<
    { since: number; province: string | null; hospital: string; at: number; limit: number },
    ReadingRecord
  >(`
    SELECT r.hospital_id, h.name, h.province, r.minutes, r.observed_at
    FROM readings r JOIN hospitals h ON h.id = r.hospital_id
    WHERE r.observed_at >= @since AND (CAST(@province AS TEXT) IS NULL OR h.province = @province)
      AND (r.hospital_id, r.observed_at) > (@hospital, @at)
    ORDER BY r.hospital_id, r.observed_at LIMIT @limit`);

  return {
    /** Status events in the window, oldest first. */
    *events(query: HistoryQuery): Generator<StatusEventRecord> {
      let cursor = { at: -1, id: 0 };
      for (;;) {
        const page = eventsPage.all({ ...query, ...cursor, limit: PAGE });
        yield* page;
        const last = page.at(-1);
        if (!last || page.length < PAGE) return;
        cursor = { at: last.at, id: last.id };
      }
    },

    /** Per hospital (by id) and UTC hour (oldest first): median, min, max and count of readings. */
    *waitAggregates(query: HistoryQuery): Generator<WaitAggregateRecord> {
      let cursor = { hospital: '', at: -1 };
      let group: ReadingRecord[] = [];
      for (;;) {
        const page = readingsPage.all({ ...query, ...cursor, limit: PAGE });
        for (const reading of page) {
          const first = group[0];
          if (first && (first.hospital_id !== reading.hospital_id || hourOf(first) !== hourOf(reading))) {
            yield aggregate(group);
            group = [];
          }
          group.push(reading);
        }
        const last = page.at(-1);
        if (!last || page.length < PAGE) break;
        cursor = { hospital: last.hospital_id, at: last.observed_at };
      }
      if (group.length > 0) yield aggregate(group);
    },
  };
}

const hourOf = (reading: ReadingRecord) => Math.floor(reading.observed_at / 3600) * 3600;

function aggregate(group: readonly ReadingRecord[]): WaitAggregateRecord {
  const first = group[0] as ReadingRecord;
  const minutes = group.map((reading) => reading.minutes).sort((a, b) => a - b);
  const middle = (minutes.length - 1) / 2;
  const median = ((minutes[Math.floor(middle)] as number) + (minutes[Math.ceil(middle)] as number)) / 2;
  return {
    hospital_id: first.hospital_id,
    name: first.name,
    province: first.province,
    hour: hourOf(first),
    median: Math.round(median),
    min: minutes[0] as number,
    max: minutes.at(-1) as number,
    observations: minutes.length,
  };
}

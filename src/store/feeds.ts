// What live ingestion keeps besides readings and statuses: which ER each feed's site is
// (feed_sites), the loads Québec publishes (loads), and each feed's state (feed_state).
import { crossJoin, type Db } from './db';

export type MatchRule = 'feed' | 'registry_id' | 'registry_name' | 'new';

export interface FeedSiteRow {
  feed: string;
  site_key: string;
  hospital_id: string;
  matched_by: MatchRule;
}

/** Counts an ER published at one time (Québec's hourly file): people and stretchers, not a wait. */
export interface LoadRow {
  hospital_id: string;
  observed_at: number;
  patients_present: number | null;
  patients_waiting: number | null;
  stretchers_functional: number | null;
  stretchers_occupied: number | null;
  over_24h: number | null;
  over_48h: number | null;
  stay_stretcher_minutes: number | null;
  stay_ambulatory_minutes: number | null;
}

/** People waiting in one ER, averaged over one UTC hour: the outlook's series (load-outlook.ts). */
export interface HourlyWaiting {
  hospital_id: string;
  /** Start of the UTC hour (seconds). */
  hour: number;
  patients_waiting: number;
}

export function feedSitesTable(db: Db) {
  const ofFeed = db.prepare<[string], FeedSiteRow>(
    'SELECT feed, site_key, hospital_id, matched_by FROM feed_sites WHERE feed = ?',
  );
  const added = db.prepare<[], FeedSiteRow>(
    "SELECT feed, site_key, hospital_id, matched_by FROM feed_sites WHERE matched_by = 'new' ORDER BY feed, site_key",
  );
  const words = db.prepare<[string], { hospital_id: string; last_status: string }>(
    'SELECT hospital_id, last_status FROM feed_sites WHERE feed = ? AND last_status IS NOT NULL',
  );
  const saveWord = db.prepare<[string, string, string]>(
    'UPDATE feed_sites SET last_status = ? WHERE feed = ? AND hospital_id = ?',
  );
  const link = db.prepare<FeedSiteRow>(
    `INSERT INTO feed_sites (feed, site_key, hospital_id, matched_by) VALUES (@feed, @site_key, @hospital_id, @matched_by)
     ON CONFLICT (feed, site_key) DO NOTHING`,
  );
  return {
    /** The sites of `feed` already matched to an ER. */
    ofFeed: (feed: string) => ofFeed.all(feed),
    link: (row: FeedSiteRow) => link.run(row).changes > 0,
    /** Every site a feed added as a new ER (matched none), by feed. */
    added: () => added.all(),
    /** What `feed` last said of each ER (its status, or its windows' signature), by ER id. */
    words: (feed: string) => new Map(words.all(feed).map((row) => [row.hospital_id, row.last_status])),
    /** Keeps what `feed` says of the ER now. */
    keepWord: (feed: string, hospitalId: string, word: string) => saveWord.run(word, feed, hospitalId),
  };
}

export function loadsTable(db: Db) {
  // Positional parameters: bound without looking up each name in the row (the same row written).
  const add = db.prepare<
    [
      string,
      number,
      number | null,
      number | null,
      number | null,
      number | null,
      number | null,
      number | null,
      number | null,
      number | null,
    ]
  >(`
    INSERT INTO loads (hospital_id, observed_at, patients_present, patients_waiting, stretchers_functional,
      stretchers_occupied, over_24h, over_48h, stay_stretcher_minutes, stay_ambulatory_minutes)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT DO NOTHING`);
  const latest = db.prepare<[], LoadRow>(`
    SELECT l.* FROM hospitals h ${crossJoin(db)} loads l ON l.hospital_id = h.id
      AND l.observed_at = (SELECT MAX(observed_at) FROM loads m WHERE m.hospital_id = h.id)`);
  const hourlyWaiting = db.prepare<[number], HourlyWaiting>(`
    SELECT hospital_id, observed_at / 3600 * 3600 AS hour, AVG(patients_waiting) AS patients_waiting
    FROM loads WHERE observed_at >= ? AND patients_waiting IS NOT NULL GROUP BY hospital_id, hour`);
  return {
    /** Adds loads; one already stored (same ER and time) is left as it is. Returns how many were new. */
    add(rows: readonly LoadRow[]): number {
      let added = 0;
      for (const row of rows)
        added += add.run(
          row.hospital_id,
          row.observed_at,
          row.patients_present,
          row.patients_waiting,
          row.stretchers_functional,
          row.stretchers_occupied,
          row.over_24h,
          row.over_48h,
          row.stay_stretcher_minutes,
          row.stay_ambulatory_minutes,
        ).changes;
      return added;
    },
    /** The latest load of every ER that has one. */
    latest: () => latest.all(),
    /** Per ER and UTC hour since `since` (seconds), the mean of the people waiting it published. */
    hourlyWaitingSince: (since: number) => hourlyWaiting.all(since),
  };
}

/** A feed's state as JSON: written by the ingestion runtime, read by /healthz and `npm run sources`. */
export function feedStateTable(db: Db) {
  const get = db.prepare<[string], { state: string }>('SELECT state FROM feed_state WHERE feed = ?');
  const all = db.prepare<[], { feed: string; state: string }>('SELECT feed, state FROM feed_state ORDER BY feed');
  const put = db.prepare<[string, string]>(
    'INSERT INTO feed_state (feed, state) VALUES (?, ?) ON CONFLICT (feed) DO UPDATE SET state = excluded.state',
  );
  return {
    get<T>(feed: string): T | null {
      const row = get.get(feed);
      return row ? (JSON.parse(row.state) as T) : null;
    },
    all<T>(): Map<string, T> {
      return new Map(all.all().map((row) => [row.feed, JSON.parse(row.state) as T]));
    },
    put(feed: string, state: unknown): void {
      put.run(feed, JSON.stringify(state));
    },
  };
}

import type { Db } from './db';
import type { WaitPattern } from './rows';

export function patternsTable(db: Db) {
  const upsert = db.prepare<WaitPattern>(`
    INSERT INTO wait_patterns (hospital_id, day_of_week, hour_of_day, typical_minutes, sample_size)
    VALUES (@hospital_id, @day_of_week, @hour_of_day, @typical_minutes, @sample_size)
    ON CONFLICT (hospital_id, day_of_week, hour_of_day) DO UPDATE SET
      typical_minutes = excluded.typical_minutes, sample_size = excluded.sample_size
    WHERE (wait_patterns.typical_minutes, wait_patterns.sample_size)
      IS DISTINCT FROM (excluded.typical_minutes, excluded.sample_size)`);
  const all = db.prepare<[], WaitPattern>('SELECT * FROM wait_patterns');
  // Patterns change only when a dataset is loaded: the model reads the whole table again then,
  // not every hour (src/service/snapshot.ts).
  let version = 0;

  return {
    upsert(patterns: readonly WaitPattern[]): number {
      let changed = 0;
      for (const pattern of patterns) changed += upsert.run(pattern).changes;
      if (changed > 0) version += 1;
      return changed;
    },
    all: () => all.all(),
    /** Counts the upserts through this store that changed a pattern. */
    version: () => version,
  };
}

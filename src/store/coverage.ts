import type { Db } from './db';
import type { GivenCoverage } from './rows';

// Only coverage "as given" by a source is stored; computed coverage depends on the time (a
// live reading goes stale) and is derived by the service when it builds its answers.
export function coverageTable(db: Db) {
  const clear = db.prepare('DELETE FROM coverage');
  const insert = db.prepare<GivenCoverage>(
    'INSERT INTO coverage (province, ers, reporting_live, pct, as_of) VALUES (@province, @ers, @reporting_live, @pct, @as_of)',
  );
  const all = db.prepare<[], GivenCoverage>('SELECT * FROM coverage');

  return {
    /** Replaces every given row; returns whether the set changed. */
    replaceGiven(rows: readonly GivenCoverage[]): boolean {
      const key = (list: readonly GivenCoverage[]) =>
        JSON.stringify(list.map((row) => [row.province, row.ers, row.reporting_live, row.pct, row.as_of]).sort());
      if (key(all.all()) === key(rows)) return false;
      clear.run();
      for (const row of rows) insert.run(row);
      return true;
    },
    given: () => all.all(),
  };
}

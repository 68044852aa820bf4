// One ER made two (a feed added it before the registry that names it was given): everything
// the store keeps about the ER moves to the registry's row, then the duplicate goes. Nothing
// is lost: readings, loads and history move; where both rows hold the same moment the
// registry row's own stays; of two current statuses the later stated stands (the other is in
// history). The desk's audit log is append-only and keeps the id it was written with.
import type { Db } from './db';
import type { MatchRule } from './feeds';
import type { Hospital } from './rows';

/** Tables with one row per ER and moment (or per ER): copied across, the target's own rows kept. */
const KEYED: Readonly<Record<string, string>> = {
  readings: 'minutes, observed_at',
  loads:
    'observed_at, patients_present, patients_waiting, stretchers_functional, stretchers_occupied, over_24h, over_48h, stay_stretcher_minutes, stay_ambulatory_minutes',
  wait_patterns: 'day_of_week, hour_of_day, typical_minutes, sample_size',
  schedule_state: 'evaluated_through, deciding',
  webhook_wait_state: 'live, reading_at',
};

/** Tables with any number of rows per ER: their rows change ER. */
const LISTED = ['status_events', 'scheduled_windows', 'feed_sites'] as const;

export function hospitalMerges(db: Db) {
  const copies = Object.entries(KEYED).map(([table, columns]) => ({
    copy: db.prepare<{ from: string; to: string }>(
      `INSERT INTO ${table} (hospital_id, ${columns}) SELECT CAST(@to AS TEXT), ${columns} FROM ${table}
       WHERE hospital_id = @from ON CONFLICT DO NOTHING`,
    ),
    drop: db.prepare<[string]>(`DELETE FROM ${table} WHERE hospital_id = ?`),
  }));
  const moves = LISTED.map((table) =>
    db.prepare<[string, string]>(`UPDATE ${table} SET hospital_id = ? WHERE hospital_id = ?`),
  );
  const dropOlderStatus = db.prepare<{ from: string; to: string }>(`
    DELETE FROM statuses WHERE hospital_id = @to AND EXISTS (
      SELECT 1 FROM statuses s WHERE s.hospital_id = @from AND COALESCE(s.updated_at, 0) > COALESCE(statuses.updated_at, 0))`);
  const moveStatus = db.prepare<{ from: string; to: string }>(`
    UPDATE statuses SET hospital_id = @to WHERE hospital_id = @from
      AND NOT EXISTS (SELECT 1 FROM statuses t WHERE t.hospital_id = @to)`);
  const relink = db.prepare<[MatchRule, string, string]>(
    'UPDATE feed_sites SET matched_by = ? WHERE feed = ? AND site_key = ?',
  );
  const scoped = db.prepare<[], { id: string; scope: string }>("SELECT id, scope FROM desk_users WHERE scope <> 'all'");
  const rescope = db.prepare<[string, string]>('UPDATE desk_users SET scope = ? WHERE id = ?');
  const remove = db.prepare<[string]>('DELETE FROM hospitals WHERE id = ?');
  const update = db.prepare<Hospital>(`
    UPDATE hospitals SET name = @name, city = @city, province = @province, lat = @lat, lng = @lng,
      data_source = @data_source WHERE id = @id`);

  return {
    /**
     * Makes `from` (an ER a feed added) the registry's ER `entry`: its rows move there and it is
     * removed; the feed's site is marked as matched by `rule`. `from` may be `entry.id` itself
     * (a feed added the ER under the id the registry gives it): the row then takes the registry's entry.
     */
    merge(from: string, entry: Hospital, site: { feed: string; site_key: string; rule: MatchRule }): void {
      const to = entry.id;
      update.run(entry);
      if (from !== to) {
        for (const { copy, drop } of copies) {
          copy.run({ from, to });
          drop.run(from);
        }
        for (const move of moves) move.run(to, from);
        dropOlderStatus.run({ from, to });
        moveStatus.run({ from, to });
        for (const user of scoped.all()) {
          const items = user.scope.split(',');
          if (items.includes(from))
            rescope.run([...new Set(items.map((item) => (item === from ? to : item)))].join(','), user.id);
        }
        remove.run(from);
      }
      relink.run(site.rule, site.feed, site.site_key);
    },
  };
}

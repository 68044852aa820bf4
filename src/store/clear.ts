import type { Db } from './db';
import { DESK_FEED } from './schedules';

/**
 * Empties what a source loaded, keeping the desk's statements (its statuses, windows and
 * their history, the notices it decided) and the ERs they are about: before a source loads
 * its own data again. A notice waiting for review goes with the window it stood as.
 */
export function clearLoaded(db: Db): void {
  db.exec(`
    DELETE FROM hospitals WHERE id NOT IN (
      SELECT hospital_id FROM statuses WHERE source = '${DESK_FEED}'
      UNION SELECT hospital_id FROM scheduled_windows WHERE feed = '${DESK_FEED}');
    DELETE FROM readings; DELETE FROM loads; DELETE FROM wait_patterns; DELETE FROM feed_sites;
    DELETE FROM scheduled_windows WHERE feed <> '${DESK_FEED}';
    DELETE FROM notice_reviews WHERE decision IS NULL;
    DELETE FROM schedule_state WHERE hospital_id NOT IN (SELECT hospital_id FROM scheduled_windows);
    DELETE FROM status_events WHERE source IS NULL OR source <> '${DESK_FEED}';
    DELETE FROM statuses WHERE source IS NULL OR source <> '${DESK_FEED}';
    DELETE FROM coverage; DELETE FROM source; DELETE FROM feed_state;`);
}

/** Empties the data tables (not the keys), before loading a source of another kind. */
export function clearData(db: Db): void {
  db.exec('DELETE FROM hospitals; DELETE FROM coverage; DELETE FROM source; DELETE FROM feed_state;');
}

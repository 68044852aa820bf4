// The status events of one ER, or of every ER of a province, oldest first: what an ER's page
// and a province's page build their history from (site/er-page/closure-history.ts).
import type { ProvinceCode } from '../contract/provinces';
import type { Db } from './db';

export interface ErStatusEvent {
  hospital_id: string;
  status: string;
  message: string | null;
  at: number;
  source: string | null;
}

export function erHistoryQueries(db: Db) {
  const ofEr = db.prepare<[string], ErStatusEvent>(
    'SELECT hospital_id, status, message, at, source FROM status_events WHERE hospital_id = ? ORDER BY at, id',
  );
  const ofProvince = db.prepare<{ province: string | null }, ErStatusEvent>(`
    SELECT e.hospital_id, e.status, e.message, e.at, e.source
    FROM status_events e JOIN hospitals h ON h.id = e.hospital_id
    WHERE CAST(@province AS TEXT) IS NULL OR h.province = @province
    ORDER BY e.hospital_id, e.at, e.id`);
  return {
    /** One ER's status events, oldest first. */
    ofEr: (hospitalId: string): ErStatusEvent[] => ofEr.all(hospitalId),
    /** The status events of every ER of `province` (null: Canada), by ER, each oldest first. */
    ofProvince(province: ProvinceCode | null): Map<string, ErStatusEvent[]> {
      const byEr = new Map<string, ErStatusEvent[]>();
      for (const event of ofProvince.all({ province })) {
        const events = byEr.get(event.hospital_id);
        if (events) events.push(event);
        else byEr.set(event.hospital_id, [event]);
      }
      return byEr;
    },
  };
}

// The store the page benchmark measures: 800 ERs with a year of status events each (closures
// of a few hours on about one day in ten, a weekly night closure at one ER in five,
// disruptions), stated as the desk's so that the sample, loaded at start, keeps them.
import { PROVINCE_CODES } from '../../src/contract/provinces';
import { openStore } from '../../src/store/store';

export const ERS = 800;
const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);

/** A small deterministic generator, so that every run measures the same history. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function generateStore(path: string): { er: string; events: number } {
  const store = openStore(path);
  const next = random(42);
  const addEvent = store.db.prepare<[string, string, string | null, number]>(
    "INSERT INTO status_events (hospital_id, status, message, at, source) VALUES (?, ?, ?, ?, 'desk')",
  );
  const setStatus = store.db.prepare<[string, string, string | null, number]>(
    "INSERT INTO statuses (hospital_id, status, message, updated_at, source) VALUES (?, ?, ?, ?, 'desk')",
  );
  let events = 0;
  store.write(() => {
    for (let i = 0; i < ERS; i++) {
      const province = PROVINCE_CODES[i % PROVINCE_CODES.length] as (typeof PROVINCE_CODES)[number];
      const id = `${province.toLowerCase()}_bench${String(i).padStart(3, '0')}`;
      store.hospitals.upsert({
        id,
        name: `Bench Hospital ${i}`,
        city: `Town ${i}`,
        province,
        lat: null,
        lng: null,
        data_source: 'bench',
      });
      const timeline: [number, string, string | null][] = [[now - 366 * DAY, 'open', null]];
      for (let day = 365; day >= 1; day--) {
        const midnight = now - day * DAY;
        if (i % 5 === 0 && day % 7 === 0) {
          timeline.push(
            [midnight + 20 * 3600, 'closed', 'Closed overnight, as every week.'],
            [midnight + 32 * 3600, 'open', null],
          );
        } else if (next() < 0.1) {
          const start = midnight + Math.floor(next() * 16) * 3600;
          timeline.push(
            [start, 'closed', 'Closed: no physician.'],
            [start + (2 + Math.floor(next() * 12)) * 3600, 'open', null],
          );
        } else if (next() < 0.03) {
          const start = midnight + 8 * 3600;
          timeline.push([start, 'disruption', 'Diversion: ambulances go elsewhere.'], [start + 4 * 3600, 'open', null]);
        }
      }
      const last = timeline.at(-1) as [number, string, string | null];
      if (i % 9 === 0) timeline.push([now - 3 * 3600, 'closed', 'Closed until further notice.']);
      for (const [at, status, message] of timeline) addEvent.run(id, status, message, at);
      events += timeline.length;
      const current = timeline.at(-1) ?? last;
      setStatus.run(id, current[1], current[2], current[0]);
    }
    // Marked as the sample's store, so that the sample, loaded at start, keeps the desk's data.
    store.source.set('sample', null, now);
  });
  store.close();
  return { er: 'ns_bench005', events };
}

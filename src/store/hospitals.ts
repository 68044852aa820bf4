import type { Db } from './db';
import type { Hospital } from './rows';

export function hospitalsTable(db: Db) {
  const upsert = db.prepare<Hospital>(`
    INSERT INTO hospitals (id, name, city, province, lat, lng, data_source)
    VALUES (@id, @name, @city, @province, @lat, @lng, @data_source)
    ON CONFLICT (id) DO UPDATE SET
      name = excluded.name, city = excluded.city, province = excluded.province,
      lat = excluded.lat, lng = excluded.lng, data_source = excluded.data_source
    WHERE (hospitals.name, hospitals.city, hospitals.province, hospitals.lat, hospitals.lng, hospitals.data_source)
      IS DISTINCT FROM (excluded.name, excluded.city, excluded.province, excluded.lat, excluded.lng, excluded.data_source)`);
  const insertIfAbsent = db.prepare<Hospital>(`
    INSERT INTO hospitals (id, name, city, province, lat, lng, data_source)
    VALUES (@id, @name, @city, @province, @lat, @lng, @data_source)
    ON CONFLICT (id) DO NOTHING`);
  const all = db.prepare<[], Hospital>('SELECT * FROM hospitals ORDER BY id');
  const get = db.prepare<[string], Hospital>('SELECT * FROM hospitals WHERE id = ?');

  return {
    /** Adds the hospital or updates its registry entry. */
    upsert: (hospital: Hospital) => upsert.run(hospital).changes > 0,
    /** Adds the hospital only when the id is new (a closure row never overrides the registry). */
    addIfAbsent: (hospital: Hospital) => insertIfAbsent.run(hospital).changes > 0,
    all: () => all.all(),
    get: (id: string) => get.get(id) ?? null,
  };
}

import type { Database } from 'better-sqlite3';
import type { LoadedSource, SourceKind } from './rows';

export function sourceTable(db: Database) {
  const get = db.prepare<[], LoadedSource>('SELECT kind, detail, loaded_at FROM source WHERE id = 1');
  const set = db.prepare<[SourceKind, string | null, number]>(
    `INSERT INTO source (id, kind, detail, loaded_at) VALUES (1, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, detail = excluded.detail, loaded_at = excluded.loaded_at`,
  );
  return {
    get: () => get.get() ?? null,
    set: (kind: SourceKind, detail: string | null, now: number) => {
      set.run(kind, detail, now);
    },
  };
}

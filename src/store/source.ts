import type { Db } from './db';
import type { LoadedSource, SourceInfo, SourceKind } from './rows';

export function sourceTable(db: Db) {
  const get = db.prepare<[], LoadedSource>('SELECT kind, detail, loaded_at FROM source WHERE id = 1');
  const set = db.prepare<[SourceKind, string | null, number]>(
    `INSERT INTO source (id, kind, detail, loaded_at) VALUES (1, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, detail = excluded.detail, loaded_at = excluded.loaded_at`,
  );
  const info = db.prepare<[], { info: string | null }>('SELECT info FROM source WHERE id = 1');
  const describe = db.prepare<[string]>('UPDATE source SET info = ? WHERE id = 1');
  return {
    get: () => get.get() ?? null,
    set: (kind: SourceKind, detail: string | null, now: number) => {
      set.run(kind, detail, now);
    },
    /** What the loading instance said of the data (attribution, credit): api instances answer with it. */
    info(): SourceInfo | null {
      const row = info.get();
      return row?.info ? (JSON.parse(row.info) as SourceInfo) : null;
    },
    describe: (source: SourceInfo) => {
      describe.run(JSON.stringify(source));
    },
  };
}

// Labelled notices whose words stay in the shared corpus. A line of a labels file may name an
// ERstat snapshot's row (`"text_from": {"erstat": "2026-08-08", "row": "ns_rosewayhospital"}`)
// instead of carrying its text: the row's `message` is the notice. ERstat's data is CC BY-NC and
// is read in place, never copied into the project (corpus README); the labels are ours.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../contract/csv';

export type CorpusTexts = { ok: true; jsonl: string } | { ok: false; message: string };

/** The labels file with each `text_from` line given its text from `erstatDir`; other lines as they are. */
export function withCorpusTexts(jsonl: string, erstatDir: string): CorpusTexts {
  const messages = new Map<string, Map<string, string>>();
  const lines = jsonl.split('\n');
  const out: string[] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as string;
    if (!line.includes('"text_from"')) {
      out.push(line);
      continue;
    }
    let value: Record<string, unknown>;
    try {
      value = JSON.parse(line) as Record<string, unknown>;
    } catch (error) {
      return { ok: false, message: `line ${n + 1}: not JSON (${(error as Error).message})` };
    }
    const from = value.text_from as { erstat?: unknown; row?: unknown } | null;
    if (typeof from?.erstat !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(from.erstat) || typeof from.row !== 'string')
      return { ok: false, message: `line ${n + 1}: "text_from" needs "erstat" (a snapshot date) and "row" (an id)` };
    let rows = messages.get(from.erstat);
    if (!rows) {
      const file = join(erstatDir, from.erstat, 'closures.csv');
      if (!existsSync(file)) return { ok: false, message: `line ${n + 1}: the corpus file ${file} is absent` };
      rows = new Map(parseCsv(readFileSync(file, 'utf8')).map((row) => [row.id ?? '', row.message ?? '']));
      messages.set(from.erstat, rows);
    }
    const text = rows.get(from.row);
    if (!text) return { ok: false, message: `line ${n + 1}: no message for row ${from.row} in ${from.erstat}` };
    out.push(JSON.stringify({ ...value, text }));
  }
  return { ok: true, jsonl: out.join('\n') };
}

// The recorded payloads of one feed, in the layout `npm run sources -- record` writes
// (`<feed>-<UTC time>.<ext>` beside `<feed>-<UTC time>.meta.json`), from a folder or from a
// .tar.gz of one, in the order they were fetched.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { x as extract } from 'tar';

export interface RecordedPayload {
  path: string;
  /** When it was fetched (ms): the note's `fetched_at_ms`, else the time in the file's name. */
  fetchedAtMs: number;
}

export interface PayloadFolder {
  payloads: RecordedPayload[];
  /** Removes the temporary folder of an extracted archive (nothing for a folder). */
  cleanup(): void;
}

const STAMP = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** Opens a folder, or extracts a .tar.gz to a temporary folder, and lists `feed`'s payloads in fetch order. */
export async function openPayloads(feed: string, source: string): Promise<PayloadFolder> {
  if (!existsSync(source)) throw new Error(`No such folder or archive: ${source}`);
  if (statSync(source).isDirectory()) return { payloads: listPayloads(feed, source), cleanup() {} };
  const dir = mkdtempSync(join(tmpdir(), 'er-backtest-'));
  try {
    await extract({ file: source, cwd: dir });
    return { payloads: listPayloads(feed, dir), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** `feed`'s payloads in `dir` and its subfolders, oldest fetch first (ties by name). */
export function listPayloads(feed: string, dir: string): RecordedPayload[] {
  const payloads: RecordedPayload[] = [];
  const pattern = new RegExp(`^${feed.replace(/[^a-z0-9-]/gi, '')}-(\\d{8}T\\d{6}Z)\\.(?!meta\\.json$)[a-z0-9]+$`, 'i');
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const match = pattern.exec(entry.name);
    if (!match) continue;
    const path = join(entry.parentPath, entry.name);
    payloads.push({ path, fetchedAtMs: fetchedAt(path, match[1] as string) });
  }
  return payloads.sort((a, b) => a.fetchedAtMs - b.fetchedAtMs || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function fetchedAt(path: string, stamp: string): number {
  const note = path.replace(/\.[a-z0-9]+$/i, '.meta.json');
  if (existsSync(note)) {
    const described = JSON.parse(readFileSync(note, 'utf8')) as { fetched_at_ms?: unknown };
    if (typeof described.fetched_at_ms === 'number') return described.fetched_at_ms;
  }
  const [, year, month, day, hour, minute, second] = (STAMP.exec(stamp) ?? []).map(Number);
  return Date.UTC(year as number, (month as number) - 1, day, hour, minute, second);
}

// `npm run sources -- record <id> <dir>`: saves one raw payload of a feed, byte for byte, with
// a note of where and when it was fetched, so that a maintainer with internet access can grow
// the test corpus. The payload is parsed as a check, but saved whatever the parser thinks.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatTimestamp } from '../contract/time';
import { FeedError } from './adapter';
import { fetchPayload } from './fetch-payload';
import { readFeed } from './read-feed';
import type { EnabledFeed } from './runtime';
import { displayUrl, fetchSettings } from './runtime';

export interface Recorded {
  payload: string;
  note: string;
  bytes: number;
  rows: number;
  rejected: number;
  /** Why the parser refused the payload, when it did (it is saved all the same). */
  parseError: string | null;
}

export async function recordFeed(
  feed: EnabledFeed,
  dir: string,
  fetcher: typeof fetch = fetch,
  nowMs = Date.now,
): Promise<Recorded> {
  const fetched = await fetchPayload(
    feed.url,
    { etag: null, lastModified: null },
    { fetch: fetcher, ...fetchSettings({ timeoutMs: 30_000 }), userAgent: 'er-status (recording a payload for tests)' },
  );
  if (!fetched.changed) throw new FeedError('http_error', 'The feed answered 304 to an unconditional request.');
  const fetchedAt = nowMs();
  const stamp = formatTimestamp(fetchedAt).replace(/[-:]/g, '');
  const base = join(dir, `${feed.adapter.id}-${stamp}`);
  const payload = `${base}.${extensionOf(fetched.contentType, feed.url)}`;
  const note = `${base}.meta.json`;
  let rows = 0;
  let rejected = 0;
  let parseError: string | null = null;
  try {
    const read = readFeed(feed.adapter, fetched.bytes, fetchedAt);
    rows = read.records.length;
    rejected = read.rejectedCount;
  } catch (error) {
    parseError = error instanceof FeedError ? `${error.code}: ${error.message}` : String(error);
  }
  await mkdir(dir, { recursive: true });
  await writeFile(payload, fetched.bytes);
  const described = {
    feed: feed.adapter.id,
    url: displayUrl(feed.url),
    fetched_at: formatTimestamp(fetchedAt),
    fetched_at_ms: fetchedAt,
    status: fetched.status,
    content_type: fetched.contentType,
    etag: fetched.validators.etag,
    last_modified: fetched.validators.lastModified,
    bytes: fetched.bytes.length,
    parsed: { rows, rejected, error: parseError },
  };
  await writeFile(note, `${JSON.stringify(described, null, 2)}\n`);
  return { payload, note, bytes: fetched.bytes.length, rows, rejected, parseError };
}

function extensionOf(contentType: string | null, url: string): string {
  const type = contentType?.toLowerCase() ?? '';
  if (type.includes('json')) return 'json';
  if (type.includes('html')) return 'html';
  if (type.includes('csv')) return 'csv';
  // RSS and Atom feeds of notices (application/rss+xml, text/xml …).
  if (type.includes('xml')) return 'xml';
  const path = new URL(url).pathname;
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : 'bin';
}

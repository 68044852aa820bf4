// `npm run sources -- record <id> <dir>` for every publisher of notices: the page is served on a
// loopback port through the feed's ER_SOURCE_<ID>_URL override (no network here), saved byte for
// byte with its note, and read as a check.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { startFeedServer } from '../testing/feed-server';
import { envName, readFeedSettings } from './config';
import { recordFeed } from './record';

const FIXTURES = new URL('./feeds/fixtures/', import.meta.url);
const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
const AT = Date.UTC(2026, 10, 25, 15, 0, 0);

/** Each publisher of notices, its recorded page and the type its server declares. */
const PAGES: [id: string, file: string, contentType: string, extension: string][] = [
  ['ns', 'ns-service-statuses.html', 'text/html; charset=utf-8', 'html'],
  ['ab-disruptions', 'ab-disruptions.html', 'text/html; charset=utf-8', 'html'],
  ['sk', 'sk-service-disruptions.html', 'text/html; charset=UTF-8', 'html'],
  ['nb-horizon', 'nb-horizon-service-interruptions.html', 'text/html; charset=UTF-8', 'html'],
  ['nb-vitalite', 'nb-vitalite-public-notices.rss', 'application/rss+xml; charset=utf-8', 'xml'],
  ['mb', 'mb-pmh-er-service-disruptions.html', 'text/html; charset=utf-8', 'html'],
  ['pe', 'pe-lite-latest-news-and-alerts.html', 'text/html; charset=utf-8', 'html'],
  ['nl', 'nl-service-updates.html', 'text/html; charset=UTF-8', 'html'],
];

let server: Awaited<ReturnType<typeof startFeedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(file: string, contentType: string) {
  const body = readFileSync(new URL(file, FIXTURES));
  server = await startFeedServer({ kind: 'payload', body, contentType });
  return { body, url: server.url };
}

describe('npm run sources -- record, for every publisher of notices', () => {
  it.each(PAGES)(
    '%s: saves its page as served, through ER_SOURCE_<ID>_URL, and reads it as a check',
    async (id, file, type, ext) => {
      const { body, url } = await serve(file, type);
      const [feed] = readFeedSettings({ ER_SOURCES: id, [`ER_SOURCE_${envName(id)}_URL`]: url }) ?? [];
      expect(feed?.url).toBe(url);
      const dir = mkdtempSync(join(tmpdir(), 'er-record-notices-'));
      const saved = await recordFeed(feed as NonNullable<typeof feed>, dir, fetch, () => AT);

      expect(saved.parseError).toBeNull();
      expect(new Set(readdirSync(dir))).toEqual(
        new Set([`${id}-20261125T150000Z.${ext}`, `${id}-20261125T150000Z.meta.json`]),
      );
      expect(readFileSync(saved.payload).equals(body)).toBe(true);
      const note = JSON.parse(readFileSync(saved.note, 'utf8'));
      expect(note).toMatchObject({ feed: id, status: 200, content_type: type, bytes: body.length });
    },
  );

  it('runs as a command: saves the NS page and says what it read', async () => {
    const { body, url } = await serve('ns-service-statuses.html', 'text/html; charset=utf-8');
    const dir = mkdtempSync(join(tmpdir(), 'er-record-cli-'));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/server/sources.ts', 'record', 'ns', dir],
      { cwd: PROJECT_ROOT, env: { ...process.env, ER_SOURCE_NS_URL: url, ER_SOURCES: undefined } },
    );
    expect(stdout).toMatch(new RegExp(`^Saved ${body.length} bytes of ns to .*ns-\\d{8}T\\d{6}Z\\.html\\n`));
    expect(stdout).toMatch(/Parsed as a check: \d+ rows, \d+ rejected\./);
    const [payload] = readdirSync(dir).filter((name) => name.endsWith('.html'));
    expect(readFileSync(join(dir, payload as string)).equals(body)).toBe(true);
  });
});

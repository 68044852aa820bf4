import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFeedServer } from '../testing/feed-server';
import { testFeed, testFeedPayload } from '../testing/test-feed';
import { recordFeed } from './record';

let server: Awaited<ReturnType<typeof startFeedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const AT = Date.UTC(2026, 10, 22, 12, 30, 5);

describe('npm run sources -- record', () => {
  it('saves the payload byte for byte, with its fetch time and headers beside it', async () => {
    const body = testFeedPayload([{ key: 'a', name: 'Hôpital A', minutes: 30, at: AT - 60_000 }]);
    server = await startFeedServer({ kind: 'payload', body, etag: '"abc"' });
    const dir = mkdtempSync(join(tmpdir(), 'er-record-'));
    const saved = await recordFeed({ adapter: testFeed(), url: server.url, intervalS: 60 }, dir, fetch, () => AT);

    expect(readdirSync(dir).sort()).toEqual(['test-20261122T123005Z.json', 'test-20261122T123005Z.meta.json']);
    expect(readFileSync(saved.payload, 'utf8')).toBe(body);
    const note = JSON.parse(readFileSync(saved.note, 'utf8'));
    expect(note).toMatchObject({
      feed: 'test',
      fetched_at: '2026-11-22T12:30:05Z',
      status: 200,
      content_type: 'application/json',
      etag: '"abc"',
      bytes: Buffer.byteLength(body),
      parsed: { rows: 1, rejected: 0, error: null },
    });
  });

  it('keeps a payload the parser refuses, and says why', async () => {
    server = await startFeedServer({
      kind: 'payload',
      body: '<html><body>Error</body></html>',
      contentType: 'text/html',
    });
    const dir = mkdtempSync(join(tmpdir(), 'er-record-'));
    const saved = await recordFeed({ adapter: testFeed(), url: server.url, intervalS: 60 }, dir, fetch, () => AT);
    expect(saved.payload.endsWith('.html')).toBe(true);
    expect(saved.parseError).toMatch(/^html_error_page: /);
    expect(readFileSync(saved.payload, 'utf8')).toBe('<html><body>Error</body></html>');
  });
});

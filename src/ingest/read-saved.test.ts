import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FeedError } from './adapter';
import { readSaved } from './read-saved';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(import.meta.dirname, 'feeds', 'fixtures');

/** A saved page as `record` leaves it: the payload and its note with the fetch time. */
function recording(fixture: string, fetchedAtMs: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'er-read-saved-'));
  const payload = join(dir, fixture);
  copyFileSync(join(FIXTURES, fixture), payload);
  writeFileSync(payload.replace(/\.[^.]+$/, '.meta.json'), JSON.stringify({ fetched_at_ms: fetchedAtMs }));
  return payload;
}

describe('npm run sources -- read <id> <saved page>', () => {
  it('prints every notice the reader found on the page, as fetched at the time its recording says', () => {
    const page = recording('sk-service-disruptions.html', Date.UTC(2026, 10, 25, 18));
    const lines = readSaved('sk', page) ?? [];
    expect(lines[0]).toBe(`sk read ${page} as fetched at 2026-11-25T18:00:00Z (from its recording note):`);
    expect(lines[1]).toBe('3 notices.');
    expect(lines).toContain('   Kindersley Hospital · Local Service Disruptions · Kindersley');
    expect(lines).toContain('   published 2021-09-27T18:12:40Z · place Kindersley · lang en');
  });

  it('counts the records of a data feed, and knows no feed it does not have', () => {
    const lines = readSaved('ab', recording('ab-waittimes.json', Date.UTC(2026, 10, 25, 18))) ?? [];
    expect(lines[1]).toMatch(/^\d+ records, \d+ rejected, \d+ left out\.$/);
    expect(readSaved('zz', join(FIXTURES, 'ab-waittimes.json'))).toBeNull();
  });

  it('lets a changed page be refused with its code, as a poll would', () => {
    const other = recording('ns-service-statuses.html', 0);
    expect(() => readSaved('sk', other)).toThrow(FeedError);
  });

  it('runs as a command and prints what it read', async () => {
    const page = recording('mb-pmh-er-service-disruptions.html', Date.UTC(2026, 10, 25, 18));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/server/sources.ts', 'read', 'mb', page],
      { cwd: PROJECT_ROOT },
    );
    expect(stdout).toMatch(
      /^mb read .* as fetched at 2026-11-25T18:00:00Z \(from its recording note\):\n\d+ notices\.\n1\. /,
    );
  }, 60_000);
});

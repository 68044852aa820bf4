// Which processes run the scheduler: the one that writes (ER_ROLE=all, the default, and
// ingest), not an api instance, which only answers from what the writer stored.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSource } from '../sources/source';
import { openStore, type Store } from '../store/store';
import { readConfig, type ServerConfig } from './config';
import { type RunningService, startService } from './v1';

const H = 3_600_000;
const NOON = Date.UTC(2026, 10, 24, 12);
const s = (ms: number) => Math.floor(ms / 1000);
const M = 60_000;
const NOTICE = 'The emergency department is closed from 12:10 p.m. to 3 p.m.';

let running: RunningService | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: NOON, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(async () => {
  await running?.close();
  running = undefined;
  vi.useRealTimers();
});

const config = (role: ServerConfig['role']): ServerConfig => ({
  ...readConfig({ ER_DB: join(mkdtempSync(join(tmpdir(), 'er-roles-')), 'er.db') }),
  role,
});
const statusOf = (store: Store, id: string) => store.statuses.all().find((status) => status.hospital_id === id);
const window = { start: s(NOON + 10 * M), end: s(NOON + 3 * H), status: 'closed' as const };

describe('the scheduler in each role', () => {
  it('runs in the default role: the ER closes at the window’s start and /closures says so', async () => {
    running = startService(config('all'));
    const { store, service } = running;
    const id = (store.hospitals.all()[0] as { id: string }).id;
    store.write(() => store.schedules.replace('sample', id, [window], NOTICE, s(NOON)));
    await vi.advanceTimersByTimeAsync(10 * M);
    expect(statusOf(store, id)).toMatchObject({ status: 'closed', message: NOTICE, updated_at: s(NOON + 10 * M) });
    const { key } = service.createKey({ tier: 'free', name: 'Test' });
    const answer = await service.fetch(
      new Request('http://er-status.test/api/v1/closures', { headers: { 'X-API-Key': key } }),
    );
    const closures = (await answer.json()).closures as { id: string; expected_reopen: string }[];
    expect(closures.find((row) => row.id === id)?.expected_reopen).toBe('2026-11-24T15:00:00Z');
  });

  it('does not run in an api instance, which leaves the writer’s data as it is', async () => {
    const settings = config('api');
    const writer = openStore(settings.db);
    loadSource(writer, settings.source, NOON - H);
    const id = (writer.hospitals.all()[0] as { id: string }).id;
    const before = statusOf(writer, id);
    writer.write(() => writer.schedules.replace('sample', id, [window], NOTICE, s(NOON)));
    writer.close();

    running = startService(settings);
    await vi.advanceTimersByTimeAsync(20 * M);
    expect(statusOf(running.store, id)).toEqual(before);
    expect(running.store.schedules.due(s(Date.now()))).toContain(id);
  });
});

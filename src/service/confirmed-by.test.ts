// Who confirmed a desk status, as API clients read it on /closures and /waits: the organisation
// of the desk person who last stated or confirmed it, kept through a desk window and a later
// confirmation by someone else; nothing for a feed's status. Never a person's email.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deskStatements } from '../desk/statements';
import type { FeedRecord } from '../ingest/adapter';
import { applyRecords } from '../ingest/apply';
import { type ScheduledService, STRAIT, scheduledService } from '../testing/scheduled-service';

const H = 3_600_000;
const M = 60_000;
/** Tuesday 24 November 2026, 12:00 UTC. */
const NOON = Date.UTC(2026, 10, 24, 12);
const s = (ms: number) => Math.floor(ms / 1000);

let api: ScheduledService;
beforeEach(async () => {
  vi.useFakeTimers({ now: NOON, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  api = await scheduledService({ openSince: s(NOON - 2 * H) });
});
afterEach(async () => {
  await api.stop();
  vi.useRealTimers();
});

const closed = (reopenMs: number | null) => ({
  hospitalId: STRAIT.id,
  status: 'closed' as const,
  messageEn: 'Closed: no physician.',
  messageFr: 'Fermée : aucun médecin.',
  expectedReopen: reopenMs === null ? null : s(reopenMs),
});

async function rows() {
  const closures = await api.get('/api/v1/closures?province=NS');
  const waits = await api.get('/api/v1/waits?province=NS');
  expect(closures.status).toBe(200);
  expect(waits.status).toBe(200);
  const closure = closures.json.closures.find((one: { id: string }) => one.id === STRAIT.id) ?? null;
  const wait = waits.json.hospitals.find((one: { id: string }) => one.id === STRAIT.id);
  return { closure, wait, text: closures.text + waits.text };
}

describe('confirmed_by on /closures and /waits', () => {
  it('names the organisation that closed the ER, then the one that confirmed it last', async () => {
    const statements = deskStatements(api.store);
    api.store.write(() => statements.publish(closed(null), s(NOON), 'Nova Scotia Health'));
    let seen = await rows();
    expect(seen.closure).toMatchObject({ source: 'desk', confirmed_at: '2026-11-24T12:00:00Z' });
    expect(seen.closure.confirmed_by).toBe('Nova Scotia Health');
    expect(seen.wait.confirmed_by).toBe('Nova Scotia Health');

    await vi.advanceTimersByTimeAsync(20 * M);
    api.store.write(() => statements.confirm(STRAIT.id, s(Date.now()), 'CBC Nova Scotia'));
    seen = await rows();
    expect(seen.closure).toMatchObject({ confirmed_at: '2026-11-24T12:20:00Z', confirmed_by: 'CBC Nova Scotia' });
    expect(seen.wait.confirmed_by).toBe('CBC Nova Scotia');
  });

  it('keeps the organisation of a desk closure with an end time, a window the schedule holds', async () => {
    const statements = deskStatements(api.store);
    api.store.write(() => statements.publish(closed(NOON + 2 * H), s(NOON), 'Nova Scotia Health'));
    await vi.advanceTimersByTimeAsync(M);
    const seen = await rows();
    expect(seen.closure).toMatchObject({ status: 'closed', source: 'desk', confirmed_by: 'Nova Scotia Health' });
  });

  it('says no one for a status a feed stated after the desk', async () => {
    const statements = deskStatements(api.store);
    api.store.write(() => statements.publish(closed(null), s(NOON), 'Nova Scotia Health'));
    await vi.advanceTimersByTimeAsync(10 * M);
    const record: FeedRecord = {
      site: { key: 'strait', name: STRAIT.name, city: STRAIT.city, province: 'NS', lat: null, lng: null },
      status: { status: 'disruption', message: 'Said by the feed', updatedAt: s(Date.now()), expectedReopen: null },
    };
    api.store.write(() => applyRecords(api.store, { id: 'status' }, [record], Date.now()));
    const seen = await rows();
    expect(seen.closure).toMatchObject({ source: 'feed', confirmed_at: null, confirmed_by: null });
    expect(seen.wait.confirmed_by).toBeNull();
  });
});

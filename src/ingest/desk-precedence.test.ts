// Between the desk and the feeds the most recent statement wins (precedence.ts): what the
// public sees on /waits after each poll, through applyRecords as the runtime writes it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deskStatements } from '../desk/statements';
import { type ScheduledService, STRAIT, scheduledService } from '../testing/scheduled-service';
import type { FeedRecord } from './adapter';
import { applyRecords } from './apply';

const H = 3_600_000;
const M = 60_000;
/** Tuesday 24 November 2026, 12:00 UTC. */
const NOON = Date.UTC(2026, 10, 24, 12);
const s = (ms: number) => Math.floor(ms / 1000);
const statusFeed = { id: 'status' };

let api: ScheduledService;
beforeEach(async () => {
  vi.useFakeTimers({ now: NOON, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  api = await scheduledService({ openSince: s(NOON - 2 * H) });
});
afterEach(async () => {
  await api.stop();
  vi.useRealTimers();
});

/** A poll of the status feed: its word, at a time it states (ms), else timed by the fetch. */
function poll(status: 'open' | 'closed' | 'disruption', stated?: number) {
  const now = Date.now();
  const record: FeedRecord = {
    site: { key: 'strait', name: STRAIT.name, city: STRAIT.city, province: 'NS', lat: null, lng: null },
    status: {
      status,
      message: status === 'open' ? null : 'Said by the feed',
      updatedAt: s(stated ?? now),
      expectedReopen: null,
      ...(stated === undefined ? { timeIsFetch: true as const } : {}),
    },
  };
  api.store.write(() => applyRecords(api.store, statusFeed, [record], now));
}

function publish(status: 'open' | 'closed' | 'disruption', expectedReopenMs: number | null = null) {
  const statements = deskStatements(api.store);
  api.store.write(() =>
    statements.publish(
      {
        hospitalId: STRAIT.id,
        status,
        messageEn: `Desk: ${status}`,
        messageFr: `Pupitre : ${status}`,
        expectedReopen: expectedReopenMs === null ? null : s(expectedReopenMs),
      },
      s(Date.now()),
    ),
  );
}

async function seen() {
  const answer = await api.get('/api/v1/waits?province=NS');
  expect(answer.status).toBe(200);
  const row = answer.json.hospitals.find((one: { id: string }) => one.id === STRAIT.id);
  const source = row.source_id ? `${row.source}:${row.source_id}` : (row.source as string);
  return { status: row.status as string, message: row.status_message as string | null, source };
}

describe('the desk and a status feed on the same ER', () => {
  it('keeps a desk closure with an end time against every poll until its end, then reopens it then', async () => {
    poll('open');
    await vi.advanceTimersByTimeAsync(10 * M);
    publish('closed', NOON + 2 * H);
    await vi.advanceTimersByTimeAsync(10 * M);
    poll('open', Date.now());
    poll('disruption', Date.now());
    expect(await seen()).toEqual({ status: 'closed', message: 'Desk: closed', source: 'desk' });
    await vi.advanceTimersByTimeAsync(2 * H);
    expect(await seen()).toMatchObject({ status: 'open', source: 'desk' });
    poll('disruption', Date.now());
    expect(await seen()).toMatchObject({ status: 'disruption', source: 'feed:status' });
  });

  it('does not reopen a desk closure when the feed repeats the open it said before', async () => {
    poll('open');
    await vi.advanceTimersByTimeAsync(10 * M);
    publish('closed');
    await vi.advanceTimersByTimeAsync(10 * M);
    // Timed by the fetch (later than the desk's word), and no change of its word: not news.
    poll('open');
    poll('open');
    expect(await seen()).toEqual({ status: 'closed', message: 'Desk: closed', source: 'desk' });
  });

  it('takes the feed’s status when the publisher states a time later than the desk’s statement', async () => {
    poll('open', NOON - H);
    await vi.advanceTimersByTimeAsync(10 * M);
    publish('closed');
    // The publisher's own time is before the desk's statement: an old word.
    poll('open', NOON);
    expect((await seen()).status).toBe('closed');
    await vi.advanceTimersByTimeAsync(10 * M);
    poll('open', Date.now());
    expect(await seen()).toEqual({ status: 'open', message: null, source: 'feed:status' });
  });

  it('takes the feed’s status when its word changed since its previous poll', async () => {
    poll('open');
    await vi.advanceTimersByTimeAsync(10 * M);
    publish('open');
    await vi.advanceTimersByTimeAsync(10 * M);
    poll('disruption');
    expect(await seen()).toEqual({ status: 'disruption', message: 'Said by the feed', source: 'feed:status' });
  });

  it('counts a confirmation as the desk’s latest word', async () => {
    poll('open');
    publish('disruption');
    await vi.advanceTimersByTimeAsync(30 * M);
    const statements = deskStatements(api.store);
    api.store.write(() => statements.confirm(STRAIT.id, s(Date.now())));
    // Stated after the desk's statement but before its confirmation.
    poll('open', NOON + 10 * M);
    expect((await seen()).status).toBe('disruption');
  });
});

describe('the desk and a notice feed on the same ER', () => {
  it('keeps the desk’s open against a notice repeated unchanged, and follows a changed notice', async () => {
    const notice = {
      name: STRAIT.name,
      message: 'Closed until further notice',
      publishedAt: s(NOON - H),
      windows: [{ start: null, end: null, status: 'closed' as const }],
    };
    api.poll([notice]);
    expect((await seen()).source).toBe('notice:notices');
    await vi.advanceTimersByTimeAsync(10 * M);
    publish('open');
    api.poll([notice]);
    expect(await seen()).toMatchObject({ status: 'open', source: 'desk' });
    await vi.advanceTimersByTimeAsync(10 * M);
    api.poll([{ ...notice, message: 'Closed tonight', publishedAt: s(Date.now()) }]);
    expect(await seen()).toEqual({ status: 'closed', message: 'Closed tonight', source: 'notice:notices' });
  });
});

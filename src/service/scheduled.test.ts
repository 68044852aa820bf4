// The `scheduled` extension of /closures: closures announced for the next seven days, by start,
// filtered by province like closures, the horizon moving with the clock; and what the OpenAPI
// document says of it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ScheduledService, scheduledService } from '../testing/scheduled-service';

const H = 3_600_000;
const D = 24 * H;
/** Tuesday 24 November 2026, 12:00 UTC. */
const NOON = Date.UTC(2026, 10, 24, 12);
const s = (ms: number) => Math.floor(ms / 1000);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

let api: ScheduledService | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: NOON, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(async () => {
  await api?.stop();
  api = undefined;
  vi.useRealTimers();
});

const closed = (startMs: number | null, endMs: number | null) => ({
  start: startMs === null ? null : s(startMs),
  end: endMs === null ? null : s(endMs),
  status: 'closed' as const,
});

async function closures(path = '/api/v1/closures') {
  const answer = await api?.get(path, api.keys.free);
  expect(answer?.status).toBe(200);
  return answer?.json as {
    closures: { id: string; expected_reopen: string | null }[];
    scheduled: { id: string; province: string; status: string; starts_at: string; ends_at: string | null }[];
  };
}

describe('the scheduled closures of /closures', () => {
  it('lists the windows of the next seven days by start, with the ones closed now and closing again later', async () => {
    api = await scheduledService();
    api.poll([
      { name: 'Roseway Hospital', message: 'Closed Thursday.', windows: [closed(NOON + 2 * D, NOON + 3 * D)] },
      {
        name: 'Hôpital de Lamèque',
        province: 'NB',
        message: 'L’urgence sera fermée ce soir.',
        windows: [{ start: s(NOON + 6 * H), end: null, status: 'disruption' }],
      },
      {
        name: 'Eastern Memorial',
        message: 'Closed until 8 p.m.; closed again Saturday, and next month.',
        windows: [closed(null, NOON + 8 * H), closed(NOON + 4 * D, NOON + 4 * D + 12 * H), closed(NOON + 30 * D, null)],
      },
    ]);
    const answer = await closures();
    expect(answer.closures.map((row) => [row.id, row.expected_reopen])).toEqual([
      ['ns_easternmemorial', iso(NOON + 8 * H)],
    ]);
    expect(answer.scheduled).toEqual([
      {
        id: 'nb_hopitaldelameque',
        name: 'Hôpital de Lamèque',
        city: '',
        province: 'NB',
        status: 'disruption',
        starts_at: iso(NOON + 6 * H),
        ends_at: null,
        message: 'L’urgence sera fermée ce soir.',
      },
      expect.objectContaining({ id: 'ns_rosewayhospital', starts_at: iso(NOON + 2 * D), ends_at: iso(NOON + 3 * D) }),
      expect.objectContaining({ id: 'ns_easternmemorial', starts_at: iso(NOON + 4 * D) }),
    ]);
    expect((await closures('/api/v1/closures?province=nb')).scheduled.map((row) => row.id)).toEqual([
      'nb_hopitaldelameque',
    ]);
    expect((await closures('/api/v1/closures?province=ON')).scheduled).toEqual([]);

    // A day later, what has started leaves the list; 25 days later, next month's window enters it.
    // (The clock jumps: the scheduler catches up as after a restart.)
    vi.setSystemTime(NOON + D);
    api.schedule.tick();
    expect((await closures()).scheduled.map((row) => row.id)).toEqual(['ns_rosewayhospital', 'ns_easternmemorial']);
    vi.setSystemTime(NOON + 25 * D);
    api.schedule.tick();
    expect((await closures()).scheduled.map((row) => [row.id, row.starts_at])).toEqual([
      ['ns_easternmemorial', iso(NOON + 30 * D)],
    ]);
  });

  it('is published in the OpenAPI document as a documented extension', async () => {
    api = await scheduledService();
    const document = (await api.get('/api/v1/openapi.json')).json;
    const response = document.components.schemas.ClosuresResponse;
    expect(response.properties.scheduled.description).toContain('Extension of SPEC-v1');
    expect(response.required).not.toContain('scheduled');
    expect(document.components.schemas.ScheduledClosure.required).toEqual([
      'id',
      'name',
      'city',
      'province',
      'status',
      'starts_at',
      'ends_at',
      'message',
    ]);
    expect(document['x-decisions'].map((row: { topic: string }) => row.topic)).toContain('Scheduled closures');
  });
});

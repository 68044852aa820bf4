// The proxy passes on what is announced for later (the `scheduled` extension of /closures),
// decoded as tolerantly as the closures themselves: a bad window is left out and logged, the
// rest kept; an upstream that does not send it (an older v1 service) announces nothing.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLOSURE_ROW, closuresAnswer, FakeUpstream, SCHEDULED_ROW } from '../testing/fake-upstream';
import { createProxy, type EmbedProxy } from './app';
import { relayUpstream } from './upstream';

const KEY = `ers_${randomBytes(24).toString('hex').slice(0, 32)}`;
const START = Date.UTC(2026, 10, 22, 5, 0, 0);

let upstream: FakeUpstream;
let logs: Record<string, unknown>[];

async function proxy(body: unknown): Promise<EmbedProxy> {
  upstream.reply = () => ({ body });
  const baseUrl = await upstream.start();
  return createProxy({
    upstream: relayUpstream({ baseUrl, apiKey: KEY }),
    credit: { name: 'ERstat', url: 'https://erstat.ca/feed' },
    exposeWaits: false,
    keyTier: 'free',
    registry: null,
    staleIfErrorS: 86_400,
    timeoutMs: 2_000,
    clientRatePerMinute: 10_000,
    trustProxy: false,
    peerAddress: () => '198.51.100.7',
    log: (fields) => logs.push(fields),
    now: () => START,
  });
}

async function closures(body: unknown, path = '/closures') {
  const response = await (await proxy(body)).app.request(path);
  expect(response.status).toBe(200);
  return response.json();
}

const DECODED_CLOSURE = { ...CLOSURE_ROW, updated_at: '2026-11-22T04:31:11Z', expected_reopen: null };
const DECODED_WINDOW = { ...SCHEDULED_ROW, starts_at: '2026-11-22T21:00:00Z' };

beforeEach(() => {
  upstream = new FakeUpstream();
  logs = [];
});

afterEach(async () => {
  await upstream.stop();
});

describe('the proxy’s closures: what is announced for later', () => {
  it('passes the scheduled windows on, normalised, beside the closures', async () => {
    const disruption = {
      ...SCHEDULED_ROW,
      id: 7,
      status: 'DISRUPTION',
      starts_at: '2026-11-23T01:30:00Z',
      ends_at: '',
    };
    const body = await closures({ ...closuresAnswer([CLOSURE_ROW]), scheduled: [SCHEDULED_ROW, disruption] });
    expect(body.closures).toEqual([DECODED_CLOSURE]);
    expect(body.scheduled).toEqual([
      DECODED_WINDOW,
      { ...DECODED_WINDOW, id: '7', status: 'disruption', starts_at: '2026-11-23T01:30:00Z', ends_at: null },
    ]);
    expect(body.meta).toMatchObject({ source: 'live', stale: false });
  });

  it('asks the upstream for the province’s closures, and passes on its windows as they are', async () => {
    const body = await closures({ ...closuresAnswer([]), scheduled: [SCHEDULED_ROW] }, '/closures?province=ns');
    expect(upstream.calls()[0]?.url).toBe('/api/v1/closures?province=NS');
    expect(body.scheduled).toEqual([DECODED_WINDOW]);
  });

  it('leaves out a malformed window, keeps the others and every closure, and logs it', async () => {
    const { starts_at: _start, ...noStart } = SCHEDULED_ROW;
    const other = { ...SCHEDULED_ROW, id: 'ns_roseway', name: 'Roseway Hospital', city: 'Shelburne' };
    const body = await closures({
      ...closuresAnswer([CLOSURE_ROW]),
      scheduled: [noStart, { ...SCHEDULED_ROW, starts_at: 'Tuesday 5 p.m.' }, other],
    });
    expect(body.closures).toEqual([DECODED_CLOSURE]);
    expect(body.scheduled).toEqual([
      { ...DECODED_WINDOW, id: 'ns_roseway', name: 'Roseway Hospital', city: 'Shelburne' },
    ]);
    expect(logs).toContainEqual({ event: 'upstream_rows_dropped', endpoint: 'closures', count: 2, scheduled: 2 });
  });

  it('answers an empty list when the upstream sends none (an older v1 service)', async () => {
    const body = await closures(closuresAnswer([CLOSURE_ROW]));
    expect(body.closures).toEqual([DECODED_CLOSURE]);
    expect(body.scheduled).toEqual([]);
    expect(logs.filter((line) => line.event === 'upstream_rows_dropped')).toEqual([]);
  });
});

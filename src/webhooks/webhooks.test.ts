import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_SCHEMAS, type WebhookEventType } from '../contract/webhooks';
import { applyRecords } from '../ingest/apply';
import type { Status } from '../store/rows';
import { fakeClock } from '../testing/clock';
import { type TestSite, testFeed, testFeedPayload } from '../testing/test-feed';
import { type TestService, testService } from '../testing/v1';
import { type Answer, startReceiver } from '../testing/webhook-receiver';

let api: TestService | undefined;
let receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

afterEach(async () => {
  await api?.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
  api = undefined;
  receivers = [];
});

const feed = testFeed();
const FEEDS = [{ adapter: feed, url: 'file:///unused', intervalS: 60 }];

const PUBLIC_URL = 'https://status.example.ca';

function service(retrySchedule: readonly number[] = [20, 20, 20]) {
  // The test clock stands still for the data; deliveries and their retries run on the wall clock.
  api = testService({
    feeds: FEEDS,
    clock: fakeClock(),
    config: { webhookAllowPrivate: true },
    webhooks: { retrySchedule },
    publicUrl: PUBLIC_URL,
  });
  return api;
}

async function receiver(answer?: (request: number) => Answer) {
  const started = await startReceiver(answer);
  receivers.push(started);
  return started;
}

async function send(api: TestService, method: string, path: string, body?: unknown, key = api.keys.commercial) {
  const response = await api.service.fetch(
    new Request(`http://er-status.test${path}`, {
      method,
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

async function subscribe(
  api: TestService,
  url: string,
  events: string[] = ['closure.started', 'closure.updated', 'closure.ended'],
) {
  const created = await send(api, 'POST', '/api/v1/webhooks', { url, events });
  expect(created.status).toBe(201);
  return created.json as { endpoint: { id: string }; secret: string };
}

/** Writes the feed's sites as a poll would. */
function poll(api: TestService, sites: TestSite[]) {
  const { records } = feed.parse(new TextEncoder().encode(testFeedPayload(sites)), api.clock.now());
  api.store.write(() => applyRecords(api.store, feed, records, api.clock.now()));
}

function setStatus(api: TestService, status: Partial<Status> & Pick<Status, 'hospital_id' | 'status'>) {
  api.store.write(() =>
    api.store.statuses.set(
      { message: null, updated_at: Math.floor(api.clock.now() / 1000), expected_reopen: null, ...status },
      Math.floor(api.clock.now() / 1000),
    ),
  );
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The endpoint as its owner sees it (GET), once `shows` is true of it. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, as a client does
async function endpointOnceItShows(api: TestService, id: string, shows: (endpoint: any) => boolean) {
  for (let tries = 0; tries < 300; tries++) {
    const { json } = await send(api, 'GET', `/api/v1/webhooks/${id}`);
    if (shows(json)) return json;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the endpoint never showed what was expected');
}

const mcbride: TestSite = { key: 'mcbride', name: 'McBride Hospital', city: 'McBride', province: 'BC', status: 'open' };

describe('/api/v1/webhooks', () => {
  it('lets a commercial key create, list, show, rotate and delete its endpoints, the secret shown only when made', async () => {
    const api = service();
    const created = await subscribe(api, 'http://127.0.0.1:9/hooks');
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created.endpoint).toMatchObject({ url: 'http://127.0.0.1:9/hooks', status: 'active', pending: 0 });

    const list = await send(api, 'GET', '/api/v1/webhooks');
    expect(list.status).toBe(200);
    expect(list.json.endpoints.map((endpoint: { id: string }) => endpoint.id)).toEqual([created.endpoint.id]);
    expect(JSON.stringify(list.json)).not.toContain(created.secret);
    expect(list.headers.get('Cache-Control')).toBe('no-store');

    const rotated = await send(api, 'POST', `/api/v1/webhooks/${created.endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.json.secret).toMatch(/^whsec_/);
    expect(rotated.json.secret).not.toBe(created.secret);

    expect((await send(api, 'DELETE', `/api/v1/webhooks/${created.endpoint.id}`)).status).toBe(204);
    const gone = await send(api, 'GET', `/api/v1/webhooks/${created.endpoint.id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error).toBe('not_found');
  });

  it('refuses free keys (403 commercial_license_required), and another key’s endpoints are not found', async () => {
    const api = service();
    const free = await send(
      api,
      'POST',
      '/api/v1/webhooks',
      { url: 'http://127.0.0.1:9/', events: ['closure.started'] },
      api.keys.free,
    );
    expect(free.status).toBe(403);
    expect(free.json.error).toBe('commercial_license_required');
    const { endpoint } = await subscribe(api, 'http://127.0.0.1:9/hooks');
    const other = api.service.createKey({ tier: 'commercial', name: 'Other Media' }).key;
    expect((await send(api, 'GET', `/api/v1/webhooks/${endpoint.id}`, undefined, other)).status).toBe(404);
    expect((await send(api, 'DELETE', `/api/v1/webhooks/${endpoint.id}`, undefined, other)).status).toBe(404);
  });

  it.each([
    ['not JSON', 'url=x', 'invalid_webhook'],
    ['no url', { events: ['closure.started'] }, 'invalid_webhook'],
    ['an unknown event type', { url: 'https://hooks.example.com/er', events: ['closure.maybe'] }, 'invalid_webhook'],
    ['no event type', { url: 'https://hooks.example.com/er', events: [] }, 'invalid_webhook'],
  ])('answers 400 with a code and a message for %s', async (_label, body, code) => {
    const api = service();
    const response = await api.service.fetch(
      new Request('http://er-status.test/api/v1/webhooks', {
        method: 'POST',
        headers: { 'X-API-Key': api.keys.commercial },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.error).toBe(code);
    expect(answer.message.length).toBeGreaterThan(10);
  });

  it('refuses loopback and private addresses unless ER_WEBHOOK_ALLOW_PRIVATE=1', async () => {
    api = testService({ clock: fakeClock() });
    for (const url of [
      'http://127.0.0.1:8080/',
      'https://10.0.0.5/hooks',
      'https://[::1]/hooks',
      'https://localhost/hooks',
    ]) {
      const refused = await send(api, 'POST', '/api/v1/webhooks', { url, events: ['closure.started'] });
      expect(refused.status, url).toBe(400);
      expect(refused.json.error).toBe('webhook_url_refused');
    }
  });

  it('allows ten endpoints per key, then answers 409 webhook_limit_reached', async () => {
    const api = service();
    for (let i = 0; i < 10; i++) await subscribe(api, `http://127.0.0.1:9/hooks/${i}`);
    const eleventh = await send(api, 'POST', '/api/v1/webhooks', {
      url: 'http://127.0.0.1:9/x',
      events: ['closure.started'],
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.error).toBe('webhook_limit_reached');
  });

  it('refuses a body over 8 KB with 413 body_too_large, reading no more of a stream than that', async () => {
    const api = service();
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 100 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await api.service.fetch(
      new Request('http://er-status.test/api/v1/webhooks', {
        method: 'POST',
        headers: { 'X-API-Key': api.keys.commercial, 'Content-Type': 'application/json' },
        body,
        // @ts-expect-error: Node's fetch needs this for a streamed body; the DOM types lack it.
        duplex: 'half',
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'body_too_large' });
    expect(pulled).toBeLessThanOrEqual(3 * chunk.byteLength);
  });

  it('answers 405 with Allow, and a preflight that allows POST and DELETE', async () => {
    const api = service();
    const put = await send(api, 'PUT', '/api/v1/webhooks');
    expect(put.status).toBe(405);
    expect(put.headers.get('Allow')).toBe('GET, POST, OPTIONS');
    const preflight = await send(api, 'OPTIONS', '/api/v1/webhooks/we_x');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET, DELETE, OPTIONS');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Content-Type');
  });
});

describe('webhook delivery', () => {
  it('sends a signed test event on request, verified by the standardwebhooks package', async () => {
    const api = service();
    const hooks = await receiver();
    const { endpoint, secret } = await subscribe(api, hooks.url);
    hooks.useSecret(secret);
    const test = await send(api, 'POST', `/api/v1/webhooks/${endpoint.id}/test`);
    expect(test.status).toBe(202);
    await until(() => hooks.received.length === 1);
    expect(hooks.received[0]).toMatchObject({ id: test.json.event_id, type: 'webhook.test', verified: true });
  });

  it('delivers closure.started, closure.updated and closure.ended in order, each the Closure as /closures shows it', async () => {
    const api = service();
    const hooks = await receiver();
    const { secret } = await subscribe(api, hooks.url);
    hooks.useSecret(secret);
    poll(api, [mcbride]);
    const id = 'bc_mcbridehospital';
    setStatus(api, { hospital_id: id, status: 'closed', message: 'Temporarily closed' });
    const closures = (await api.get('/api/v1/closures')).json.closures;
    api.clock.advance(60_000);
    setStatus(api, {
      hospital_id: id,
      status: 'closed',
      message: 'Temporarily closed',
      expected_reopen: 1_795_000_000,
    });
    api.clock.advance(60_000);
    setStatus(api, { hospital_id: id, status: 'open' });
    await until(() => hooks.received.length === 3);

    expect(hooks.received.map((event) => [event.type, event.verified])).toEqual([
      ['closure.started', true],
      ['closure.updated', true],
      ['closure.ended', true],
    ]);
    expect(hooks.received[0]?.body.data).toEqual(closures[0]);
    expect(hooks.received[0]?.body).toMatchObject({ id: hooks.received[0]?.id, occurred_at: '2026-11-22T12:00:00Z' });
    expect(hooks.received[1]?.body.data.expected_reopen).toBe('2026-11-18T11:06:40Z');
    expect(hooks.received[2]?.body).toMatchObject({ occurred_at: '2026-11-22T12:02:00Z', data: { status: 'closed' } });
  });

  it('links every event about an ER to its page, in English and French, under the public origin', async () => {
    const api = service();
    const hooks = await receiver();
    const { endpoint } = await subscribe(api, hooks.url, ['closure.started', 'disruption.started', 'wait.stale']);
    const halifax: TestSite = { key: 'qeii', name: 'QEII', city: 'Halifax', minutes: 40, at: api.clock.now() };
    poll(api, [mcbride, halifax]);
    setStatus(api, { hospital_id: 'bc_mcbridehospital', status: 'closed' });
    api.clock.advance(61 * 60_000);
    await api.get('/api/v1/waits');
    await until(() => hooks.received.length === 2);
    const linksOf = (type: string) => hooks.received.find((event) => event.type === type)?.body.links;
    expect(linksOf('closure.started')).toEqual({
      page: 'https://status.example.ca/er/bc_mcbridehospital',
      page_fr: 'https://status.example.ca/fr/er/bc_mcbridehospital',
    });
    const halifaxId = hooks.received.find((event) => event.type === 'wait.stale')?.body.data.id;
    expect(linksOf('wait.stale')).toEqual({
      page: `https://status.example.ca/er/${halifaxId}`,
      page_fr: `https://status.example.ca/fr/er/${halifaxId}`,
    });
    // What the OpenAPI document publishes of each event holds the links, and the events match it.
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    for (const event of hooks.received) {
      const schema = WEBHOOK_EVENT_SCHEMAS[event.type as WebhookEventType];
      expect(schema.required).toContain('links');
      expect(ajv.validate(schema, event.body), JSON.stringify(ajv.errors)).toBe(true);
    }
    // A test event is about no ER: it has no links.
    await send(api, 'POST', `/api/v1/webhooks/${endpoint.id}/test`);
    await until(() => hooks.received.length === 3);
    expect(hooks.received[2]?.body).not.toHaveProperty('links');
  });

  it('delivers only the event types an endpoint asked for', async () => {
    const api = service();
    const hooks = await receiver();
    await subscribe(api, hooks.url, ['disruption.started']);
    poll(api, [mcbride]);
    setStatus(api, { hospital_id: 'bc_mcbridehospital', status: 'closed' });
    setStatus(api, { hospital_id: 'bc_mcbridehospital', status: 'disruption', message: 'Reduced hours' });
    await until(() => hooks.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hooks.received.map((event) => event.type)).toEqual(['disruption.started']);
  });

  it('retries a receiver that answers 500, with the same webhook-id, and its owner sees each attempt', async () => {
    const api = service();
    const hooks = await receiver((request) => ({ status: request === 1 ? 500 : 200 }));
    const { endpoint } = await subscribe(api, hooks.url);
    poll(api, [mcbride]);
    setStatus(api, { hospital_id: 'bc_mcbridehospital', status: 'closed' });
    await until(() => hooks.received.length === 2);
    expect(hooks.received[0]?.id).toBe(hooks.received[1]?.id);
    const shown = await endpointOnceItShows(api, endpoint.id, (answer) => answer.recent_attempts.length === 2);
    expect(shown.pending).toBe(0);
    expect(
      shown.recent_attempts.map((attempt: { outcome: string; response_status: number }) => [
        attempt.outcome,
        attempt.response_status,
      ]),
    ).toEqual([
      ['delivered', 200],
      ['failed', 500],
    ]);
  });

  it('disables an endpoint once every retry has failed, and says why', async () => {
    const api = service([10, 10]);
    const hooks = await receiver(() => ({ status: 503 }));
    const { endpoint } = await subscribe(api, hooks.url);
    poll(api, [mcbride]);
    setStatus(api, { hospital_id: 'bc_mcbridehospital', status: 'closed' });
    await until(() => hooks.received.length === 3);
    const shown = await endpointOnceItShows(api, endpoint.id, (answer) => answer.status === 'disabled');
    expect(shown.disabled_reason).toContain('http_503');
    expect(shown.recent_attempts).toHaveLength(3);
  });

  it('says wait.stale when a live feed stops and wait.live when it resumes', async () => {
    const api = service();
    const hooks = await receiver();
    await subscribe(api, hooks.url, ['wait.stale', 'wait.live']);
    const halifax: TestSite = { key: 'qeii', name: 'QEII', city: 'Halifax', minutes: 40, at: api.clock.now() };
    poll(api, [halifax]);
    api.clock.advance(61 * 60_000);
    await api.get('/api/v1/waits');
    await until(() => hooks.received.length === 1);
    poll(api, [{ ...halifax, minutes: 55, at: api.clock.now() }]);
    await until(() => hooks.received.length === 2);
    expect(hooks.received.map((event) => [event.type, event.body.data.basis, event.body.occurred_at])).toEqual([
      ['wait.stale', expect.not.stringMatching(/^live$/), '2026-11-22T13:00:00Z'],
      ['wait.live', 'live', '2026-11-22T13:01:00Z'],
    ]);
  });

  it('keeps answering the API while a receiver takes its time', async () => {
    const api = service();
    const hooks = await receiver(() => 'hold');
    await subscribe(api, hooks.url);
    poll(api, [mcbride]);
    setStatus(api, { hospital_id: 'bc_mcbridehospital', status: 'closed' });
    await until(() => hooks.received.length === 1);
    // The delivery is under way and unanswered: the API answers all the same.
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.get('/api/v1/closures')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(hooks.received).toHaveLength(1);
    hooks.release();
  });
});

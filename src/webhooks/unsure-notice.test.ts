// What a webhook receiver gets from a notice the reader is unsure of: a disruption with the
// notice to read, never a closure and never a time read from the notice.
import { afterEach, expect, it } from 'vitest';
import { applyRecords } from '../ingest/apply';
import { fakeClock } from '../testing/clock';
import { type TestNotice, testNoticeFeed, testNoticePayload } from '../testing/notice-feed';
import { type TestService, testService } from '../testing/v1';
import { startReceiver } from '../testing/webhook-receiver';

let api: TestService | undefined;
let hooks: Awaited<ReturnType<typeof startReceiver>> | undefined;
afterEach(async () => {
  await api?.close();
  await hooks?.close();
  api = undefined;
  hooks = undefined;
});

const feed = testNoticeFeed();
const NOTICE = { url: 'https://health.example/notices/7', publisher: 'Test Health Authority' };
const EVENTS = ['closure.started', 'closure.updated', 'closure.ended', 'disruption.started', 'disruption.ended'];

async function until(condition: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('sends disruption.started with the notice to read and no reopening, disruption.ended when it goes, closure.updated when it becomes sure or unsure', async () => {
  api = testService({
    feeds: [{ adapter: feed, url: 'file:///unused', intervalS: 600 }],
    clock: fakeClock(),
    config: { webhookAllowPrivate: true },
  });
  const service = api;
  hooks = await startReceiver();
  const created = await service.service.fetch(
    new Request('http://er-status.test/api/v1/webhooks', {
      method: 'POST',
      headers: { 'X-API-Key': service.keys.commercial, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: hooks.url, events: EVENTS }),
    }),
  );
  expect(created.status).toBe(201);
  const nowS = Math.floor(service.clock.now() / 1000);
  const poll = (notices: TestNotice[]) => {
    const { records } = feed.parse(new TextEncoder().encode(testNoticePayload(notices)), service.clock.now());
    service.store.write(() => applyRecords(service.store, feed, records, service.clock.now()));
  };
  const publishedAt = nowS - 3600;
  poll([
    {
      name: 'Roseway Hospital',
      message: 'Emergency closed Sunday 4 until Monday 8.',
      publishedAt,
      windows: [
        {
          start: publishedAt,
          end: null,
          status: 'disruption',
          unsure: { ...NOTICE, publishedAt },
        },
      ],
    },
  ]);
  await until(() => hooks?.received.length === 1);
  service.clock.advance(60_000);
  poll([]);
  await until(() => hooks?.received.length === 2);
  // The same words read with certainty, then with doubt again: news each time.
  service.clock.advance(60_000);
  poll([
    {
      name: 'Roseway Hospital',
      message: 'Emergency closed Sunday 4 until Monday 8.',
      publishedAt,
      windows: [{ start: null, end: null, status: 'disruption' }],
    },
  ]);
  await until(() => hooks?.received.length === 3);
  poll([
    {
      name: 'Roseway Hospital',
      message: 'Emergency closed Sunday 4 until Monday 8.',
      publishedAt,
      windows: [{ start: null, end: null, status: 'disruption', unsure: { ...NOTICE, publishedAt } }],
    },
  ]);
  await until(() => hooks?.received.length === 4);
  poll([
    {
      name: 'Roseway Hospital',
      message: 'Emergency closed Sunday 4 until Monday 8.',
      publishedAt,
      windows: [{ start: null, end: null, status: 'disruption' }],
    },
  ]);
  await until(() => hooks?.received.length === 5);

  expect(hooks.received.map((event) => event.type)).toEqual([
    'disruption.started',
    'disruption.ended',
    'disruption.started',
    'closure.updated',
    'closure.updated',
  ]);
  expect(hooks.received[2]?.body.data).not.toHaveProperty('certainty');
  expect(hooks.received[3]?.body.data).toMatchObject({ status: 'disruption', certainty: 'unsure' });
  expect(hooks.received[4]?.body.data).not.toHaveProperty('certainty');
  const published = new Date(publishedAt * 1000).toISOString().replace('.000', '');
  for (const event of hooks.received.slice(0, 2)) {
    expect(event.body.data).toMatchObject({
      name: 'Roseway Hospital',
      status: 'disruption',
      message: 'Emergency closed Sunday 4 until Monday 8.',
      updated_at: published,
      expected_reopen: null,
      source: 'notice',
      certainty: 'unsure',
      notice: { url: 'https://health.example/notices/7', publisher: 'Test Health Authority', published_at: published },
    });
  }
});

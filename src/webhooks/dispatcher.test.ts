import { describe, expect, it } from 'vitest';
import { createKey } from '../service/keys';
import { openStore } from '../store/store';
import { createDispatcher } from './dispatcher';
import type { AttemptResult } from './send';

function outboxWithOneEvent() {
  const store = openStore(':memory:');
  const { prefix } = createKey(store, { tier: 'commercial', name: 'Acme' });
  store.webhooks.addEndpoint({
    id: 'we_1',
    key_digest: store.keys.byPrefix(prefix)?.digest ?? '',
    url: 'https://hooks.example.com/er',
    events: '["closure.started"]',
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    created_at: 0,
    disabled_at: null,
    disabled_reason: null,
  });
  store.webhooks.record({ id: 'evt_1', type: 'closure.started', occurredAt: 1, body: '{}' }, 0);
  return store;
}

const delivered = (): AttemptResult => ({ ok: true, status: 204, error: null, at: Date.now(), durationMs: 1 });

describe('the webhook dispatcher', () => {
  it('holds a delivery while API answers need the CPU, and sends it once they ease', async () => {
    const store = outboxWithOneEvent();
    const sent: string[] = [];
    let busy = true;
    const dispatcher = createDispatcher({
      store,
      send: async (_url, _secret, event) => {
        sent.push(event.id);
        return delivered();
      },
      apiBusy: () => busy,
      tickMs: 20,
    });
    dispatcher.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([]);
    busy = false;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toEqual(['evt_1']);
    await dispatcher.stop();
    store.close();
  });

  it('never waits more than a second for a busy API: delivery slows, it does not stop', async () => {
    const store = outboxWithOneEvent();
    const sent: string[] = [];
    const dispatcher = createDispatcher({
      store,
      send: async (_url, _secret, event) => {
        sent.push(event.id);
        return delivered();
      },
      apiBusy: () => true,
      tickMs: 20,
    });
    dispatcher.start();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sent).toEqual(['evt_1']);
    await dispatcher.stop();
    store.close();
  });
});

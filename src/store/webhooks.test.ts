import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKey } from '../service/keys';
import { engines } from '../testing/engines';
import { openStore } from './store';

const file = () => join(mkdtempSync(join(tmpdir(), 'er-outbox-')), 'er-status.db');

describe.each(engines())('the webhook outbox on $engine', ({ skip, target }) => {
  it.skipIf(skip)(
    'wants an event only when someone subscribed to it, and prunes old ones once no delivery waits',
    async () => {
      const store = openStore(await target(file));
      const { prefix } = createKey(store, { tier: 'commercial', name: 'Acme' }, 0);
      const digest = store.keys.byPrefix(prefix)?.digest ?? '';
      const event = (id: string, type: string, occurredAt: number) => ({ id, type, occurredAt, body: '{}' });
      expect(store.webhooks.wants('closure.started')).toBe(false);
      store.webhooks.addEndpoint({
        id: 'we_1',
        key_digest: digest,
        url: 'https://hooks.example.com/',
        events: '["closure.started"]',
        secret: 'whsec_x',
        created_at: 0,
        disabled_at: null,
        disabled_reason: null,
      });
      expect(store.webhooks.wants('closure.started')).toBe(true);
      expect(store.webhooks.wants('closure.ended')).toBe(false);
      store.webhooks.record(event('evt_old', 'closure.started', 100), 0);
      // Not fanned out yet: nothing is due, and nothing is pruned.
      expect(store.webhooks.due(1000, 10)).toEqual([]);
      expect(store.webhooks.prune(200)).toBe(0);
      expect(store.webhooks.fanOut(1000)).toBe(1);
      const [due] = store.webhooks.due(1000, 10);
      expect(due?.event_id).toBe('evt_old');
      // Pending: kept, however old.
      expect(store.webhooks.prune(200)).toBe(0);
      store.webhooks.settle([
        {
          delivery: due as NonNullable<typeof due>,
          attempt: {
            endpoint_id: 'we_1',
            event_id: 'evt_old',
            event_type: 'closure.started',
            at: 1000,
            outcome: 'delivered',
            response_status: 204,
            error: null,
            duration_ms: 3,
          },
          retryAt: null,
        },
      ]);
      expect(store.webhooks.prune(50)).toBe(0);
      expect(store.webhooks.prune(200)).toBe(1);
      store.close();
    },
  );
});

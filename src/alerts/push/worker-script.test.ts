// The service worker as a browser runs it, its events given by hand: a push shows the
// notification the server sent, a click opens the ER's page, a dropped subscription is deleted.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { WORKER_SCRIPT } from './worker-script';

type Listener = (event: Record<string, unknown>) => void;

function worker() {
  const listeners = new Map<string, Listener>();
  const shown: unknown[][] = [];
  const opened: string[] = [];
  const posted: { url: string; init: { body: string } }[] = [];
  const waited: Promise<unknown>[] = [];
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: async (...args: unknown[]) => shown.push(args) },
    clients: { openWindow: async (url: string) => opened.push(url) },
  };
  const fetch = async (url: string, init: { body: string }) => posted.push({ url, init });
  runInNewContext(WORKER_SCRIPT, { self, fetch });
  const fire = async (type: string, event: Record<string, unknown>) => {
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waited.push(p) });
    await Promise.all(waited);
  };
  return { fire, shown, opened, posted };
}

describe('the alerts service worker', () => {
  it('shows the notification it is sent and opens the ER’s page on a click', async () => {
    const sw = worker();
    const message = {
      title: 'Fermée : Hôpital de Gaspé',
      body: 'Depuis…',
      lang: 'fr',
      tag: 'er:qc_gaspe',
      url: 'https://er.example/fr/er/qc_gaspe',
    };
    await sw.fire('push', { data: { json: () => message } });
    expect(sw.shown).toEqual([
      ['Fermée : Hôpital de Gaspé', { body: 'Depuis…', lang: 'fr', tag: 'er:qc_gaspe', data: { url: message.url } }],
    ]);
    let closed = false;
    await sw.fire('notificationclick', { notification: { data: { url: message.url }, close: () => (closed = true) } });
    expect(closed).toBe(true);
    expect(sw.opened).toEqual([message.url]);
  });

  it('shows nothing for a push it cannot read', async () => {
    const sw = worker();
    await sw.fire('push', { data: { json: () => JSON.parse('not json') } });
    await sw.fire('push', { data: null });
    expect(sw.shown).toEqual([]);
  });

  it('asks the server to delete a subscription the browser dropped', async () => {
    const sw = worker();
    await sw.fire('pushsubscriptionchange', { oldSubscription: { endpoint: 'https://push.example/abc' } });
    expect(sw.posted.map((p) => [p.url, JSON.parse(p.init.body)])).toEqual([
      ['/subscriptions/push/delete', { endpoint: 'https://push.example/abc' }],
    ]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { tempDist } from '../testing/dist-fixture';
import { startReceiver } from '../testing/webhook-receiver';
import { type BuiltServer, buildServer } from './build-server';
import { readConfig } from './config';

let built: BuiltServer | null = null;
afterEach(async () => {
  await built?.close();
  built = null;
});

function server(env: Record<string, string>): BuiltServer {
  built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist(), PORT: '8123', ...env }), () => {});
  return built;
}

/** Every absolute URL a feed reader is given: the channel's link (the closures page) and each item's. */
async function feedLinks(app: BuiltServer['app'], url: string, headers: Record<string, string> = {}) {
  const feed = await app.request(url, { headers });
  expect(feed.status).toBe(200);
  const xml = await feed.text();
  return { links: [...xml.matchAll(/<link>([^<]*)<\/link>/g)].map((m) => m[1] as string), xml, feed };
}

const licensing = async (app: BuiltServer['app'], key: string, url: string, headers: Record<string, string> = {}) => {
  const answer = await app.request(url, { headers: { 'X-API-Key': key, ...headers } });
  expect(answer.status).toBe(403);
  return (await answer.json()).licensing;
};

const FORWARDED = { 'X-Forwarded-Host': 'status.example.ca', 'X-Forwarded-Proto': 'https' };

describe('absolute URLs never come from the Host header', () => {
  it('without ER_PUBLIC_URL, point at the configured host and port whatever Host a request names', async () => {
    const { app, v1 } = server({});
    const { links, xml } = await feedLinks(app, 'http://evil.example/feed.xml?lang=en', { Host: 'evil.example' });
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link.startsWith('http://127.0.0.1:8123/')).toBe(true);
    expect(xml).not.toContain('evil.example');
    const free = v1?.service.createKey({ tier: 'free', name: 'reader' }).key ?? '';
    expect(await licensing(app, free, 'http://evil.example/api/v1/waits')).toBe('http://127.0.0.1:8123/#licensing');
  });

  it('with ER_PUBLIC_URL, point there, even behind a trusted proxy that forwards another host', async () => {
    const { app, v1 } = server({ ER_PUBLIC_URL: 'https://er.example.ca', ER_TRUST_PROXY: '1' });
    const { links, feed } = await feedLinks(app, 'http://evil.example/feed.xml?lang=fr', FORWARDED);
    for (const link of links) expect(link.startsWith('https://er.example.ca/')).toBe(true);
    expect(feed.headers.get('Vary')).toBeNull();
    const free = v1?.service.createKey({ tier: 'free', name: 'reader' }).key ?? '';
    expect(await licensing(app, free, 'http://evil.example/api/v1/history', FORWARDED)).toBe(
      'https://er.example.ca/#licensing',
    );
  });

  it('takes the forwarded host only from a trusted proxy (ER_TRUST_PROXY=1), and only a plain host', async () => {
    const untrusted = server({});
    const ignored = await feedLinks(untrusted.app, 'http://evil.example/feed.xml?lang=en', FORWARDED);
    expect(ignored.links[0]).toBe('http://127.0.0.1:8123/closures');
    await untrusted.close();

    const { app, v1 } = server({ ER_TRUST_PROXY: '1' });
    const { links, feed } = await feedLinks(app, 'http://10.0.0.5:8123/feed.xml?lang=en', FORWARDED);
    expect(links[0]).toBe('https://status.example.ca/closures');
    for (const link of links) expect(link.startsWith('https://status.example.ca/')).toBe(true);
    expect(feed.headers.get('Vary')).toBe('X-Forwarded-Host, X-Forwarded-Proto');
    const free = v1?.service.createKey({ tier: 'free', name: 'reader' }).key ?? '';
    expect(await licensing(app, free, 'http://10.0.0.5:8123/api/v1/waits', FORWARDED)).toBe(
      'https://status.example.ca/#licensing',
    );
    for (const bogus of ['evil.example/path', 'user@evil.example', 'evil.example?x', '']) {
      const fallback = await feedLinks(app, 'http://evil.example/feed.xml?lang=en', { 'X-Forwarded-Host': bogus });
      expect(fallback.links[0]).toBe('http://127.0.0.1:8123/closures');
    }
  });

  it('name a specific configured address as it is, and localhost for a wildcard one', async () => {
    const specific = server({ HOST: '192.0.2.10' });
    expect((await feedLinks(specific.app, 'http://evil.example/feed.xml?lang=en')).links[0]).toBe(
      'http://192.0.2.10:8123/closures',
    );
    await specific.close();
    const wildcard = server({ HOST: '0.0.0.0' });
    expect((await feedLinks(wildcard.app, 'http://evil.example/feed.xml?lang=en')).links[0]).toBe(
      'http://localhost:8123/closures',
    );
  });

  it('link webhook events to the ER’s page under ER_PUBLIC_URL, whatever host the subscription came by', async () => {
    const hooks = await startReceiver();
    try {
      const { app, v1 } = server({ ER_PUBLIC_URL: 'https://er.example.ca', ER_WEBHOOK_ALLOW_PRIVATE: '1' });
      if (!v1) throw new Error('service mode expected');
      const key = v1.service.createKey({ tier: 'commercial', name: 'Newsroom' }).key;
      const subscribed = await app.request('http://evil.example/api/v1/webhooks', {
        method: 'POST',
        headers: { 'X-API-Key': key, 'Content-Type': 'application/json', Host: 'evil.example' },
        body: JSON.stringify({ url: hooks.url, events: ['closure.started'] }),
      });
      expect(subscribed.status).toBe(201);
      const [er] = v1.store.hospitals.all();
      const nowS = Math.floor(Date.now() / 1000);
      const status = { hospital_id: er?.id ?? '', message: null, updated_at: nowS, expected_reopen: null };
      // Open first, whatever the sample says of it, so that closing it starts a closure.
      v1.store.write(() => v1.store.statuses.set({ ...status, status: 'open' }, nowS));
      v1.store.write(() => v1.store.statuses.set({ ...status, status: 'closed', updated_at: nowS + 1 }, nowS + 1));
      for (let waited = 0; hooks.received.length === 0 && waited < 5000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(hooks.received[0]?.body.links).toEqual({
        page: `https://er.example.ca/er/${er?.id}`,
        page_fr: `https://er.example.ca/fr/er/${er?.id}`,
      });
    } finally {
      await hooks.close();
    }
  });
});

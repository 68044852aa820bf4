// /feed.xml?er=<id>: the feed of one ER (its closure and its reopening), from the same cached
// answer and the same per-client budget as the whole feed; an id no ER has is a coded 404.
import { parseDocument } from 'htmlparser2';
import { afterEach, expect, it } from 'vitest';
import type { Store } from '../store/store';
import { tempDist } from '../testing/dist-fixture';
import { type BuiltServer, buildServer } from './build-server';
import { readConfig } from './config';

let built: BuiltServer | undefined;
afterEach(async () => {
  await built?.close();
  built = undefined;
});

function start(env: Record<string, string> = {}) {
  built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist(), ...env }), () => {});
  const store = built.v1?.store;
  if (!store) throw new Error('service mode has a store');
  return { app: built.app, store };
}

function close(store: Store, id: string, message: string, at: number) {
  store.write(() =>
    store.statuses.set(
      { hospital_id: id, status: 'closed', message, updated_at: at, expected_reopen: null, source: 'desk' },
      at,
    ),
  );
}

/** The channel's title and link, and each item's title. */
function read(xml: string) {
  const document = parseDocument(xml, { xmlMode: true });
  const text = (node: unknown): string => {
    const n = node as { data?: string; children?: unknown[] };
    return typeof n.data === 'string' ? n.data : (n.children ?? []).map(text).join('');
  };
  const elements = (node: unknown, name: string): unknown[] => {
    const n = node as { name?: string; children?: unknown[] };
    return [...(n.name === name ? [n] : []), ...(n.children ?? []).flatMap((child) => elements(child, name))];
  };
  const channel = elements(document, 'channel')[0] as { children: unknown[] };
  const own = (name: string) => text(channel.children.find((c) => (c as { name?: string }).name === name));
  return {
    title: own('title'),
    link: own('link'),
    items: elements(document, 'item').map((item) => text(elements(item, 'title')[0])),
  };
}

it('lists one ER’s closure alone, titled with its name and linked to its page', async () => {
  const { app, store } = start();
  const [er, other] = store.hospitals.all().filter((h) => h.province === 'NS');
  if (!er || !other) throw new Error('the sample has two ERs in Nova Scotia');
  const now = Math.floor(Date.now() / 1000);
  close(store, er.id, 'No physician tonight.', now);
  close(store, other.id, 'Staffing.', now);

  const whole = read(await (await app.request('/feed.xml?province=NS')).text());
  expect(whole.items.some((title) => title.includes(other.name))).toBe(true);

  const response = await app.request(`/feed.xml?er=${encodeURIComponent(er.id)}&lang=fr`);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
  const feed = read(await response.text());
  expect(feed.title).toContain(`Fermetures et perturbations des urgences — ${er.name} (${er.city})`);
  expect(feed.link.endsWith(`/fr/er/${encodeURIComponent(er.id)}`)).toBe(true);
  expect(feed.items).toEqual([`Fermée\u00a0: ${er.name} (${er.city}, NS)`]);
});

it('tells of the ER’s reopening in its own feed, and not in another ER’s', async () => {
  const { app, store } = start();
  const [er, other] = store.hospitals.all().filter((h) => h.province === 'NS');
  if (!er || !other) throw new Error('the sample has two ERs in Nova Scotia');
  const now = Math.floor(Date.now() / 1000);
  close(store, er.id, 'No physician tonight.', now - 600);
  store.write(() =>
    store.statuses.set(
      { hospital_id: er.id, status: 'open', message: null, updated_at: now, expected_reopen: null, source: 'desk' },
      now,
    ),
  );
  const own = read(await (await app.request(`/feed.xml?er=${encodeURIComponent(er.id)}`)).text());
  expect(own.items).toEqual([`Reopened: ${er.name} (${er.city}, NS)`]);
  const others = read(await (await app.request(`/feed.xml?er=${encodeURIComponent(other.id)}`)).text());
  expect(others.items).toEqual([]);
});

it('answers an id no ER has with a coded 404 in the feed’s language', async () => {
  const { app } = start();
  const en = await app.request('/feed.xml?er=ns_nosuchplace');
  expect(en.status).toBe(404);
  expect(await en.json()).toEqual({
    error: 'not_found',
    message: 'No ER has this id here. Take the id from the ER’s page or from /embed/api/hospitals.',
  });
  const fr = await app.request('/feed.xml?er=ns_nosuchplace&lang=fr');
  expect((await fr.json()).message).toContain('Aucune urgence n’a cet identifiant ici.');
});

it('spends the client’s one budget shared with the whole feed and /embed/api', async () => {
  const { app, store } = start({ ER_EMBED_RATE: '2' });
  const er = store.hospitals.all()[0];
  if (!er) throw new Error('the sample has ERs');
  const statuses = [];
  for (const path of [`/feed.xml?er=${encodeURIComponent(er.id)}`, '/embed/api/closures', `/feed.xml?er=${er.id}`]) {
    statuses.push((await app.request(path)).status);
  }
  expect(statuses).toEqual([200, 200, 429]);
});

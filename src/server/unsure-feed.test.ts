// The server's own /feed.xml and /embed/api/closures for an ER whose status stands on a notice
// the reader is unsure of: through the in-process proxy, the notice's link, publisher and date
// reach the widget's answer and the feed reader, in English and French.
import { parseDocument } from 'htmlparser2';
import { afterEach, expect, it } from 'vitest';
import { tempDist } from '../testing/dist-fixture';
import { type BuiltServer, buildServer } from './build-server';
import { readConfig } from './config';

let built: BuiltServer | undefined;
afterEach(async () => {
  await built?.close();
  built = undefined;
});

const NOTICE_URL = 'https://health.example/notices/7';

it('shows the notice to read, who published it and when, and never a reopening time', async () => {
  built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist() }), () => {});
  const { app, v1 } = built;
  const store = v1?.store;
  if (!store) throw new Error('service mode has a store');
  const er = store.hospitals.all().find((hospital) => hospital.province === 'NS');
  if (!er) throw new Error('the sample has an ER in Nova Scotia');
  const now = Math.floor(Date.now() / 1000);
  const published = now - 3600;
  store.write(() =>
    store.statuses.set(
      {
        hospital_id: er.id,
        status: 'disruption',
        message: 'L’urgence sera fermée vendredi soir.',
        updated_at: now,
        expected_reopen: null,
        source: 'notice:ns',
        certainty: 'unsure',
        notice_url: NOTICE_URL,
        notice_publisher: 'Nova Scotia Health',
        notice_published_at: published,
      },
      now,
    ),
  );

  const widget = await (await app.request('/embed/api/closures?province=NS')).json();
  const row = widget.closures.find((closure: { id: string }) => closure.id === er.id);
  expect(row).toMatchObject({
    status: 'disruption',
    certainty: 'unsure',
    notice: { url: NOTICE_URL, publisher: 'Nova Scotia Health' },
  });

  const xml = await (await app.request('/feed.xml?province=NS&lang=fr')).text();
  const item = parseDocument(xml, { xmlMode: true })
    .children.flatMap((node) => ('children' in node ? node.children : []))
    .flatMap((node) => ('children' in node ? node.children : []))
    .find((node) => 'name' in node && node.name === 'item' && JSON.stringify(textOf(node)).includes(er.name));
  const description = parseDocument(textOf(findChild(item, 'description')));
  const text = textOf(description);
  expect(text).toContain('L’urgence sera fermée vendredi soir. — Publié par Nova Scotia Health,');
  expect(text).toContain('Heures non confirmées — lisez l’avis');
  expect(text).not.toContain('Heure de réouverture');
  const anchor = description.children.find((node) => 'name' in node && node.name === 'a');
  expect(anchor && 'attribs' in anchor ? anchor.attribs.href : null).toBe(NOTICE_URL);
});

// biome-ignore lint/suspicious/noExplicitAny: a parsed node of either tree
function findChild(node: any, name: string): any {
  return (node?.children ?? []).find((child: { name?: string }) => child.name === name);
}

// biome-ignore lint/suspicious/noExplicitAny: a parsed node of either tree
function textOf(node: any): string {
  if (!node) return '';
  if (typeof node.data === 'string') return node.data;
  return (node.children ?? []).map(textOf).join('');
}

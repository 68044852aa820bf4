// A notice the reader is unsure of, end to end: a publisher's page (Vitalité's RSS, in English
// and in French) → the real interpreter → the store → /api/v1/closures and /api/v1/waits → the
// proxy's closures → RSS. The public sees the notice's words, who published it and when, a link
// to it, and never its times as fact; a notice read with certainty is shown as before.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { afterEach, describe, expect, it } from 'vitest';
import type { Closure, ClosuresResponse } from '../contract/resources';
import { deskStatements } from '../desk/statements';
import { ENDPOINTS } from '../proxy/endpoints';
import { renderFeed } from '../proxy/feed';
import { fakeClock } from '../testing/clock';
import { startFeedServer } from '../testing/feed-server';
import { type TestService, testService } from '../testing/v1';
import { feedById } from './feeds';
import { createIngest } from './runtime';

const ENGLISH = {
  title: 'Grand Falls General Hospital emergency department',
  words: 'The emergency department at Grand Falls General Hospital will be closed overnight on Friday.',
  link: 'https://vitalitenb.ca/en/news/grand-falls-emergency-department',
  pubDate: 'Wed, 05 Mar 2025 09:00:00 AST',
  published: '2025-03-05T13:00:00Z',
};
const FRENCH = {
  title: 'Hôpital de Lamèque : urgence',
  words: 'L’urgence de l’Hôpital de Lamèque sera fermée vendredi soir.',
  link: '/fr/nouvelles/hopital-de-lameque-urgence',
  pubDate: 'Thu, 06 Mar 2025 10:30:00 AST',
  published: '2025-03-06T14:30:00Z',
};
// Read with certainty: closed from 8 p.m. March 7 to 8 a.m. March 8, Atlantic time.
const SURE = {
  title: 'Sackville Memorial Hospital emergency department',
  words:
    'The emergency department at Sackville Memorial Hospital will be closed from 8 p.m. on March 7 until 8 a.m. on March 8.',
  link: 'https://vitalitenb.ca/en/news/sackville-emergency-department',
  pubDate: 'Wed, 05 Mar 2025 11:00:00 AST',
};
// Inside Sackville's closure: every notice stands.
const NOW = '2025-03-08T02:00:00Z';

const rss = (notices: (typeof SURE)[]) =>
  `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>Public notices</title><language>en-gb</language>
${notices
  .map(
    (notice) => `<item><title>${notice.title}</title><link>${notice.link}</link>
<description><![CDATA[<p>${notice.words}</p>]]></description><pubDate>${notice.pubDate}</pubDate></item>`,
  )
  .join('\n')}
</channel></rss>`;

let api: TestService | undefined;
let server: Awaited<ReturnType<typeof startFeedServer>> | undefined;
afterEach(async () => {
  await api?.close();
  await server?.close();
  api = undefined;
  server = undefined;
});

const adapter = feedById('nb-vitalite');
if (!adapter) throw new Error('nb-vitalite is not registered');

/** A service on `db` polling Vitalité's page once at NOW (`page`: none, no poll). */
async function serviceWith(db: string, page: (typeof SURE)[] | null) {
  server ??= await startFeedServer({ kind: 'payload', body: '', contentType: 'application/rss+xml' });
  const feeds = [{ adapter: adapter as NonNullable<typeof adapter>, url: server.url, intervalS: 600 }];
  api = testService({ feeds, db, clock: fakeClock(Date.parse(NOW)) });
  if (page) {
    server.set({ kind: 'payload', body: rss(page), contentType: 'application/rss+xml' });
    const ingest = createIngest({ feeds, store: api.store, log: () => {}, now: api.clock.now });
    expect((await ingest.pollNow('nb-vitalite')).last_error).toBeNull();
    await ingest.stop();
  }
  return api;
}

const byName = (rows: Closure[], name: string) => rows.find((row) => row.name === name);

/** /feed.xml's items as a feed reader shows them: the description's XML decoded, then its HTML. */
function feedItems(closures: unknown, lang: 'en' | 'fr') {
  const decoded = ENDPOINTS.closures.decode(closures);
  if (!decoded.ok) throw new Error(decoded.error.message);
  const xml = renderFeed({
    answer: { source: 'live', snapshotAt: null, fetchedAt: Date.parse(NOW), payload: decoded.value },
    stale: false,
    province: 'NB',
    lang,
    siteUrl: 'https://er.example/',
    pages: true,
    reopenings: [],
  });
  const feed = parseDocument(xml, { xmlMode: true });
  return feed.children
    .flatMap((node) => ('children' in node ? node.children : []))
    .flatMap((node) => ('children' in node ? node.children : []))
    .filter((node) => 'name' in node && node.name === 'item')
    .map((item) => {
      const field = (name: string) =>
        ('children' in item ? item.children : []).find((node) => 'name' in node && node.name === name);
      const html = parseDocument(textOf(field('description')));
      const anchors = html.children.filter((node) => 'name' in node && node.name === 'a');
      return {
        title: textOf(field('title')),
        text: textOf(html),
        links: anchors.map((anchor) => ('attribs' in anchor ? anchor.attribs.href : null)),
        elements: html.children.filter((node) => 'name' in node).map((node) => ('name' in node ? node.name : '')),
      };
    });
}

// biome-ignore lint/suspicious/noExplicitAny: a parsed node of either tree
function textOf(node: any): string {
  if (!node) return '';
  if (typeof node.data === 'string') return node.data;
  return (node.children ?? []).map(textOf).join('');
}

describe('a notice the reader is unsure of, from a publisher’s page to what the public sees', () => {
  it('is one disruption from its publication with no end, its words, and the notice to read, in English and French', async () => {
    const service = await serviceWith(':memory:', [ENGLISH, FRENCH, SURE]);
    const answer = await service.get('/api/v1/closures?province=NB');
    expect(answer.status).toBe(200);
    const { closures, scheduled } = answer.json as ClosuresResponse & { scheduled: unknown[] };

    expect(byName(closures, 'Grand Falls General Hospital')).toMatchObject({
      status: 'disruption',
      message: `${ENGLISH.title} — ${ENGLISH.words}`,
      updated_at: ENGLISH.published,
      expected_reopen: null,
      source: 'notice',
      source_id: 'nb-vitalite',
      certainty: 'unsure',
      notice: { url: ENGLISH.link, publisher: 'Vitalité Health Network', published_at: ENGLISH.published },
    });
    expect(byName(closures, 'Hôpital de Lamèque')).toMatchObject({
      status: 'disruption',
      message: `${FRENCH.title} — ${FRENCH.words}`,
      updated_at: FRENCH.published,
      expected_reopen: null,
      certainty: 'unsure',
      notice: { url: `https://vitalitenb.ca${FRENCH.link}`, publisher: 'Vitalité Health Network' },
    });
    // Read with certainty: closed with its reopening, as before, and nothing more.
    const sure = byName(closures, 'Sackville Memorial Hospital');
    expect(sure).toMatchObject({ status: 'closed', expected_reopen: '2025-03-08T12:00:00Z', source: 'notice' });
    expect(sure).not.toHaveProperty('certainty');
    expect(sure).not.toHaveProperty('notice');
    expect(scheduled).toEqual([]);
    // Ordered by the updated_at shown: an unsure notice's is its publication, not when it was read.
    expect(closures.map((row) => row.name)).toEqual([
      'Sackville Memorial Hospital',
      'Hôpital de Lamèque',
      'Grand Falls General Hospital',
    ]);

    const waits = (await service.get('/api/v1/waits?province=NB')).json.hospitals as Record<string, unknown>[];
    expect(waits.find((row) => row.name === 'Grand Falls General Hospital')).toMatchObject({
      status: 'disruption',
      certainty: 'unsure',
      notice: { url: ENGLISH.link, publisher: 'Vitalité Health Network', published_at: ENGLISH.published },
    });
    const sureWait = waits.find((row) => row.name === 'Sackville Memorial Hospital');
    expect(sureWait).toMatchObject({ status: 'closed', basis: 'closed' });
    expect(sureWait).not.toHaveProperty('certainty');
  });

  it('says in RSS whose words they are, when they were published, and links to the notice; in French too', async () => {
    const service = await serviceWith(':memory:', [ENGLISH, FRENCH, SURE]);
    const closures = (await service.get('/api/v1/closures?province=NB')).json;

    const english = feedItems(closures, 'en');
    const grandFalls = english.find((item) => item.title.includes('Grand Falls'));
    expect(grandFalls?.text).toBe(
      `${ENGLISH.title} — ${ENGLISH.words} — Published by Vitalité Health Network, Wednesday, March 5 at 9:00 a.m. AST. — Times not confirmed — read the notice`,
    );
    expect(grandFalls?.links).toEqual([ENGLISH.link]);
    // Only the link is an element: the notice's words stay words.
    expect(grandFalls?.elements).toEqual(['a']);
    const sackville = english.find((item) => item.title.includes('Sackville'));
    expect(sackville?.text).not.toContain('Times not confirmed');
    expect(sackville?.text).toContain('Expected to reopen');

    const lameque = feedItems(closures, 'fr').find((item) => item.title.includes('Lamèque'));
    expect(lameque?.text).toContain(FRENCH.words);
    expect(lameque?.text).toContain('Publié par Vitalité Health Network, jeudi 6 mars');
    expect(lameque?.text).toContain('Heures non confirmées — lisez l’avis');
    expect(lameque?.text).not.toContain('Réouverture');
    expect(lameque?.links).toEqual([`https://vitalitenb.ca${FRENCH.link}`]);
  });

  it('gives way to a desk statement about the ER, which carries neither field', async () => {
    const service = await serviceWith(':memory:', [ENGLISH]);
    const row = byName(
      (await service.get('/api/v1/closures?province=NB')).json.closures,
      'Grand Falls General Hospital',
    );
    expect(row).toMatchObject({ status: 'disruption', certainty: 'unsure' });
    const statements = deskStatements(service.store);
    service.store.write(() =>
      statements.publish(
        {
          hospitalId: row?.id as string,
          status: 'open',
          messageEn: 'Open as usual: the notice was about the clinic.',
          messageFr: 'Ouverte comme d’habitude : l’avis portait sur la clinique.',
          expectedReopen: null,
        },
        Math.floor(service.clock.now() / 1000),
      ),
    );
    const waits = (await service.get('/api/v1/waits?province=NB')).json.hospitals as Record<string, unknown>[];
    const grandFalls = waits.find((wait) => wait.id === row?.id);
    expect(grandFalls).toMatchObject({ status: 'open', source: 'desk' });
    expect(grandFalls).not.toHaveProperty('certainty');
    expect(grandFalls).not.toHaveProperty('notice');
  });

  it('stands after a restart, and goes when the page no longer lists it', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'er-unsure-')), 'er.db');
    await (await serviceWith(db, [ENGLISH, SURE])).close();
    const restarted = await serviceWith(db, null);
    const kept = byName(
      (await restarted.get('/api/v1/closures?province=NB')).json.closures,
      'Grand Falls General Hospital',
    );
    expect(kept).toMatchObject({ status: 'disruption', certainty: 'unsure', notice: { url: ENGLISH.link } });
    await restarted.close();

    const withdrawn = await serviceWith(db, [SURE]);
    const closures = (await withdrawn.get('/api/v1/closures?province=NB')).json.closures as Closure[];
    expect(byName(closures, 'Grand Falls General Hospital')).toBeUndefined();
    const waits = (await withdrawn.get('/api/v1/waits?province=NB')).json.hospitals as Record<string, unknown>[];
    const grandFalls = waits.find((row) => row.name === 'Grand Falls General Hospital');
    expect(grandFalls?.status).toBe('open');
    expect(grandFalls).not.toHaveProperty('certainty');
  });
});

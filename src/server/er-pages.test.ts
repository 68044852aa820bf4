import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deskStatements } from '../desk/statements';
import { tempDist } from '../testing/dist-fixture';
import { type BuiltServer, buildServer } from './build-server';
import { readConfig } from './config';

let built: BuiltServer;
let openEr: string;
let otherEr: string;

beforeEach(() => {
  built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist() }), () => {});
  const store = built.v1?.store;
  if (!store) throw new Error('service mode has a store');
  const open = store.statuses
    .all()
    .filter((status) => status.status === 'open')
    .map((status) => status.hospital_id)
    .filter((id) => id.startsWith('ns_'));
  [openEr = '', otherEr = ''] = open;
});

afterEach(() => built.close());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await built.app.request(path, { headers });
  return { response, html: await response.text() };
};

/** The text a person reads: tags dropped, entities of apostrophes turned back. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#39;', "'")
    .replace(/\s+/g, ' ');

/** The hours of unplanned closures of the first (latest) month in the page's month table. */
const unplannedThisMonth = (html: string) =>
  Number(
    /<tbody><tr><th scope="row">[^<]+<\/th><td>([\d.]+)<\/td>/.exec(
      html.slice(html.indexOf('Hours closed per month')),
    )?.[1],
  );

function desk(status: 'open' | 'closed', at: number, reopen: number | null = null) {
  const store = built.v1?.store;
  if (!store) throw new Error('service mode has a store');
  store.write(() =>
    deskStatements(store).publish(
      {
        hospitalId: openEr,
        status,
        messageEn: status === 'closed' ? 'Closed: no physician tonight.' : null,
        messageFr: status === 'closed' ? 'Fermée : aucun médecin ce soir.' : null,
        expectedReopen: reopen,
      },
      at,
      'Nova Scotia Health',
    ),
  );
}

describe("an ER's page", () => {
  it('says a desk closure now, who confirmed it and when, until when, in English and in French', async () => {
    const now = Math.floor(Date.now() / 1000);
    desk('closed', now, now + 6 * 3600);
    const en = await page(`/er/${openEr}`);
    expect(en.response.status).toBe(200);
    expect(en.response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const said = words(en.html);
    expect(said).toContain('Now Closed Since');
    expect(said).toContain('Expected to reopen');
    expect(said).toContain('Closed: no physician tonight.');
    expect(said).toContain('Confirmed by Nova Scotia Health, less than a minute ago');
    expect(said).toContain('In an emergency, call 911.');
    expect(said).toContain('call Nova Scotia’s health line at 811');

    const fr = await page(`/fr/er/${openEr}`);
    const dit = words(fr.html);
    expect(fr.html).toContain('<html lang="fr">');
    expect(dit).toContain('Maintenant Fermée Depuis le');
    expect(dit).toContain('Réouverture prévue le');
    expect(dit).toContain('Fermée : aucun médecin ce soir.');
    expect(dit).toContain('Confirmé par Nova Scotia Health, il y a moins d’une minute');
    expect(dit).toContain('En cas d’urgence, composez le 911.');
  });

  it('says open after the reopening, with the closure in its history, its day table and its CSV', async () => {
    const now = Math.floor(Date.now() / 1000);
    const before = unplannedThisMonth((await page(`/er/${openEr}`)).html);
    desk('closed', now - 2 * 3600);
    desk('open', now - 3600);
    const { html } = await page(`/er/${openEr}`);
    const said = words(html);
    expect(said).toContain('Now Open Since');
    expect(said).toMatch(/Day by day Date Status Hours closed [^\d]+\d+, \d{4} Partly closed/);
    expect(unplannedThisMonth(html)).toBeCloseTo(before + 1, 5);

    const csv = await page(`/er/${openEr}/history.csv`);
    expect(csv.response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.response.headers.get('Content-Disposition')).toBe(`attachment; filename="er-status-${openEr}.csv"`);
    const rows = csv.html.trim().split('\r\n');
    expect(rows[0]).toBe('er_id,er_name,province,start_utc,end_utc,start_local,end_local,kind,category,source,message');
    const start = new Date((now - 2 * 3600) * 1000).toISOString().slice(0, 19);
    const end = new Date((now - 3600) * 1000).toISOString().slice(0, 19);
    expect(rows.filter((row) => row.includes(',desk,'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${openEr},[^,]+,NS,${start}Z,${end}Z,\\d{4}-\\d\\d-\\d\\dT[\\d:]+-0[34]:00,\\d{4}-\\d\\d-\\d\\dT[\\d:]+-0[34]:00,closed,unplanned,desk,Closed: no physician tonight\\.$`,
        ),
      ),
    ]);
    const json = JSON.parse((await page(`/er/${openEr}/history.json`)).html);
    expect(json.closures.filter((row: { source: string }) => row.source === 'desk')).toEqual([
      expect.objectContaining({ er_id: openEr, kind: 'closed', category: 'unplanned', end_utc: `${end}Z` }),
    ]);
  });

  it('answers 304 to a client holding the same page, and the new page once its ER changed', async () => {
    const other = (await page(`/er/${otherEr}`)).response.headers.get('ETag') ?? '';
    const mine = (await page(`/er/${openEr}`)).response.headers.get('ETag') ?? '';
    expect((await page(`/er/${otherEr}`, { 'If-None-Match': other })).response.status).toBe(304);
    desk('closed', Math.floor(Date.now() / 1000));
    const changed = await page(`/er/${openEr}`, { 'If-None-Match': mine });
    expect(changed.response.status).toBe(200);
    expect(words(changed.html)).toContain('Now Closed');
    expect((await page(`/er/${otherEr}`, { 'If-None-Match': other })).response.status).toBe(304);
  });

  it('answers an unknown id with a page that says so, in the language of the address', async () => {
    const en = await page('/er/ns_nosuchhospital');
    expect(en.response.status).toBe(404);
    expect(words(en.html)).toContain('No such emergency room');
    expect((await page(`/er/${openEr.toUpperCase()}`)).response.status).toBe(200);
    const fr = await page('/fr/er/ns_nosuchhospital');
    expect(fr.response.status).toBe(404);
    expect(fr.html).toContain('<html lang="fr">');
    expect(words(fr.html)).toContain('Urgence introuvable');
  });

  it('says on every page that the sample is invented, its history too', async () => {
    for (const path of [`/er/${openEr}`, `/fr/er/${openEr}`, '/closures/ns', '/fr/closures', '/closures']) {
      const { html } = await page(path);
      expect(html, path).toMatch(
        /Sample data: this page shows invented statuses and an invented history|Données d’exemple : cette page montre des états et un historique inventés/,
      );
    }
  });
  it('shows the sample’s ninety invented days, each invented closure saying so, and what the sample says now unchanged', async () => {
    const csv = (await page('/closures/history.csv')).html.trim().split('\r\n').slice(1);
    const invented = csv.filter((row) => row.includes('(invented sample history)'));
    expect(invented.length).toBeGreaterThan(50);
    const oldest = Math.min(...invented.map((row) => Date.parse(row.split(',')[3] ?? '')));
    expect(Date.now() - oldest).toBeGreaterThan(80 * 86_400_000);
    const newestEnd = Math.max(...invented.map((row) => Date.parse(row.split(',')[4] ?? '')));
    expect(Date.now() - newestEnd).toBeGreaterThan(7 * 86_400_000);
    expect(invented.every((row) => row.split(',')[9] === 'sample')).toBe(true);
    // Every ER the sample says is open now has no closure lasting from the invented past.
    const { html } = await page(`/er/${openEr}`);
    expect(words(html)).toContain('Now Open Since');
  });
});

describe("a province's page", () => {
  it('lists its closed ERs first, each linked to its page, with its 90 days, then every ER by name', async () => {
    desk('closed', Math.floor(Date.now() / 1000));
    const { response, html } = await page('/closures/ns');
    expect(response.status).toBe(200);
    const now = html.slice(html.indexOf('Closed or disrupted now'), html.indexOf('Every ER, by name'));
    const rows = [...now.matchAll(/<tr><th scope="row"><a href="\/er\/([^"]+)">[\s\S]*?<td class="status-(\w+)">/g)];
    expect(rows.find((row) => row[1] === openEr)?.[2]).toBe('closed');
    expect(new Set(rows.map((row) => row[2]))).not.toContain('open');
    // Each row's bar is for the eye; its days are in words beside it.
    const closedRow = new RegExp(`href="/er/${openEr}">[\\s\\S]*?</tr>`).exec(now)?.[0] ?? '';
    expect(closedRow).toMatch(/<svg class="day-bar"[^>]* aria-hidden="true">/);
    expect(words(closedRow)).toMatch(/\d+ × Partly closed/);
    const ns = built.v1?.store.hospitals.all().filter((hospital) => hospital.province === 'NS') ?? [];
    expect(words(html)).toContain(`All ${ns.length} ERs.`);
    expect(words(html)).toContain('Hours closed per month');
    expect(words(html)).toMatch(/History since \w+ \d+, \d{4}: the first status this server recorded of these ERs\./);
    const fr = await page('/fr/closures/NS');
    expect(words(fr.html)).toContain('Urgences : Nouvelle-Écosse');
    expect(words(fr.html)).toContain('Fermées ou perturbées en ce moment');
    expect(fr.html).toContain(`href="/fr/er/${openEr}"`);
  });

  it('splits a long list into pages of 20 with their own addresses, and says what is wrong with a page that is not', async () => {
    const store = built.v1?.store;
    if (!store) throw new Error('service mode has a store');
    const before = store.hospitals.all().filter((hospital) => hospital.province === 'NS').length;
    store.write(() => {
      for (let i = 0; i < 30; i++) {
        const id = `ns_zzadded${i}`;
        store.hospitals.upsert({
          id,
          name: `Zz Added ${i}`,
          city: 'Town',
          province: 'NS',
          lat: null,
          lng: null,
          data_source: 'test',
        });
      }
    });
    const ers = before + 30;
    const first = await page('/closures/ns');
    expect(words(first.html)).toContain(`Page 1 of 2: ERs 1 to 20 of ${ers}.`);
    expect(first.html).toMatch(/<link rel="next" href="http:\/\/[^/"]+\/closures\/ns\?page=2">/);
    const second = await page('/closures/ns?page=2');
    expect(second.response.status).toBe(200);
    expect(words(second.html)).toContain(`Page 2 of 2: ERs 21 to ${ers} of ${ers}.`);
    expect(second.html).toMatch(/<link rel="canonical" href="http:\/\/[^/"]+\/closures\/ns\?page=2">/);
    expect(second.html).toMatch(/<link rel="prev" href="http:\/\/[^/"]+\/closures\/ns">/);
    expect(second.html).toContain('href="/er/ns_zzadded9"');
    const beyond = await page('/fr/closures/ns?page=3');
    expect(beyond.response.status).toBe(404);
    expect(words(beyond.html)).toContain('Cette liste d’urgences compte 2 pages.');
    for (const wrong of ['0', 'two', '1e3', '-1', '9'.repeat(50)]) {
      const answer = await page(`/closures/ns?page=${wrong}`);
      expect(answer.response.status, wrong).toBe(400);
      expect(words(answer.html)).toContain('A page of this list is a whole number, from 1: ?page=2.');
    }
    expect((await page('/closures?page=2')).response.status).toBe(404);
  });

  it('is sent in brotli to a client that takes it, else in gzip: the very page its ETag names', async () => {
    const sent = async (acceptEncoding: string) => {
      const response = await built.app.request('/closures/ns', { headers: { 'Accept-Encoding': acceptEncoding } });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { response, bytes };
    };
    const sha1 = (bytes: Buffer) => `"${createHash('sha1').update(bytes).digest('base64url')}"`;
    const br = await sent('gzip, deflate, br, zstd');
    expect(br.response.headers.get('Content-Encoding')).toBe('br');
    expect(br.response.headers.get('Vary')).toBe('Accept-Encoding');
    const page = brotliDecompressSync(br.bytes);
    expect(page.toString()).toContain('Emergency rooms in Nova Scotia');
    expect(sha1(page)).toBe(br.response.headers.get('ETag'));
    expect(Number(br.response.headers.get('Content-Length'))).toBeLessThan(page.byteLength / 3);
    const gzip = await sent('gzip, br;q=0');
    expect(gzip.response.headers.get('Content-Encoding')).toBe('gzip');
    expect(sha1(gunzipSync(gzip.bytes))).toBe(gzip.response.headers.get('ETag'));
  });

  it("offers the province's closures as CSV, and 404 for a province that does not exist", async () => {
    desk('closed', Math.floor(Date.now() / 1000) - 60);
    const csv = await page('/closures/ns/history.csv');
    expect(csv.html.split('\r\n').filter((row) => row.startsWith(`${openEr},`) && row.includes(',desk,'))).toHaveLength(
      1,
    );
    expect(csv.html).not.toMatch(/^ab_/m);
    expect((await page('/closures/xx')).response.status).toBe(404);
  });
});

describe('how an ER page is found and shared', () => {
  it('names the ER and its status in the title, and links its languages under ER_PUBLIC_URL, never the Host', async () => {
    built.close();
    built = buildServer(
      readConfig({ ER_DB: ':memory:', ER_DIST: tempDist(), ER_PUBLIC_URL: 'https://er.example.ca' }),
      () => {},
    );
    const store = built.v1?.store;
    const id = store?.statuses.all().find((status) => status.hospital_id.startsWith('ns_'))?.hospital_id ?? '';
    const { html } = await page(`/fr/er/${id}`, { Host: 'evil.example' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toMatch(/<title>[^<]+\u00a0: urgence [^<]+ — er-status<\/title>/);
    expect(head).toContain(`<link rel="canonical" href="https://er.example.ca/fr/er/${id}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="https://er.example.ca/er/${id}">`);
    expect(head).toContain('<meta property="og:locale" content="fr_CA">');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? 'null');
    expect(jsonLd).toMatchObject({ '@type': 'Hospital', url: `https://er.example.ca/fr/er/${id}` });
    expect(html).not.toContain('evil.example');
  });
});

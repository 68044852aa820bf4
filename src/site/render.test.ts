// The pages as the build writes them, read before any script runs: what a reader, a crawler
// and a link preview get from the HTML alone, in English and in French.

import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../server/config';
import { openApiDocument } from '../service/openapi';
import { receiverExample } from './api-docs';
import { readChoice } from './configurator';
import { DOCS_STRINGS } from './docs-strings';
import { ORIGIN_PLACEHOLDER } from './origin';
import { renderPages } from './render';
import { DEFAULT_CHOICE, snippetFor } from './snippet';
import { SOURCE_CADENCE } from './source-cadence';
import { PAGE_STRINGS } from './strings';
import { OFFERED_VIEWS, VIEW_LABELS } from './views';

const config = readConfig({});
const openApi = openApiDocument(config.service);
const pages = renderPages({
  assets: { script: '/assets/main-test.js', css: 'body{margin:0}' },
  openApi,
  defaults: { rateLimits: { free: 61, commercial: 601 }, widgetRatePerMinute: 301, keptHours: 25 },
});

const parsed: Record<'en' | 'fr', Document> = { en: document, fr: document };
beforeAll(() => {
  const parser = new DOMParser();
  parsed.en = parser.parseFromString(pages['index.html'] ?? '', 'text/html');
  parsed.fr = parser.parseFromString(pages['fr/index.html'] ?? '', 'text/html');
});

const meta = (page: Document, selector: string) => page.querySelector(`meta[${selector}]`)?.getAttribute('content');

/**
 * Everything a person or a crawler reads in the page's language: the text and the attributes
 * that carry words, leaving out what is marked as another language (the language switch) and,
 * when asked, code.
 */
function readable(page: Document, { code = true } = {}): string {
  const body = page.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll(`[lang]:not([lang="${page.documentElement.lang}"])`)) element.remove();
  // Code is the same in both languages (`--tier commercial`): left out when looking for English words.
  if (!code) for (const element of body.querySelectorAll('code, pre, textarea')) element.remove();
  const attributes = [
    ...page.head.querySelectorAll('meta[content]'),
    ...body.querySelectorAll('[aria-label], [title], [alt]'),
  ].flatMap((element) => ['aria-label', 'title', 'content', 'alt'].map((name) => element.getAttribute(name) ?? ''));
  return normal([page.title, body.textContent, ...attributes].join(' '));
}

/** Text with its white space (non-breaking spaces included) as single spaces, so both sides compare alike. */
const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A table string as it reads on the page, its `code`, **strong** and [link](href) markup gone. */
const asRead = (text: string) => normal(text.replace(/`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\([^)]+\)/g, '$1$2$3'));

/** The text as whole words: "Key" is not found in "X-API-Key". */
const asWords = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_-])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_-])`, 'u');

/** Every string of a table with its path, where English and French differ (functions aside). */
function differing(en: unknown, fr: unknown, path = ''): { path: string; en: string; fr: string }[] {
  if (typeof en === 'string' && typeof fr === 'string') return en === fr ? [] : [{ path, en, fr }];
  if (typeof en !== 'object' || en === null || typeof fr !== 'object' || fr === null) return [];
  return Object.entries(en).flatMap(([key, value]) =>
    differing(value, (fr as Record<string, unknown>)[key], `${path}.${key}`),
  );
}

/** Strings that are addresses and codes rather than words: one page legitimately names the other's. */
const TECHNICAL = new Set(['.lang', '.path', '.ogLocale', '.feedPath', '.alertsPath']);

/** English strings that are French words as well ("un usage non commercial"). */
const ALSO_FRENCH = new Set(['commercial']);

describe.each(['en', 'fr'] as const)('the %s page, before any script runs', (lang) => {
  const t = PAGE_STRINGS[lang];
  const other = PAGE_STRINGS[lang === 'en' ? 'fr' : 'en'];

  it('declares its language, title, description and Open Graph tags', () => {
    const page = parsed[lang];
    expect(page.documentElement.lang).toBe(lang);
    expect(page.title).toBe(t.title);
    expect(meta(page, 'name="description"')).toBe(t.description);
    expect(meta(page, 'name="viewport"')).toBe('width=device-width, initial-scale=1');
    expect(meta(page, 'property="og:title"')).toBe(t.title);
    expect(meta(page, 'property="og:description"')).toBe(t.description);
    expect(meta(page, 'property="og:type"')).toBe('website');
    expect(meta(page, 'property="og:locale"')).toBe(t.ogLocale);
    expect(meta(page, 'property="og:locale:alternate"')).toBe(other.ogLocale);
  });

  it('has a visible link to the same page in the other language', () => {
    const link = parsed[lang].querySelector('header nav a');
    expect(link?.textContent).toBe(other.languageName);
    expect(link?.getAttribute('href')).toBe(other.path);
    expect(link?.getAttribute('lang')).toBe(other.lang);
    expect(link?.getAttribute('hreflang')).toBe(other.lang);
  });

  it('says what to do in an emergency, and links every section from the top', () => {
    const page = parsed[lang];
    expect(page.querySelector('.emergency strong')?.textContent).toBe(t.emergency);
    expect(page.querySelector('.emergency a[href="tel:811"]')?.textContent).toBe('811');
    const targets = [...page.querySelectorAll('nav.contents a')].map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['#now', '#embed', '#api', '#data', '#licensing']);
    for (const target of targets) expect(page.querySelector(target ?? '')?.tagName).toBe('SECTION');
  });

  it('leads from the top of the page to the alert sign-up in its own language', () => {
    const link = parsed[lang].querySelector('.intro a[href^="/"]');
    expect(link?.getAttribute('href')).toBe(lang === 'fr' ? '/fr/abonnement' : '/subscribe');
    expect(link?.textContent).toBe(t.alerts);
  });

  it('says in both languages that every refusal for want of a commercial key links to the licensing terms', () => {
    expect(readable(parsed.en)).toContain(
      '403commercial_license_requiredThe endpoint needs a commercial key. The answer also gives licensing, a link to the licensing terms.',
    );
    expect(readable(parsed.fr)).toContain(
      '403commercial_license_requiredLe point de terminaison demande une clé commerciale. La réponse donne aussi licensing, un lien vers les conditions de licence.',
    );
  });

  it('keeps #licensing as the anchor of the licensing section, the default of ER_LICENSING_URL', () => {
    const section = parsed[lang].getElementById('licensing');
    expect(section?.querySelector('h2')?.textContent).toBe(t.licensingHeading);
    expect(normal(section?.textContent)).toContain(asRead(t.free));
    for (const item of t.commercial) expect(normal(section?.textContent)).toContain(asRead(item));
  });

  it('holds the places of the live figures and of the widget, which the scripts fill', () => {
    const page = parsed[lang];
    const figures = [...page.querySelectorAll('[data-figure]')].map((figure) => figure.textContent);
    expect(figures).toEqual(['–', '–', '–', '–', '–']);
    expect(page.querySelector('[data-source]')?.textContent).toBe(t.loading);
    const widget = page.querySelector('.widget-frame [data-er-status]');
    expect(widget?.getAttribute('data-views')).toBe('closures,coverage,map');
    expect(page.querySelector('script[src="/embed.js"]')?.hasAttribute('async')).toBe(true);
    expect(page.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/main-test.js');
    expect(page.querySelector('style')?.textContent).toBe('body{margin:0}');
  });

  it('presents the configurator set to the default choice, with its code ready to copy', () => {
    const section = parsed[lang].getElementById('embed') as HTMLElement;
    expect(readChoice(section.querySelector('form') as HTMLFormElement)).toEqual(DEFAULT_CHOICE);
    expect(section.querySelector('textarea')?.value).toBe(snippetFor(DEFAULT_CHOICE, ORIGIN_PLACEHOLDER));
    const views = [...section.querySelectorAll('input[name="views"]')].map((input) => input.parentElement?.textContent);
    expect(views.map((label) => label?.trim())).toEqual(OFFERED_VIEWS.map((view) => VIEW_LABELS[view][lang]));
    expect(section.querySelectorAll('select[name="province"] option')).toHaveLength(14);
  });

  it('documents every operation of the OpenAPI document, with a curl example that sends the key', () => {
    const docs = parsed[lang].getElementById('api') as HTMLElement;
    const headings = [...docs.querySelectorAll('.operation h4')].map((heading) => heading.textContent);
    const operations = Object.entries(openApi.paths).flatMap(([path, item]) =>
      ['get', 'post', 'delete'].filter((method) => method in item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The data endpoints, then the subscription routes with the webhooks.
    const isWebhook = (operation: string) => operation.includes('/api/v1/webhooks');
    expect(headings).toEqual([
      ...operations.filter((operation) => !isWebhook(operation)),
      ...operations.filter(isWebhook),
    ]);
    expect(operations.filter(isWebhook)).toHaveLength(6);
    const examples = [...docs.querySelectorAll('.operation pre')].map((pre) => pre.textContent);
    expect(examples).toContain(`curl -H "X-API-Key: $KEY" "${ORIGIN_PLACEHOLDER}/api/v1/closures?province=NS"`);
    expect(examples).toContain(`curl "${ORIGIN_PLACEHOLDER}/api/v1/openapi.json"`);
    expect(examples).toContain(
      `curl -X DELETE -H "X-API-Key: $KEY" "${ORIGIN_PLACEHOLDER}/api/v1/webhooks/we_8c1f2a9d0b7e4d11"`,
    );
    const keyed = examples.filter((example) => example?.includes('X-API-Key: $KEY'));
    expect(keyed).toHaveLength(operations.length - 1);
  });

  it('documents the webhooks: every event type, subscribing, delivery and a receiver that verifies', () => {
    const docs = DOCS_STRINGS[lang];
    const section = parsed[lang].getElementById('webhooks') as HTMLElement;
    expect(section.closest('#api')).not.toBeNull();
    expect(section.querySelector('h3')?.textContent).toBe(docs.webhooksHeading);
    const rows = [...section.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => normal(cell.textContent)),
    );
    expect(rows).toEqual(
      Object.keys(openApi.webhooks).map((type) => [type, asRead(docs.events[type as keyof typeof docs.events])]),
    );
    expect(rows.map(([type]) => type)).toEqual([
      'closure.started',
      'closure.updated',
      'closure.ended',
      'disruption.started',
      'disruption.ended',
      'wait.stale',
      'wait.live',
      'webhook.test',
    ]);
    const headers = [...section.querySelectorAll('dl.signature-headers div')].map((pair) => [
      normal(pair.querySelector('dt')?.textContent),
      normal(pair.querySelector('dd')?.textContent),
    ]);
    expect(headers).toEqual(
      (['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const).map((header) => [
        header,
        asRead(docs.signatureHeaders[header]),
      ]),
    );
    const text = normal(section.textContent);
    // Retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 6 h: about 24 hours.
    expect(text).toContain(
      asRead(docs.deliveryRetries(5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 21_600_000)),
    );
    expect(text).toContain(asRead(docs.deliveryOrder));
    expect(text).toContain(asRead(docs.subscribeLimits(10)));
    const code = [...section.querySelectorAll('pre')].map((pre) => pre.textContent ?? '');
    expect(code).toContain(
      `curl -X POST -H "X-API-Key: $KEY" -H "Content-Type: application/json" -d '{"url":"https://example.com/er-webhooks","events":["closure.started","closure.ended"]}' "${ORIGIN_PLACEHOLDER}/api/v1/webhooks"\n` +
        `curl -X POST -H "X-API-Key: $KEY" "${ORIGIN_PLACEHOLDER}/api/v1/webhooks/we_8c1f2a9d0b7e4d11/test"`,
    );
    expect(code).toContain('npm install standardwebhooks');
    // The receiver, in plain Node.js, with its comments in the page's language.
    const receiver = code.find((block) => block.includes('standardwebhooks') && block.includes('createServer'));
    expect(receiver).toBe(receiverExample(docs.receiverComments));
    for (const line of [
      "import { Webhook } from 'standardwebhooks';",
      'const wh = new Webhook(process.env.ER_WEBHOOK_SECRET);',
      'event = wh.verify(rawBody, req.headers);',
      "const id = req.headers['webhook-id'];",
      'res.writeHead(400).end();',
      'res.writeHead(204).end();',
      `// ${docs.receiverComments.rawBody}`,
    ]) {
      expect(receiver).toContain(line);
    }
    expect(receiver).not.toContain('curl');
  });

  it('tells how to get a key, the limits and windows, self-hosting and relay mode', () => {
    const text = normal(parsed[lang].getElementById('api')?.textContent);
    expect(text).toContain('npm run keys -- create --tier free --name');
    expect(text).toContain(asRead(DOCS_STRINGS[lang].limits(61, 601, 301)));
    expect(text).toContain('npm ci && npm start');
    expect(text).toContain('ERSTAT_API_KEY=');
    for (const seconds of [60, 300, 30]) expect(text).toContain(DOCS_STRINGS[lang].cacheSeconds(seconds));
    expect(normal(parsed[lang].getElementById('data')?.textContent)).toContain(normal(t.dataFresh(60, 5, 25)));
  });
});

describe('"About the data"', () => {
  const { feeds, notices } = SOURCE_CADENCE;
  /** Each kind of source as a reader finds it named, with what says how fresh it is. */
  const KINDS: Record<'en' | 'fr', [name: string, freshness: RegExp][]> = {
    en: [
      ['Provincial feeds', new RegExp(`every ${feeds.fromMin} to ${feeds.toMin} minutes.*no longer called live`)],
      ['Closure notices', new RegExp(`every ${notices.fromMin} to ${notices.toMin} minutes`)],
      ['Status desk', /everywhere at once.*how long ago/],
      ['ERstat open-data snapshot', /as old as the day it was taken.*never called live/],
      ['Sample data', /invented statuses.*not live/],
    ],
    fr: [
      [
        'Flux provinciaux',
        new RegExp(`toutes les ${feeds.fromMin} à ${feeds.toMin} minutes.*plus présentées comme étant en direct`),
      ],
      ['Avis de fermeture', new RegExp(`toutes les ${notices.fromMin} à ${notices.toMin} minutes`)],
      ['Poste des statuts', /partout aussitôt.*depuis combien de temps/],
      [
        'Instantané des données ouvertes d’ERstat',
        /l’âge du jour où il a été pris.*jamais présenté comme étant en direct/,
      ],
      ['Données d’exemple', /états et des relevés inventés.*pas en direct/],
    ],
  };

  for (const lang of ['en', 'fr'] as const) {
    it(`lists every kind of source, what it gives and how fresh it is (${lang})`, () => {
      const list = parsed[lang].querySelector('#data h3 + p + ul');
      const items = [...(list?.querySelectorAll('li') ?? [])];
      for (const [name, freshness] of KINDS[lang]) {
        const item = items.find((li) => li.querySelector('strong')?.textContent === name);
        expect(item, name).toBeDefined();
        expect(normal(item?.textContent), name).toMatch(freshness);
      }
      // The feeds say what they give: waits, Québec's counts, and open or closed statuses.
      const feedItem = normal(items[0]?.textContent);
      const gives =
        lang === 'en' ? [/Wait times/, /counts/, /open or closed/] : [/temps d’attente/, /comptes/, /ouvert ou fermé/];
      for (const word of gives) expect(feedItem).toMatch(word);
    });
  }
});

describe('the French page', () => {
  const strings = [
    ...differing(PAGE_STRINGS.en, PAGE_STRINGS.fr),
    ...differing(DOCS_STRINGS.en, DOCS_STRINGS.fr),
    ...differing(
      Object.fromEntries(OFFERED_VIEWS.map((view) => [view, VIEW_LABELS[view].en])),
      Object.fromEntries(OFFERED_VIEWS.map((view) => [view, VIEW_LABELS[view].fr])),
    ),
  ].filter(({ path }) => !TECHNICAL.has(path));

  it('shows each string of the tables in French, where the English page shows it in English', () => {
    // Each string is checked where it shows: so the test could fail, the English page must show it.
    const en = readable(parsed.en);
    const fr = readable(parsed.fr);
    const frWords = readable(parsed.fr, { code: false });
    const shown = strings.filter((string) => en.includes(asRead(string.en)));
    expect(shown.length).toBeGreaterThan(strings.length * 0.9);
    for (const string of shown) {
      expect(fr, `${string.path} in French`).toContain(asRead(string.fr));
      if (!ALSO_FRENCH.has(string.en)) {
        expect(frWords, `${string.path} left in English`).not.toMatch(asWords(asRead(string.en)));
      }
    }
  });
});

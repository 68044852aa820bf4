// The landing page, / and /fr/, in the real server with its own dataset: the national figures
// are the server's, the configurator's code works when pasted into a page on another origin,
// the French page is French throughout, axe finds nothing, nothing moves as the data arrives,
// and the content is there before any script runs.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { ClosuresResponse, CoverageResponse } from '../src/contract/resources';
import { DOCS_STRINGS } from '../src/site/docs-strings';
import { SCRIPT_STRINGS } from '../src/site/script-strings';
import { PAGE_STRINGS } from '../src/site/strings';
import { VIEW_LABELS } from '../src/site/views';
import { COVERAGE_STRINGS } from '../src/widget/coverage/strings';
import { placeName, STRINGS } from '../src/widget/i18n';
import { appOrigin, fixtureOrigin } from './ports';

type Lang = 'en' | 'fr';
type WithMeta<T> = T & { meta: { source: 'live' | 'sample' | 'dataset'; credit: { name: string } } };
const PATHS: Record<Lang, string> = { en: '/', fr: '/fr/' };

/** The server's own answers, read the way the page reads them. */
async function serverAnswers(page: Page, province = '') {
  const read = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`${appOrigin}/embed/api/${path}`);
    expect(response.status(), path).toBe(200);
    return response.json();
  };
  return {
    coverage: await read<WithMeta<CoverageResponse>>('coverage'),
    closures: await read<WithMeta<ClosuresResponse>>(province ? `closures?province=${province}` : 'closures'),
  };
}

/** Waits until the page script has filled in the figures and embed.js has drawn the page's widget. */
async function loaded(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('[data-figure="ers"]')).not.toHaveText('–');
  await expect(page.locator('[data-figure="closed"]')).not.toHaveText('–');
  const heading = STRINGS[lang].title(placeName(lang, null));
  await expect(page.locator('#now [data-er-status]').getByRole('heading', { level: 2 })).toHaveText(heading);
  // The coverage table is a view loaded when the widget is first in view.
  await page.locator('#now [data-er-status]').scrollIntoViewIfNeeded();
  await expect(page.locator('#now [data-er-status]').getByRole('table')).toBeVisible();
}

for (const lang of ['en', 'fr'] as const) {
  test(`${PATHS[lang]} shows the server’s national figures, where they come from and how old they are`, async ({
    page,
  }) => {
    await page.goto(PATHS[lang]);
    await loaded(page, lang);
    const { coverage, closures } = await serverAnswers(page);
    const count = (status: string) => closures.closures.filter((row) => row.status === status).length;
    const number = (value: number) => new Intl.NumberFormat(`${lang}-CA`).format(value);
    await expect(page.locator('[data-figure="ers"]')).toHaveText(number(coverage.national.ers));
    await expect(page.locator('[data-figure="reporting_live"]')).toHaveText(number(coverage.national.reporting_live));
    const pct = Math.round((coverage.national.reporting_live / coverage.national.ers) * 100);
    await expect(page.locator('[data-figure="share"]')).toContainText(String(pct));
    await expect(page.locator('[data-figure="closed"]')).toHaveText(number(count('closed')));
    await expect(page.locator('[data-figure="disruption"]')).toHaveText(number(count('disruption')));
    // Labels beside the numbers, in the page's language.
    await expect(page.locator('.figures dt').first()).toHaveText(PAGE_STRINGS[lang].figures.ers);

    const t = SCRIPT_STRINGS[lang];
    const source = page.locator('[data-source]');
    if (closures.meta.source === 'sample') await expect(source).toContainText(t.sample);
    else if (closures.meta.source === 'live') await expect(source).toContainText(t.live);
    else await expect(source).toContainText(/—/);
    if (closures.meta.source !== 'live') await expect(source).not.toContainText(t.live);
    await expect(page.locator('[data-updated="coverage"]')).toContainText(t.coverageUpdated);
    await expect(page.locator('[data-updated="closures"]')).toContainText(t.closuresUpdated);
  });
}

test('the page’s coverage bars are drawn in the page’s colours, each beside its share in words', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await loaded(page, 'en');
  const table = page.locator('#now [data-er-status]').getByRole('table');
  const bar = table.locator('[part="bar"]').first();
  const colours = await bar.evaluate((element) => {
    const root = getComputedStyle(document.documentElement);
    const swatch = (token: string) => {
      const probe = document.createElement('i');
      probe.style.color = root.getPropertyValue(token);
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    return {
      track: getComputedStyle(element).backgroundColor,
      fill: getComputedStyle(element.firstElementChild as Element).backgroundColor,
      line: swatch('--line'),
      link: swatch('--link'),
    };
  });
  expect(colours.track).toBe(colours.line);
  expect(colours.fill).toBe(colours.link);
  // Never colour alone: the share is written in the same cell as its bar.
  await expect(bar.locator('xpath=..')).toHaveText(/\d\s?%/);
  await table.screenshot({ path: testInfo.outputPath('landing-coverage-bars.png') });
});

test('the configurator’s code, pasted into a page on another origin, shows the widget it describes', async ({
  page,
}) => {
  // The province with the most closures in the server's data, so that there is something to see.
  const national = await serverAnswers(page);
  const byProvince = new Map<string, number>();
  for (const row of national.closures.closures) byProvince.set(row.province, (byProvince.get(row.province) ?? 0) + 1);
  const [province = 'ON'] = [...byProvince].sort((a, b) => b[1] - a[1]).map(([code]) => code);
  const { closures } = await serverAnswers(page, province);
  const names = closures.closures.map((row) => row.name);
  const heading = STRINGS.fr.title(placeName('fr', province as 'ON'));

  await page.goto('/');
  const configurator = page.locator('#embed');
  await configurator.getByLabel('Province or territory', { exact: true }).selectOption(province);
  await configurator.getByLabel(VIEW_LABELS.coverage.en).uncheck();
  await configurator.getByLabel('French', { exact: true }).check();
  await configurator.getByLabel('Dark').check();
  // The preview is the real widget, with the options chosen.
  const preview = configurator.locator('[data-preview] [data-er-status]');
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText(heading);
  const code = await configurator.getByLabel('Code to paste').inputValue();
  expect(code).toContain(`src="${appOrigin}/embed.js"`);

  await page.goto(`${fixtureOrigin}/pasted.html?snippet=${encodeURIComponent(code)}`);
  const widget = page.locator('script[src$="/embed.js"] + div');
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText(heading);
  await expect(widget.getByRole('heading', { level: 4 })).toHaveText(names);
  await expect(widget.getByRole('table')).toHaveCount(0);
  await expect(widget.locator('.ers')).toHaveClass(/\bdark\b/);
  await expect(page.locator('script[src$="/embed.js"] + div + p#after')).toHaveCount(1);

  // The same choice as an iframe: the /embed page, framed by the other origin.
  await page.goto('/');
  await configurator.getByLabel('Province or territory', { exact: true }).selectOption(province);
  await configurator.getByRole('radio', { name: PAGE_STRINGS.en.kinds.iframe }).check();
  const frameCode = await configurator.getByLabel('Code to paste').inputValue();
  expect(frameCode).toMatch(/^<script src="[^"]+\/embed\.js" async data-mode="iframe" /);
  await page.goto(`${fixtureOrigin}/pasted.html?snippet=${encodeURIComponent(frameCode)}`);
  const framed = page.frameLocator('iframe');
  await expect(framed.getByRole('heading', { level: 2 })).toHaveText(
    STRINGS.en.title(placeName('en', province as 'ON')),
  );
  await expect(framed.getByRole('heading', { level: 4 })).toHaveText(names);
  // The frame follows the widget's height: its footer, the 911 line and the credit, shows in full.
  const frame = page.locator('iframe');
  await expect
    .poll(async () =>
      Math.abs(
        ((await frame.boundingBox())?.height ?? 0) -
          (await framed.locator('body > div').evaluate((host) => host.getBoundingClientRect().height)),
      ),
    )
    .toBeLessThan(2);
});

test('the copy button puts the code on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/fr/');
  const configurator = page.locator('#embed');
  await configurator.getByRole('button', { name: PAGE_STRINGS.fr.copy }).click();
  await expect(configurator.locator('[data-copy-status]')).toHaveText(SCRIPT_STRINGS.fr.copied);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await configurator.getByLabel(PAGE_STRINGS.fr.code).inputValue());
});

/** Every string of a table that differs between English and French (functions aside). */
function englishOnly(en: unknown, fr: unknown): string[] {
  if (typeof en === 'string') return typeof fr === 'string' && en !== fr ? [en] : [];
  if (typeof en !== 'object' || en === null || typeof fr !== 'object' || fr === null) return [];
  return Object.entries(en).flatMap(([key, value]) => englishOnly(value, (fr as Record<string, unknown>)[key]));
}

test('/fr/ is French throughout, the widget included', async ({ page }) => {
  await page.goto('/fr/');
  await loaded(page, 'fr');
  await page.locator('#embed [data-preview]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-preview] [data-er-status]').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.locator('#now .ers footer')).toBeVisible();

  // What a reader sees in French, widgets' shadow roots included; code, and what is marked as
  // another language (the link to the English page), left out.
  const text: string = await page.evaluate(() => {
    const parts: string[] = [document.title];
    const walk = (root: Node) => {
      for (const node of root.childNodes) {
        if (node instanceof HTMLElement) {
          if (node.matches('code, pre, textarea, script, style, noscript')) continue;
          if (node.lang && node.lang !== 'fr') continue;
          for (const name of ['aria-label', 'title', 'alt']) parts.push(node.getAttribute(name) ?? '');
          if (node.shadowRoot) walk(node.shadowRoot);
          walk(node);
        } else if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
      }
    };
    walk(document.body);
    return parts.join(' ');
  });

  // Text that comes from the data source as it is (names, messages, credit, attribution) is not ours to translate.
  const { coverage, closures } = await serverAnswers(page);
  let ours = text;
  for (const row of closures.closures) {
    for (const value of [row.name, row.city, row.message ?? '']) if (value) ours = ours.replaceAll(value, ' ');
  }
  for (const value of [closures.attribution, coverage.attribution, closures.meta.credit.name]) {
    ours = ours.replaceAll(value, ' ');
  }
  ours = ours.replace(/\s+/g, ' ');

  expect(ours).toContain(PAGE_STRINGS.fr.heading);
  expect(ours).toContain(STRINGS.fr.title(placeName('fr', null)));
  expect(ours).toContain(STRINGS.fr.emergency);
  const english = [
    ...englishOnly(PAGE_STRINGS.en, PAGE_STRINGS.fr),
    ...englishOnly(DOCS_STRINGS.en, DOCS_STRINGS.fr),
    ...englishOnly(SCRIPT_STRINGS.en, SCRIPT_STRINGS.fr),
    ...englishOnly(STRINGS.en, STRINGS.fr),
    ...englishOnly(COVERAGE_STRINGS.en, COVERAGE_STRINGS.fr),
    ...Object.values(VIEW_LABELS).map((label) => label.en),
  ]
    .map((string) => string.replace(/`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\([^)]+\)/g, '$1$2$3'))
    // Paths, language codes and locales are no words; "commercial" is French too ("usage non commercial").
    .filter((string) => !/^(\/|[a-z]{2}(_[A-Z]{2})?$)/.test(string) && string !== 'commercial');
  const found = english.filter((string) =>
    new RegExp(`(?<![\\p{L}\\p{N}_-])${string.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_-])`, 'u').test(
      ours,
    ),
  );
  expect(found).toEqual([]);
});

for (const lang of ['en', 'fr'] as const) {
  test(`axe reports no violations on ${PATHS[lang]}, with the figures, the widget and the preview shown`, async ({
    page,
  }) => {
    // axe reads the whole page (figures, docs, widget, preview) on a two-core machine: slow, not stuck.
    test.setTimeout(60_000);
    await page.goto(PATHS[lang]);
    await loaded(page, lang);
    await page.locator('#embed [data-preview]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-preview] [data-er-status]').getByRole('table')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

for (const width of [320, 360, 1280]) {
  test(`nothing moves as the figures and the widgets arrive (${width} px wide)`, async ({ page }) => {
    // Tall enough to have the figures and the widget in view (and the preview, once scrolled to).
    await page.setViewportSize({ width, height: 2400 });
    await page.addInitScript(() => {
      const state = window as unknown as { shifts: number; boxes: Record<string, number> };
      state.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      // Where the page's own blocks stand before any answer has arrived.
      document.addEventListener('DOMContentLoaded', () => {
        const boxes: Record<string, number> = {};
        for (const selector of ['.figures', '.updated', '#widget-heading', '#now .widget-frame', '#embed', '#api']) {
          boxes[selector] = (document.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN) + scrollY;
        }
        state.boxes = boxes;
      });
    });
    await page.goto('/');
    await loaded(page, 'en');
    await page.locator('#embed [data-preview]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-preview] [data-er-status]').getByRole('heading', { level: 2 })).toBeVisible();
    const after = await page.evaluate(() => {
      const state = window as unknown as { shifts: number; boxes: Record<string, number> };
      const now: Record<string, number> = {};
      for (const selector of Object.keys(state.boxes)) {
        now[selector] = (document.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN) + scrollY;
      }
      return { before: state.boxes, now, shifts: state.shifts };
    });
    expect(after.now).toEqual(after.before);
    expect(after.shifts).toBe(0);
  });
}

test('reflows at 320 px wide without horizontal scrolling, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const lang of ['en', 'fr'] as const) {
    await page.goto(PATHS[lang]);
    await loaded(page, lang);
    await page.locator('#embed [data-preview]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-preview] [data-er-status]').getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});

test('the content is there before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const lang of ['en', 'fr'] as const) {
    const t = PAGE_STRINGS[lang];
    await page.goto(`${appOrigin}${PATHS[lang]}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(page.getByText(t.emergency).first()).toBeVisible();
    await expect(page.locator('#api h4').first()).toHaveText('GET /api/v1/closures');
    await expect(page.locator('#licensing h2')).toHaveText(t.licensingHeading);
    // Without JavaScript, the reader is told where the same data is.
    await expect(page.locator('#now noscript p')).toBeVisible();
    await expect(page.locator('[data-figure="ers"]')).toHaveText('–');
    await expect(
      page.getByRole('link', { name: PAGE_STRINGS[lang === 'en' ? 'fr' : 'en'].languageName }),
    ).toBeVisible();
  }
  await context.close();
});

test('the docs on the page cover every operation the server publishes in its OpenAPI document', async ({ page }) => {
  const response = await page.request.get(`${appOrigin}/api/v1/openapi.json`);
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  const published = Object.entries(document.paths).flatMap(([path, item]) =>
    ['get', 'post', 'delete'].filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
  await page.goto('/');
  const shown = await page.locator('#api .operation h4').allTextContents();
  expect([...shown].sort()).toEqual([...published].sort());
  // In the examples, this server's own address, and the key in its header.
  await expect(page.locator('#api .operation pre').first()).toHaveText(
    `curl -H "X-API-Key: $KEY" "${appOrigin}/api/v1/closures?province=NS"`,
  );
});

test('the language switch keeps the reader’s place', async ({ page }) => {
  await page.goto('/#licensing');
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${appOrigin}/fr/#licensing`);
  await expect(page.locator('#licensing h2')).toHaveText(PAGE_STRINGS.fr.licensingHeading);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${appOrigin}/#licensing`);
});

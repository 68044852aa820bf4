// Our own pages (/, /fr/, /embed) under their Content-Security-Policy: the policy is in force
// (scripts, styles, plugins and <base> limited) and nothing the pages do breaks it: the page
// script, the widget and its lazily loaded views, the map (Leaflet and its tiles), the
// configurator's preview after a change. Every violation event and console error is collected,
// in every frame, from before the first script runs.
import { expect, type Page, test } from '@playwright/test';
import { VIEW_LABELS } from '../src/site/views';
import { placeName, STRINGS } from '../src/widget/i18n';
import { OSM_TILES, TILE_PNG } from './tiles';

type Lang = 'en' | 'fr';
const LANDING: Record<Lang, string> = { en: '/', fr: '/fr/' };
const REQUIRED = ['script-src', 'style-src', 'object-src', 'base-uri', 'frame-ancestors'];

/** Collects CSP violations and console errors from the page and its frames; returns them as read so far. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  await page.route(OSM_TILES, (route) => route.fulfill({ body: TILE_PNG, contentType: 'image/png' }));
  return async () => {
    const violations: string[] = [];
    for (const frame of page.frames()) {
      violations.push(
        ...(await frame.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
      );
    }
    return [...violations.map((violation) => `violation: ${violation}`), ...errors];
  };
}

/** The policy the page was served with, by directive; fails unless it limits what it must. */
function policyOf(header: string | undefined): Map<string, string> {
  const policy = new Map(
    (header ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources.join(' ')] as const;
    }),
  );
  expect(REQUIRED.filter((directive) => !policy.has(directive))).toEqual([]);
  expect(policy.get('object-src')).toBe("'none'");
  expect(policy.get('script-src')).not.toContain('unsafe');
  expect(policy.get('style-src')).not.toContain('unsafe');
  return policy;
}

for (const lang of ['en', 'fr'] as const) {
  test(`${LANDING[lang]} keeps to its Content-Security-Policy: figures, widget, map and a changed preview`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const problems = await watch(page);
    const response = await page.goto(LANDING[lang]);
    expect(policyOf(response?.headers()['content-security-policy']).get('frame-ancestors')).toBe("'self'");
    const widget = page.locator('#now [data-er-status]');
    await expect(page.locator('[data-figure="ers"]')).not.toHaveText('–');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.getByRole('table')).toBeVisible();
    await widget.locator('.leaflet-container').scrollIntoViewIfNeeded();
    await expect(widget.locator('img.leaflet-tile').first()).toBeVisible();

    // A change in the configurator: the map added to the preview, in dark colours.
    const configurator = page.locator('#embed');
    await configurator.getByLabel(VIEW_LABELS.map[lang]).check();
    await configurator.getByRole('radio', { name: lang === 'en' ? 'Dark' : 'Foncées' }).check();
    const preview = configurator.locator('[data-preview] [data-er-status]');
    await preview.scrollIntoViewIfNeeded();
    await preview.locator('.leaflet-container').scrollIntoViewIfNeeded();
    await expect(preview.locator('img.leaflet-tile').first()).toBeVisible();
    await expect(preview.locator('.ers')).toHaveClass(/\bdark\b/);
    expect(await problems()).toEqual([]);
  });

  test(`/embed with the closures, coverage and map views keeps to its policy with a marker’s popup open (${lang})`, async ({
    page,
  }) => {
    const problems = await watch(page);
    const response = await page.goto(`/embed?views=closures,coverage,map&lang=${lang}`);
    expect(policyOf(response?.headers()['content-security-policy']).get('frame-ancestors')).toBe('*');
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(STRINGS[lang].title(placeName(lang, null)));
    await page.locator('.leaflet-container').scrollIntoViewIfNeeded();
    await expect(page.locator('img.leaflet-tile').first()).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    const marker = page.locator('.leaflet-marker-icon').first();
    await marker.press('Enter');
    await expect(page.locator('.leaflet-popup')).toBeVisible();
    expect(await problems()).toEqual([]);
  });
}

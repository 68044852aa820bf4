// Wait times are asked for, and offered, only where the server offers them: on the default app
// (no ER_EXPOSE_WAITS) a host page with the map and the landing page make no request to
// /embed/api/waits and log no console error; the app that offers waits is asked, and offers them.
import { expect, type Page, test } from '@playwright/test';
import { VIEW_LABELS } from '../src/site/views';
import { appOrigin, appWithWaitsOrigin, fixtureOrigin } from './ports';
import { OSM_TILES, TILE_PNG } from './tiles';

interface Watched {
  errors: string[];
  waitsRequests: string[];
}

async function watch(page: Page): Promise<Watched> {
  const watched: Watched = { errors: [], waitsRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(message.text());
  });
  page.on('pageerror', (error) => watched.errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/embed/api/waits') watched.waitsRequests.push(request.url());
  });
  await page.route(OSM_TILES, (route) => route.fulfill({ body: TILE_PNG, contentType: 'image/png' }));
  return watched;
}

test('a host page with the map asks no waits of an app that does not offer them, and logs no error', async ({
  page,
}) => {
  const watched = await watch(page);
  const locations = page.waitForResponse((response) => response.url().includes('/embed/api/hospitals'));
  await page.goto(`${fixtureOrigin}/map-plain-app.html`);
  expect((await locations).status()).toBe(200);
  await expect(page.locator('#widget .leaflet-marker-icon').first()).toBeVisible();
  // The map would ask for waits as soon as its locations arrived: give it the time to.
  await page.waitForTimeout(1000);
  expect(watched.waitsRequests).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('a host page with the map asks for waits where the app offers them', async ({ page }) => {
  const watched = await watch(page);
  const waits = page.waitForResponse((response) => new URL(response.url()).pathname === '/embed/api/waits');
  await page.goto(`${fixtureOrigin}/map-app-with-waits.html`);
  expect((await waits).status()).toBe(200);
  expect(watched.waitsRequests).toEqual([`${appWithWaitsOrigin}/embed/api/waits?province=QC`]);
  expect(watched.errors).toEqual([]);
});

for (const [lang, path] of [
  ['en', '/'],
  ['fr', '/fr/'],
] as const) {
  test(`the landing page of an app without waits neither asks for them nor offers them (${lang})`, async ({ page }) => {
    const watched = await watch(page);
    await page.goto(`${appOrigin}${path}`);
    const configurator = page.locator('#embed');
    await configurator.scrollIntoViewIfNeeded();
    await expect(configurator.getByRole('checkbox', { name: VIEW_LABELS.map[lang] })).toBeVisible();
    // The page's own widget, with its map, at the end of the snapshot section.
    await page.locator('#now [data-er-status]').scrollIntoViewIfNeeded();
    await expect(page.locator('#now .leaflet-marker-icon').first()).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(configurator.getByRole('checkbox', { name: VIEW_LABELS.waits[lang], exact: true })).toBeHidden();
    expect(watched.waitsRequests).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  test(`the landing page of an app with waits offers them (${lang})`, async ({ page }) => {
    await watch(page);
    await page.goto(`${appWithWaitsOrigin}${path}`);
    const waits = page.locator('#embed').getByRole('checkbox', { name: VIEW_LABELS.waits[lang], exact: true });
    await waits.scrollIntoViewIfNeeded();
    await expect(waits).toBeVisible();
    await waits.check();
    await expect(page.locator('#embed textarea')).toHaveValue(/data-views="closures,coverage,waits"/);
  });
}

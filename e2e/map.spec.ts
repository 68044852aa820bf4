// The map view on host pages of another origin: embed-map.js loaded only when a map is asked
// for and in view, Leaflet's map inside the widget's shadow root beside a host page's own
// Leaflet, markers told apart by shape and words and reachable by keyboard, tiles always
// served locally (OpenStreetMap's intercepted, or the host's own), sizing, and the iframe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { appOrigin, fixtureOrigin } from './ports';
import { OSM_TILES, TILE_PNG } from './tiles';

const hostPage = (scenario: string) => `${fixtureOrigin}/${scenario}.html`;

/** Contrast ratio (WCAG) of an element's text colour against white, which popups always are. */
async function contrastOnWhite(element: Locator): Promise<number> {
  const color = await element.evaluate((node) => getComputedStyle(node).color);
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return 1.05 / (luminance + 0.05);
}
const isMapScript = (request: Request) => new URL(request.url()).pathname === '/embed-map.js';

/** Serves OpenStreetMap's tiles locally; returns the tile requests seen. */
async function serveTiles(page: Page, how: 'serve' | 'fail' = 'serve'): Promise<Request[]> {
  const tiles: Request[] = [];
  await page.route(OSM_TILES, (route) => {
    tiles.push(route.request());
    return how === 'serve' ? route.fulfill({ body: TILE_PNG, contentType: 'image/png' }) : route.abort();
  });
  return tiles;
}

/** Every request the page makes leaves for one of the test's own origins (tiles are routed first). */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Presses Tab from the map itself until `target` has focus (markers follow the map in tab order). */
async function tabTo(page: Page, map: Locator, target: Locator): Promise<void> {
  await map.focus();
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element.matches(':focus'))) return;
  }
  throw new Error('Tab never reached the marker');
}

test('embed-map.js is not requested until a map is asked for and in view', async ({ page }) => {
  await serveTiles(page);
  const requests = recordRequests(page);
  await page.goto(hostPage('map-lazy'));
  await expect(page.locator('#list').getByRole('heading', { level: 4 }).first()).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(requests.filter(isMapScript)).toHaveLength(0);

  const widget = page.locator('#map-widget');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget.getByRole('button', { name: 'Closed: Cobequid Community Health Centre' })).toBeVisible();
  const scripts = requests.filter(isMapScript);
  expect(scripts.map((request) => request.url())).toEqual([`${appOrigin}/embed-map.js`]);
});

test('the map shows its markers inside the shadow root, told apart by shape and words, tiles served locally', async ({
  page,
}) => {
  const tiles = await serveTiles(page);
  const requests = recordRequests(page);
  await page.goto(hostPage('map'));
  const widget = page.locator('#widget');
  const closed = widget.getByRole('button', { name: 'Closed: Cobequid Community Health Centre' });
  const disrupted = widget.getByRole('button', { name: 'Disruption: Eastern Shore Memorial Hospital' });
  await expect(closed).toBeVisible();
  await expect(disrupted).toBeVisible();
  // Different shapes: an octagon for closed, a triangle for a disruption.
  expect(await closed.locator('svg.shape.closed').count()).toBe(1);
  expect(await disrupted.locator('svg.shape.disruption').count()).toBe(1);
  // Inside the widget's shadow root, not in the page.
  expect(await page.evaluate(() => document.querySelectorAll('.leaflet-container, .ers-marker').length)).toBe(0);
  // No image files for markers; tiles with the referrer policy OpenStreetMap expects.
  await expect(widget.locator('img.leaflet-tile').first()).toHaveAttribute(
    'referrerpolicy',
    'strict-origin-when-cross-origin',
  );
  await expect(widget.getByText('© OpenStreetMap contributors')).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);
  for (const request of requests) {
    expect(['localhost', '127.0.0.1', 'tile.openstreetmap.org'], request.url()).toContain(
      new URL(request.url()).hostname,
    );
  }
  // The ER whose location is unknown is listed, and the list under the map says it all.
  await expect(widget.getByText('Not on the map (location unknown)')).toBeVisible();
  await expect(
    widget.getByText('Musquodoboit Valley Memorial Hospital, Middle Musquodoboit, Nova Scotia: Closed'),
  ).toBeVisible();
  await expect(widget.getByRole('heading', { level: 4, name: 'Cobequid Community Health Centre' })).toBeVisible();
  // The map leaves no global behind.
  expect(await page.evaluate(() => 'L' in window)).toBe(false);
});

test('markers are reachable by keyboard and open a popup with the same details as the list', async ({ page }) => {
  await serveTiles(page);
  await page.goto(hostPage('map'));
  const widget = page.locator('#widget');
  const closed = widget.getByRole('button', { name: 'Closed: Cobequid Community Health Centre' });
  await expect(closed).toBeVisible();
  await tabTo(page, widget.locator('.leaflet-container'), closed);
  await expect(closed).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  const popup = widget.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { level: 4 })).toHaveText('Cobequid Community Health Centre');
  await expect(popup).toContainText('Closed');
  await expect(popup).toContainText('Emergency department closed overnight because of physician shortage.');
  await expect(popup).toContainText(/Expected to reopen .+ \(in 3 hours\)/);
  // By keyboard too (a click could land beside it while Leaflet still pans to show the popup);
  // the keyboard goes on from the marker that opened it, not from the page's start.
  await popup.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(popup).toHaveCount(0);
  await expect(closed).toBeFocused();
  // Escape closes it from within as well.
  await page.keyboard.press('Enter');
  await popup.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(closed).toBeFocused();
});

test('markers still show when no tile can load', async ({ page }) => {
  const tiles = await serveTiles(page, 'fail');
  await page.goto(hostPage('map'));
  const widget = page.locator('#widget');
  await expect(widget.getByRole('button', { name: 'Closed: Cobequid Community Health Centre' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Disruption: Eastern Shore Memorial Hospital' })).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);
});

test('shows every ER on request, as circles, each with its popup', async ({ page }) => {
  await serveTiles(page);
  await page.goto(hostPage('map'));
  const widget = page.locator('#widget');
  await expect(widget.locator('.ers-marker')).toHaveCount(2);
  await widget.getByLabel('Show every ER on the map').check();
  await expect(widget.getByText('ER with no closure or disruption reported')).toBeVisible();
  // At the province's zoom, Dartmouth's and Halifax's circles crowd Lower Sackville's closure:
  // one group. Zoomed in on it, every ER has its own marker.
  const group = widget.getByRole('button', { name: '3 ERs: 1 closed, 2 with no closure or disruption' });
  await expect(widget.locator('.ers-marker.er')).toHaveCount(1);
  await group.press('Enter');
  await widget.locator('.leaflet-popup').getByRole('button', { name: 'Zoom in on these ERs' }).press('Enter');
  await expect(widget.locator('.ers-marker.er')).toHaveCount(3);
  // The group's popup has faded out.
  await expect(widget.locator('.leaflet-popup')).toHaveCount(0);
  await widget.getByRole('button', { name: 'Halifax Infirmary: No closure or disruption reported.' }).press('Enter');
  await expect(widget.locator('.leaflet-popup')).toContainText('Halifax, Nova Scotia');
});

test('works beside a host page’s own, different Leaflet: both maps work, the host keeps its L', async ({ page }) => {
  await serveTiles(page);
  await page.goto(hostPage('map-own-leaflet'));
  const widget = page.locator('#widget');
  await expect(widget.getByRole('button', { name: 'Closed: Cobequid Community Health Centre' })).toBeVisible();
  await expect(page.locator('#host-map .leaflet-marker-icon[title="Host page marker"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { L: { version: string } }).L.version)).toBe('1.7.1');
  // The host's Leaflet still works after ours has loaded: a new marker, a zoom.
  await page.evaluate(() => {
    const { L, hostMap } = window as unknown as {
      L: { marker(at: [number, number], options: object): { addTo(map: unknown): void } };
      hostMap: { setZoom(zoom: number): void };
    };
    L.marker([44.9, -63.2], { title: 'Added later' }).addTo(hostMap);
    hostMap.setZoom(9);
  });
  await expect(page.locator('#host-map .leaflet-marker-icon[title="Added later"]')).toBeVisible();
  await expect(widget.locator('.ers-marker')).toHaveCount(2);
  // Each map kept its own stylesheet: the host's markers are images, the widget's inline SVG.
  await expect(page.locator('#host-map img.leaflet-marker-icon')).toHaveCount(2);
});

test('creates no map while hidden; once shown, follows the size of its box', async ({ page }) => {
  await serveTiles(page);
  const requests = recordRequests(page);
  await page.goto(hostPage('map-hidden'));
  await page.waitForTimeout(1_000);
  expect(requests.filter(isMapScript)).toHaveLength(0);
  const widget = page.locator('#widget');
  expect(await widget.locator('.leaflet-container').count()).toBe(0);

  await page.evaluate(() => {
    (document.getElementById('box') as HTMLElement).hidden = false;
  });
  const map = widget.locator('.leaflet-container');
  await expect(widget.getByRole('button', { name: 'Closed: Cobequid Community Health Centre' })).toBeVisible();
  const narrow = (await map.boundingBox())?.width ?? 0;
  await page.evaluate(() => {
    (document.getElementById('box') as HTMLElement).style.width = '760px';
  });
  await expect.poll(async () => (await map.boundingBox())?.width ?? 0).toBeGreaterThan(narrow + 300);
  // Leaflet was told: tiles now cover the new right-hand part of the map.
  await expect
    .poll(async () => {
      const box = await map.boundingBox();
      const right = await widget
        .locator('img.leaflet-tile-loaded')
        .evaluateAll((tiles) => Math.max(...tiles.map((tile) => tile.getBoundingClientRect().right)));
      return box ? right >= box.x + box.width - 1 : false;
    })
    .toBe(true);
});

test('takes the host’s tiles from data-tiles, credited with their host name', async ({ page }) => {
  const osm = await serveTiles(page);
  const requests = recordRequests(page);
  await page.goto(hostPage('map-tiles'));
  const widget = page.locator('#widget');
  await expect(widget.getByRole('button', { name: 'Closed: Cobequid Community Health Centre' })).toBeVisible();
  await expect(widget.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  const tiles = requests.filter((request) => new URL(request.url()).pathname.startsWith('/tiles/'));
  expect(tiles.length).toBeGreaterThan(0);
  expect(osm).toHaveLength(0);
  await expect(widget.getByText('Map tiles: localhost')).toBeVisible();
});

test('works inside the /embed iframe, with the server’s own data', async ({ page }) => {
  await serveTiles(page);
  const answer = page.waitForResponse(`${appOrigin}/embed/api/closures?province=NS`);
  await page.goto(hostPage('map-iframe'));
  const { closures } = await (await answer).json();
  const frame = page.frameLocator('#frame');
  const names: string[] = closures.map(
    (closure: { status: string; name: string }) =>
      `${closure.status === 'closed' ? 'Closed' : 'Disruption'}: ${closure.name}`,
  );
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) await expect(frame.getByRole('button', { name })).toBeVisible();
});

for (const lang of ['en', 'fr'] as const) {
  const theme = lang === 'en' ? 'light' : 'dark';
  test(`axe reports no violations on the map, in ${lang === 'en' ? 'English, light' : 'French, dark'}, with a popup open`, async ({
    page,
  }) => {
    await serveTiles(page);
    await page.goto(hostPage('map'));
    if (lang === 'fr') {
      await page.evaluate((api) => {
        window.ERStatus?.mount(document.getElementById('widget') as HTMLElement, { lang: 'fr', theme: 'dark', api });
      }, `${fixtureOrigin}/api/data`);
      await expect(page.locator('#widget .ers')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    }
    const widget = page.locator('#widget');
    const name =
      lang === 'en' ? 'Closed: Cobequid Community Health Centre' : 'Fermée : Cobequid Community Health Centre';
    await expect(widget.getByRole('button', { name })).toBeVisible();
    await widget.getByRole('button', { name }).press('Enter');
    await expect(widget.locator('.leaflet-popup')).toBeVisible();
    // axe leaves the colours of Leaflet's positioned panes unchecked ("needs review"): the
    // popup's text and its link-styled button are measured against its white background here.
    const popup = widget.locator('.leaflet-popup');
    for (const element of [popup.getByRole('heading', { level: 4 }), popup.getByRole('button')]) {
      expect(await contrastOnWhite(element)).toBeGreaterThanOrEqual(4.5);
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('ERs that overlap at this zoom are one group marker, named in words, whose popup lists them', async ({ page }) => {
  await serveTiles(page);
  await page.goto(hostPage('map-crowded'));
  const widget = page.locator('#widget');
  const group = widget.getByRole('button', { name: '3 ERs: 2 closed, 1 disruption' });
  await expect(group).toBeVisible();
  // A visible count, a target of at least 24 × 24 px, and the ER apart keeps its own marker.
  await expect(group).toContainText('3');
  const box = await group.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await expect(widget.getByRole('button', { name: 'Disruption: Eastern Shore Memorial Hospital' })).toBeVisible();
  await expect(widget.locator('.ers-marker')).toHaveCount(2);
  // The key says what a group marker is while the map shows one.
  const key = widget.getByRole('list', { name: 'Key' });
  await expect(key.getByRole('listitem')).toHaveText([
    /^\s*Closed$/,
    /^\s*Disruption$/,
    // Beside a small group marker, hidden from screen readers: the words say it.
    /^2 ERs too close together to show apart, with their number$/,
  ]);

  await tabTo(page, widget.locator('.leaflet-container'), group);
  await expect(group).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  const popup = widget.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  // Each ER with the details a marker of its own would show, in the list's order.
  await expect(popup.getByRole('heading', { level: 4 })).toHaveText([
    'Cobequid Community Health Centre',
    'Dartmouth General Hospital',
    'Halifax Infirmary',
  ]);
  await expect(popup).toContainText('Emergency department closed overnight because of physician shortage.');
  await expect(popup).toContainText('Longer waits: patients are seen by urgency.');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  // Zooming in takes the group apart, and leaves the focus on one of its ERs.
  await popup.getByRole('button', { name: 'Zoom in on these ERs' }).press('Enter');
  for (const name of [
    'Closed: Cobequid Community Health Centre',
    'Closed: Dartmouth General Hospital',
    'Disruption: Halifax Infirmary',
  ]) {
    await expect(widget.getByRole('button', { name })).toBeVisible();
  }
  await expect(group).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Closed: Cobequid Community Health Centre' })).toBeFocused();
  await expect(key.getByRole('listitem')).toHaveText([/^\s*Closed$/, /^\s*Disruption$/]);
});

test('zooming out groups the ERs again, and the group can be closed by keyboard', async ({ page }) => {
  await serveTiles(page);
  await page.goto(hostPage('map-crowded'));
  const widget = page.locator('#widget');
  const group = widget.getByRole('button', { name: '3 ERs: 2 closed, 1 disruption' });
  await expect(group).toBeVisible();
  await widget.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect(group).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Closed: Cobequid Community Health Centre' })).toBeVisible();
  await widget.getByRole('button', { name: 'Zoom out', exact: true }).click();
  await expect(group).toBeVisible();
  await group.click();
  const popup = widget.locator('.leaflet-popup');
  await expect(popup.getByRole('heading', { level: 4 })).toHaveCount(3);
  await popup.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(popup).toHaveCount(0);
  await expect(group).toBeFocused();
});

test('axe finds no marker too small or obscured where ERs crowd, with or without every ER shown', async ({ page }) => {
  await serveTiles(page);
  await page.goto(hostPage('map-crowded'));
  const widget = page.locator('#widget');
  await expect(widget.getByRole('button', { name: 'Disruption: Eastern Shore Memorial Hospital' })).toBeVisible();
  const targetSize = async () =>
    (await new AxeBuilder({ page }).withRules(['target-size']).analyze()).violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    );
  expect(await targetSize()).toEqual([]);
  await widget.getByLabel('Show every ER on the map').check();
  await expect(widget.locator('.ers-marker').first()).toBeVisible();
  expect(await targetSize()).toEqual([]);
});

// The map on a phone (375 px): a group's popup fits in the map, its first name clear of the
// zoom control, its Close and "Zoom in on these ERs" buttons in view; the map's height is an
// option (data-map-height), for pages that want more room.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fixtureOrigin } from './ports';
import { OSM_TILES, TILE_PNG } from './tiles';

type Box = { x: number; y: number; width: number; height: number };

const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** Whether a click at the element's centre would reach it (not covered, not scrolled out of its box). */
function reachable(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    const { x, y, width, height } = target.getBoundingClientRect();
    const root = target.getRootNode() as ShadowRoot;
    const hit = root.elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && (hit === target || target.contains(hit));
  });
}

async function mapAt(page: Page, query: string): Promise<Locator> {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.route(OSM_TILES, (route) => route.fulfill({ body: TILE_PNG, contentType: 'image/png' }));
  await page.goto(`${fixtureOrigin}/widget-at.html?${query}`);
  const widget = page.locator('#widget');
  await widget.locator('.leaflet-container').scrollIntoViewIfNeeded();
  return widget;
}

for (const [lang, groupName, zoomIn, close] of [
  ['en', /^3 ERs: 2 closed/, 'Zoom in on these ERs', 'Close'],
  ['fr', /^3 urgences\s?: 2 fermées/, 'Zoomer sur ces urgences', 'Fermer'],
] as const) {
  test(`at 375 px a group's popup fits in the map with its buttons in view (${lang})`, async ({ page }) => {
    const widget = await mapAt(page, `fake=crowded&province=NS&views=map&lang=${lang}`);
    const group = widget.getByRole('button', { name: groupName });
    await group.click();
    const popup = widget.locator('.leaflet-popup');
    await expect(popup).toBeVisible();
    // Leaflet pans the map to bring the popup in.
    const map = await box(widget.locator('.leaflet-container'));
    await expect.poll(async () => within(await box(popup), map)).toBe(true);
    for (const name of [zoomIn, close]) {
      const button = popup.getByRole('button', { name });
      expect(within(await box(button), map), name).toBe(true);
      expect(await reachable(button), name).toBe(true);
    }
    const first = popup.getByRole('heading', { level: 4 }).first();
    expect(overlap(await box(first), await box(widget.locator('.leaflet-control-zoom')))).toBe(false);
    expect(await reachable(first)).toBe(true);
  });
}

test('the map takes the height data-map-height gives it, and says so when it cannot', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const tall = await mapAt(page, 'fake=crowded&province=NS&views=map&map-height=480');
  await expect.poll(async () => (await box(tall.locator('.leaflet-container'))).height).toBeCloseTo(480, 0);
  const wrong = await mapAt(page, 'fake=crowded&province=NS&views=map&map-height=tall');
  await expect(wrong.locator('.leaflet-container')).toBeVisible();
  expect(warnings.filter((warning) => warning.startsWith('er-status: ignoring mapHeight="tall"'))).toHaveLength(1);
});

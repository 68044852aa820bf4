// On a phone no word is cut in two anywhere in the widget: every view, in English and French,
// at 320 and 375 px wide (the coverage table once gave "ERs tracke|d", "Urgenc|es suivies",
// "10|0|%" and "Colombie-Britanniqu|e").
import { expect, type Page, test } from '@playwright/test';
import { fixtureOrigin } from './ports';
import { OSM_TILES, TILE_PNG } from './tiles';
import { brokenWords } from './words';

async function widgetAt(page: Page, width: number, query: string) {
  await page.setViewportSize({ width, height: 800 });
  await page.route(OSM_TILES, (route) => route.fulfill({ body: TILE_PNG, contentType: 'image/png' }));
  await page.goto(`${fixtureOrigin}/widget-at.html?${query}`);
  const widget = page.locator('#widget');
  await expect(widget.getByRole('heading', { level: 2 })).toBeVisible();
  return widget;
}

for (const width of [320, 375]) {
  for (const lang of ['en', 'fr'] as const) {
    test(`no word is cut in the closures, the coverage table and the map at ${width} px (${lang})`, async ({
      page,
    }) => {
      const widget = await widgetAt(page, width, `views=closures,coverage,map&lang=${lang}&controls`);
      await widget.scrollIntoViewIfNeeded();
      await expect(widget.getByRole('table')).toBeVisible();
      await expect(widget.getByRole('row')).toHaveCount(14);
      await widget.locator('.leaflet-container').scrollIntoViewIfNeeded();
      await expect(widget.locator('.leaflet-marker-icon').first()).toBeVisible();
      expect(await brokenWords(widget)).toEqual([]);
      // Nor does the table spill out of the widget to make room for them.
      const table = await widget.getByRole('table').boundingBox();
      const article = await widget.locator('.ers').boundingBox();
      expect((table?.x ?? 0) + (table?.width ?? 0)).toBeLessThanOrEqual((article?.x ?? 0) + (article?.width ?? 0));
      // Nor in a marker's popup, a group's included (opened by keyboard: a marker may sit under the credits).
      const popup = widget.locator('.leaflet-popup');
      for (const marker of await widget.locator('.leaflet-marker-icon').all()) {
        await marker.press('Enter');
        await expect(popup).toHaveCount(1);
        expect(await brokenWords(widget), (await marker.getAttribute('title')) ?? '').toEqual([]);
        await popup.press('Escape');
        await expect(popup).toHaveCount(0);
      }
    });

    test(`no word is cut in the waits, minutes and counts, at ${width} px (${lang})`, async ({ page }) => {
      for (const province of ['ON', 'QC']) {
        const widget = await widgetAt(page, width, `app=waits&province=${province}&views=waits&lang=${lang}`);
        await widget.scrollIntoViewIfNeeded();
        await expect(widget.getByRole('listitem').first()).toBeVisible();
        expect(await brokenWords(widget), province).toEqual([]);
      }
    });
  }
}

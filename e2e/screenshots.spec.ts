// Screenshots of the widget as a person sees it, at 320 and 1280 px, light and dark, in English
// and French, kept in test-results/screenshots/ (gitignored; each run writes them afresh): the
// widget in place (closures, coverage and map, the app's own data) and the /embed page in a
// plain 600 px iframe. Each shows the 911 line and the credit.
import { expect, type Page, test } from '@playwright/test';
import { STRINGS } from '../src/widget/i18n';
import { fixtureOrigin } from './ports';
import { OSM_TILES, TILE_PNG } from './tiles';

const FOLDER = 'test-results/screenshots';

async function at(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.route(OSM_TILES, (route) => route.fulfill({ body: TILE_PNG, contentType: 'image/png' }));
  await page.goto(`${fixtureOrigin}/${path}`);
}

for (const width of [320, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['en', 'fr'] as const) {
      const name = `${width}-${theme}-${lang}`;
      test(`keeps screenshots of the widget at ${width} px, ${theme}, ${lang}, with the 911 line and the credit`, async ({
        page,
      }, testInfo) => {
        const emergency = STRINGS[lang].emergency;
        const credit = STRINGS[lang].creditSample;

        await at(page, width, `widget-at.html?views=closures,coverage,map&lang=${lang}&theme=${theme}&controls`);
        const widget = page.locator('#widget');
        await expect(widget.locator('.ers')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await widget.locator('.leaflet-container').scrollIntoViewIfNeeded();
        await expect(widget.getByRole('table')).toBeVisible();
        await expect(widget.locator('.leaflet-marker-icon').first()).toBeVisible();
        await expect(widget.locator('footer strong')).toHaveText(emergency);
        await expect(widget.locator('footer strong')).toBeVisible();
        await expect(widget.locator('.credit')).toContainText(credit);
        const inPlace = `${FOLDER}/widget-${name}.png`;
        await widget.screenshot({ path: inPlace });
        await testInfo.attach(`widget-${name}`, { path: inPlace, contentType: 'image/png' });

        await at(page, width, `plain-iframe.html?views=closures,coverage&lang=${lang}&theme=${theme}`);
        const frame = page.frameLocator('#plain');
        await expect(frame.getByRole('table')).toBeVisible();
        await expect(frame.locator('footer strong')).toHaveText(emergency);
        await expect(frame.locator('footer strong')).toBeInViewport();
        await expect(frame.locator('.credit')).toBeInViewport();
        const framed = `${FOLDER}/iframe-${name}.png`;
        await page.locator('#plain').screenshot({ path: framed });
        await testInfo.attach(`iframe-${name}`, { path: framed, contentType: 'image/png' });
      });
    }
  }
}

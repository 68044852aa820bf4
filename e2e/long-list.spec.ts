// A long all-Canada list in Chromium: its first 10 rows, the rest behind "Show more" /
// "Afficher plus", a disclosure a keyboard opens, in English and French. The app's answer is
// lengthened on its way to the page (more rows than the sample's), everything else as served.
import { expect, test } from '@playwright/test';
import { appOrigin, fixtureOrigin } from './ports';

for (const [lang, label] of [
  ['en', 'Show more'],
  ['fr', 'Afficher plus'],
] as const) {
  test(`a long list shows 10 rows, then all of them from "${label}" by keyboard (${lang})`, async ({ page }) => {
    await page.route(`${appOrigin}/embed/api/closures*`, async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      const [first] = answer.closures;
      answer.scheduled = [];
      answer.closures = Array.from({ length: 14 }, (_, i) => ({
        ...first,
        id: `ns_row${i}`,
        name: `Hospital ${i + 1}`,
      }));
      await route.fulfill({ response, json: answer });
    });
    await page.goto(`${fixtureOrigin}/widget-at.html?lang=${lang}`);
    const widget = page.locator('#widget');
    const names = widget.getByRole('heading', { level: 4 });
    await expect(names).toHaveCount(10);
    const more = widget.getByText(label);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(names).toHaveCount(14);
    await expect(names.nth(10)).toHaveText('Hospital 11');
    await expect(more).toBeFocused();
    await page.setViewportSize({ width: 320, height: 900 });
    await widget.screenshot({ path: test.info().outputPath(`long-list-${lang}-320.png`) });
  });
}

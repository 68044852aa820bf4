// Small things a person meets: the icon of every page, the page for an address that names
// nothing (English and French), and where an item of the RSS feed leads (English and French).
import { expect, test } from '@playwright/test';
import { appOrigin } from './ports';

test('every page names the icon, which is served with caching headers', async ({ page }) => {
  for (const path of ['/', '/fr/', '/embed?province=NS', '/desk/signin']) {
    await page.goto(`${appOrigin}${path}`);
    const href = await page.locator('link[rel="icon"]').evaluate((link: HTMLLinkElement) => link.href);
    expect([path, href]).toEqual([path, `${appOrigin}/favicon.svg`]);
  }
  const icon = await page.request.get(`${appOrigin}/favicon.svg`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  expect(icon.headers()['cache-control']).toContain('max-age=86400');
});

for (const [locale, heading, home, landing] of [
  ['en-CA', 'Page not found', 'Go to the ER status home page', /ER status/],
  ['fr-CA', 'Page introuvable', 'Aller à l’accueil de l’état des urgences', /urgences/],
] as const) {
  test.describe(`an address that names nothing (${locale})`, () => {
    test.use({ locale });
    test('shows a page that says so, says to call 911, and leads home', async ({ page }) => {
      const answer = await page.goto(`${appOrigin}/no-such-page`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/911/)).toBeVisible();
      await page.screenshot({ path: `test-results/not-found-${locale}.png` });
      await page.getByRole('link', { name: home }).click();
      await expect(page).toHaveTitle(landing);
      expect(new URL(page.url()).pathname).toBe(locale === 'fr-CA' ? '/fr/' : '/');
    });
  });
}

for (const lang of ['en', 'fr'] as const) {
  test(`an RSS item (${lang}) leads to its ER's page, in the feed's language`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    const xml = await (await page.request.get(`${appOrigin}/feed.xml?lang=${lang}`)).text();
    const items = [
      ...xml.matchAll(/<item><title>[^<]*?(?::|\u00a0:) ([^<]+) \([^<]*\)<\/title><link>([^<]+)<\/link>/g),
    ];
    expect(items.length).toBeGreaterThan(1);
    const [, name, link] = items.at(-1) as RegExpMatchArray;
    expect(link).toMatch(new RegExp(`^${appOrigin}${lang === 'fr' ? '/fr' : ''}/er/[a-z]{2}_`));
    await page.goto(link as string);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name as string);
    await expect(page.getByText(lang === 'fr' ? /911/ : /call 911/).first()).toBeVisible();
    await page.screenshot({ path: `test-results/rss-item-${lang}.png` });
  });
}

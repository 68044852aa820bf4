// The /embed page in iframes: sized by the resize protocol when embed.js creates the iframe
// (data-mode="iframe"), fixed-height and script-free otherwise. The iframe pages' data comes
// from the fake proxy, whatever the app itself serves.
import { expect, type Page, test } from '@playwright/test';
import { appOrigin, fixtureOrigin } from './ports';

async function useFakeProxy(page: Page): Promise<void> {
  await page.route(`${appOrigin}/embed/api/**`, (route) =>
    route.continue({ url: route.request().url().replace(`${appOrigin}/embed`, `${fixtureOrigin}/api/data/embed`) }),
  );
}

/** The height of the iframe element, and of the widget inside it. */
async function heights(page: Page): Promise<{ iframe: number; content: number }> {
  const iframe = page.locator('script[data-mode] + div iframe');
  const box = await iframe.boundingBox();
  const frame = await (await iframe.elementHandle())?.contentFrame();
  const content = await frame?.locator('body > div').evaluate((host) => host.getBoundingClientRect().height);
  return { iframe: box?.height ?? 0, content: Math.ceil(content ?? -1) };
}

test.beforeEach(async ({ page }) => {
  await useFakeProxy(page);
});

test('the iframe embed is titled and lazy, follows its content’s height, and ignores spoofed messages', async ({
  page,
}) => {
  await page.goto(`${fixtureOrigin}/iframe.html`);
  const iframe = page.locator('script[data-mode] + div iframe');
  await expect(iframe).toHaveAttribute('title', 'ER status — Nova Scotia');
  await expect(iframe).toHaveAttribute('loading', 'lazy');
  const inside = page.frameLocator('script[data-mode] + div iframe');
  await expect(inside.getByRole('listitem')).toHaveCount(3);
  await expect(inside.getByRole('table')).toBeVisible();
  await expect.poll(async () => Math.abs((await heights(page)).iframe - (await heights(page)).content)).toBeLessThan(2);
  const settled = (await heights(page)).iframe;
  expect(settled).toBeGreaterThan(500);

  // The host page itself, and another frame of the widget's own origin, post the same shape.
  await page.evaluate(() => window.postMessage({ type: 'er-status:resize', height: 5 }, '*'));
  await page
    .frameLocator('#plain')
    .locator('body')
    .evaluate(() => window.parent.postMessage({ type: 'er-status:resize', height: 7 }, '*'));
  await page.waitForTimeout(500);
  expect((await heights(page)).iframe).toBe(settled);

  // The content shrinks (a province with no closures): the iframe follows.
  await inside.getByRole('combobox', { name: 'Province or territory' }).selectOption('PE');
  await expect(
    inside.getByRole('paragraph').filter({ hasText: 'Prince Edward Island: no ER closures or disruptions reported.' }),
  ).toBeVisible();
  await expect.poll(async () => (await heights(page)).iframe).toBeLessThan(settled - 100);
  await expect.poll(async () => Math.abs((await heights(page)).iframe - (await heights(page)).content)).toBeLessThan(2);
});

test('a plain iframe with a fixed height shows the widget with no script on the host page', async ({ page }) => {
  await page.goto(`${fixtureOrigin}/iframe.html`);
  const plain = page.frameLocator('#plain');
  await expect(plain.getByRole('heading', { level: 2 })).toHaveText('État des urgences — Ontario');
  await expect(plain.getByRole('heading', { level: 4 })).toHaveText(['Kincardine Hospital', 'Clinton Public Hospital']);
  await expect(plain.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('#plain')).toHaveAttribute('height', '500');
});

test('the /embed page takes its options from the query, but never another data origin or a nested iframe', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(
    `${appOrigin}/embed?province=NS&views=closures,coverage&lang=fr&theme=dark&api=https://evil.example&mode=iframe`,
  );
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('État des urgences — Nouvelle-Écosse');
  await expect(page).toHaveTitle('État des urgences — Nouvelle-Écosse');
  await expect(page.locator('.ers')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('table')).toBeVisible();
  expect(page.frames()).toHaveLength(1);
  expect(requests.filter((url) => new URL(url).hostname === 'evil.example')).toEqual([]);
});

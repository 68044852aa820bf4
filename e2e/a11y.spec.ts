// Accessibility (WCAG 2.2 AA) of the widget on host pages: axe in both languages and both
// themes, keyboard use with visible focus, reflow at 280 px, reduced motion, and a loading
// skeleton that holds its place.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { fixtureOrigin } from './ports';

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const [lang, heading] of [
  ['en', 'ER status — Nova Scotia'],
  ['fr', 'État des urgences — Nouvelle-Écosse'],
] as const) {
  test(`axe reports no violations in ${lang === 'en' ? 'English' : 'French'}`, async ({ page }) => {
    await page.goto(`${fixtureOrigin}/a11y-${lang}.html`);
    const widget = page.locator('#widget');
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(widget.getByRole('listitem')).toHaveCount(3);
    await expect(widget.getByRole('table')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe reports no violations in the dark theme, nor with sample data and a failed view', async ({ page }) => {
  await page.goto(`${fixtureOrigin}/themes.html`);
  await expect(page.locator('#dark').getByRole('table')).toBeVisible();
  await expect(
    page
      .locator('#auto')
      .getByRole('paragraph')
      .filter({ hasText: /no ER closures/ }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate((api) => {
    const scenarios = [
      ['light', 'sample'],
      ['dark', 'failing'],
    ] as const;
    for (const [theme, behaviour] of scenarios) {
      const host = document.getElementById(theme) as HTMLElement;
      window.ERStatus?.mount(host, { api: `${api}/${behaviour}`, theme });
    }
  }, `${fixtureOrigin}/api`);
  await expect(page.locator('#light').getByText('Sample data — not live')).toBeVisible();
  await expect(page.locator('#dark .notice').first()).toHaveText(/^Couldn't load ER status/);
  expect(await axeViolations(page)).toEqual([]);
});

test('is fully usable by keyboard, with a visible focus indicator', async ({ page }) => {
  await page.goto(`${fixtureOrigin}/a11y-en.html`);
  const widget = page.locator('#widget');
  await expect(widget.getByRole('table')).toBeVisible();
  const reached: string[] = [];
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        what: `${element.tagName.toLowerCase()}:${(element.textContent ?? '').trim().slice(0, 40)}`,
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
      };
    });
    if (!focused) break;
    expect(focused.outline, focused.what).toBe('solid 3px');
    reached.push(focused.what);
  }
  expect(reached).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^select:/),
      expect.stringMatching(/^time:12 minutes ago/),
      expect.stringMatching(/^button:Province or territory/),
      expect.stringMatching(/^button:Share/),
      expect.stringMatching(/^a:811/),
      expect.stringMatching(/^a:ERstat/),
    ]),
  );

  // The sort buttons work from the keyboard.
  await widget.getByRole('button', { name: 'Province or territory' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('columnheader').first()).toHaveAttribute('aria-sort', 'ascending');
  // The exact time of an age shows on focus.
  const age = widget.getByText('12 minutes ago').first();
  await age.focus();
  await expect(age.locator('.tip')).toHaveCSS('clip-path', 'none');
});

test('reflows at 280 px wide without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 280, height: 800 });
  await page.goto(`${fixtureOrigin}/a11y-en.html`);
  const widget = page.locator('#widget');
  await expect(widget.getByRole('table')).toBeVisible();
  const overflow = await widget.evaluate((host) => {
    const root = host.shadowRoot?.querySelector('.ers') as HTMLElement;
    return { scroll: root.scrollWidth, client: root.clientWidth, page: document.documentElement.scrollWidth };
  });
  expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
  expect(overflow.page).toBeLessThanOrEqual(280);
});

test('shows a still skeleton of reserved height while loading, and nothing below it moves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${fixtureOrigin}/slow.html`);
  const widget = page.locator('#widget');
  await expect(widget.getByText('Loading…')).toBeVisible();
  await expect(widget.locator('.skeleton span').first()).toHaveCSS('animation-name', 'none');
  const below = page.locator('#below');
  const whileLoading = (await below.boundingBox())?.y;
  await expect(
    widget.getByRole('paragraph').filter({ hasText: 'Prince Edward Island: no ER closures or disruptions reported.' }),
  ).toBeVisible({
    timeout: 10_000,
  });
  expect((await below.boundingBox())?.y).toBe(whileLoading);
});

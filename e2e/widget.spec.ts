// The widget on host pages of another origin (localhost, served by e2e/fixture-server.ts),
// one fixture page per scenario. The app under test serves embed.js from 127.0.0.1.
import { expect, type Page, type Request, test } from '@playwright/test';
import { appOrigin, fixtureOrigin } from './ports';

const hostPage = (scenario: string) => `${fixtureOrigin}/${scenario}.html`;

/** Every request the page and its frames make, as Playwright saw it leave. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** CSP violations reported by the page, collected before any of its scripts run. */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}`));
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test('the script-tag embed shows the server’s real closures', async ({ page, request }) => {
  const response = await request.get(`${appOrigin}/embed/api/closures`);
  expect(response.status(), 'the app serves /embed/api/closures').toBe(200);
  const answer = await response.json();
  await page.goto(hostPage('script-tag'));
  const widget = page.locator('script[src$="/embed.js"] + div');
  // The widget stands where its script tag is, between the two paragraphs.
  await expect(page.locator('script[src$="/embed.js"] + div + p#after')).toHaveCount(1);
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText('ER status — Canada');
  const names: string[] = answer.closures.map((closure: { name: string }) => closure.name);
  // Then the closures announced for the next 24 hours (the sample announces one).
  const announced: string[] = (answer.scheduled ?? [])
    .filter((row: { starts_at: string }) => Date.parse(row.starts_at) - Date.now() < 86_400_000)
    .map((row: { name: string }) => row.name);
  // A list longer than 10 shows its first 10 rows, the rest behind "Show more".
  await expect(widget.getByRole('heading', { level: 4 })).toHaveText([...names.slice(0, 10), ...announced]);
  if (names.length > 10) await widget.getByText('Show more').click();
  await expect(widget.getByRole('heading', { level: 4 })).toHaveText([...names, ...announced]);
  if (answer.meta.source === 'sample') {
    // The sample is credited in the widget's own words; its English notice is not repeated.
    await expect(widget.getByText('Sample data — not live')).toBeVisible();
    await expect(widget.locator('footer')).toContainText('Sample data by');
    await expect(widget.locator('footer')).not.toContainText(answer.attribution);
  } else {
    await expect(widget.locator('footer')).toContainText(answer.attribution);
    await expect(widget.getByText('Sample data — not live')).toHaveCount(0);
  }
  await expect(widget.getByRole('table')).toBeVisible();
});

test('two widgets with different provinces on one page keep their own data and language', async ({ page }) => {
  await page.goto(hostPage('two-widgets'));
  const novaScotia = page.locator('#nova-scotia');
  const ontario = page.locator('#ontario');
  await expect(novaScotia.getByRole('heading', { level: 2 })).toHaveText('ER status — Nova Scotia');
  await expect(ontario.getByRole('heading', { level: 2 })).toHaveText('État des urgences — Ontario');
  await expect(novaScotia.getByRole('heading', { level: 4 })).toHaveText([
    'Cobequid Community Health Centre',
    'Eastern Shore Memorial Hospital',
    'Musquodoboit Valley Memorial Hospital',
  ]);
  await expect(ontario.getByRole('heading', { level: 4 })).toHaveText([
    'Kincardine Hospital',
    'Clinton Public Hospital',
  ]);
  await expect(ontario.getByText('Fermée')).toBeVisible();
  await expect(novaScotia.getByText('Kincardine Hospital')).toHaveCount(0);
});

test('a single-page app mounts and unmounts the widget through ERStatus', async ({ page }) => {
  const requests = recordRequests(page);
  await page.addInitScript(() => {
    (window as unknown as { globalsBefore: string[] }).globalsBefore = Object.keys(window);
  });
  await page.goto(hostPage('spa'));
  await page.getByRole('button', { name: 'Show ER status' }).click();
  const view = page.locator('#er-view');
  await expect(view.getByRole('heading', { level: 4 })).toHaveText(['Kincardine Hospital', 'Clinton Public Hospital']);
  await page.getByRole('button', { name: 'Hide ER status' }).click();
  await expect(page.locator('#er-view')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show ER status' }).click();
  await expect(page.locator('#er-view').getByText('Kincardine Hospital')).toBeVisible();
  const dataRequests = requests.filter((request) => request.url().includes('/embed/api/'));
  expect(dataRequests.map((request) => new URL(request.url()).search)).toEqual(['?province=ON', '?province=ON']);
  // embed.js adds one global and only one.
  const added = await page.evaluate(() => {
    const before = new Set((window as unknown as { globalsBefore: string[] }).globalsBefore);
    return Object.keys(window).filter((name) => !before.has(name) && name !== 'globalsBefore');
  });
  expect(added).toEqual(['ERStatus']);
});

test('works on a page with a strict CSP: script-src the widget origin only, no inline style, Trusted Types', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await page.goto(hostPage('strict-csp'));
  const widget = page.locator('script[src$="/embed.js"] + div');
  await expect(widget.getByRole('heading', { level: 4 })).toHaveCount(3);
  await expect(widget.getByRole('table')).toBeVisible();
  // Styled: the adopted stylesheet applies, and the coverage bars have their widths.
  await expect(widget.getByRole('heading', { level: 2 })).toHaveCSS('font-size', '20px');
  await expect(widget.locator('.bar span').first()).toHaveCSS('width', /^[1-9]\d*(\.\d+)?px$/);
  expect(await violations()).toEqual([]);
});

test('stays readable on a page whose CSS attacks everything', async ({ page }) => {
  await page.goto(hostPage('hostile-css'));
  const widget = page.locator('#widget');
  await expect(widget).toBeVisible();
  const title = widget.getByRole('heading', { level: 2 });
  await expect(title).toBeVisible();
  await expect(title).toHaveCSS('font-size', '20px');
  await expect(title).toHaveCSS('text-transform', 'none');
  // The widget's own text colour, not the page's transparent or red.
  expect(await title.evaluate((element) => getComputedStyle(element).color)).not.toMatch(
    /rgba\(0, 0, 0, 0\)|rgb\(255, 0, 0\)/,
  );
  await expect(widget.getByRole('listitem').first()).toHaveCSS('letter-spacing', 'normal');
  await expect(widget.getByText('Cobequid Community Health Centre')).toBeVisible();
  await expect(widget.getByRole('table')).toBeVisible();
});

test('works with Referrer-Policy: no-referrer, and sends no referrer', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto(hostPage('no-referrer'));
  await expect(page.getByText('Cobequid Community Health Centre')).toBeVisible();
  const data = requests.filter((request) => request.url().includes('/embed/api/'));
  expect(data).toHaveLength(1);
  expect(await data[0]?.headerValue('referer')).toBeNull();
});

test('renders a container inserted after the page has loaded', async ({ page }) => {
  await page.goto(hostPage('late-insert'));
  await expect(page.locator('#late').getByRole('heading', { level: 2 })).toHaveText('ER status — Nova Scotia');
  await expect(page.locator('#late').getByRole('listitem')).toHaveCount(3);
});

test('no request made by the page carries a key', async ({ page }) => {
  const requests = recordRequests(page);
  await page.route(`${appOrigin}/embed/api/**`, (route) =>
    route.continue({ url: route.request().url().replace(`${appOrigin}/embed`, `${fixtureOrigin}/api/data/embed`) }),
  );
  for (const scenario of ['script-tag', 'two-widgets', 'iframe']) {
    await page.goto(hostPage(scenario));
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  await expect(page.frameLocator('#plain').getByRole('heading', { level: 2 })).toBeVisible();
  const data = requests.filter((request) => request.url().includes('/embed/api/'));
  expect(data.length).toBeGreaterThan(3);
  for (const request of requests) {
    const url = new URL(request.url());
    expect(
      [...url.searchParams.keys()].filter((name) => /key/i.test(name)),
      request.url(),
    ).toEqual([]);
    const headers = await request.allHeaders();
    expect(
      Object.keys(headers).filter((name) => /key|authorization/i.test(name)),
      request.url(),
    ).toEqual([]);
  }
});

test('keeps screenshots of the light and the dark widget', async ({ page }, testInfo) => {
  await page.goto(hostPage('themes'));
  for (const theme of ['light', 'dark']) {
    const widget = page.locator(`#${theme}`);
    await expect(widget.getByRole('table')).toBeVisible();
    const path = testInfo.outputPath(`widget-${theme}.png`);
    await widget.screenshot({ path });
    await testInfo.attach(`widget-${theme}`, { path, contentType: 'image/png' });
  }
  await expect(page.locator('#light .ers')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('#dark .ers')).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('follows the reader’s colour scheme with data-theme="auto"', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(hostPage('themes'));
  const auto = page.locator('#auto .ers');
  await expect(auto).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(auto).toHaveClass(/\blight\b/);
});

test('shows markup sent by the source as characters, never as markup', async ({ page }) => {
  await page.goto(hostPage('two-widgets'));
  await expect(page.locator('#nova-scotia').getByRole('listitem')).toHaveCount(3);
  await page.evaluate((api) => {
    window.ERStatus?.mount(document.getElementById('nova-scotia') as HTMLElement, { province: 'NS', api });
  }, `${fixtureOrigin}/api/markup`);
  const widget = page.locator('#nova-scotia');
  await expect(widget.getByRole('heading', { level: 4 })).toHaveText('Markup <b>Memorial</b> Hospital');
  await expect(widget.getByText('<script>document.title="pwned"</script>', { exact: false })).toBeVisible();
  expect(await widget.evaluate((host) => host.shadowRoot?.querySelectorAll('img, script, b').length)).toBe(0);
  await page.waitForTimeout(200);
  expect(await page.title()).not.toBe('pwned');
});

test('takes the host’s --ers-* custom properties and ::part() styles', async ({ page }) => {
  await page.goto(hostPage('host-theme'));
  const widget = page.locator('#branded');
  await expect(widget.getByRole('listitem')).toHaveCount(3);
  await expect(widget.locator('.ers')).toHaveCSS('background-color', 'rgb(253, 246, 227)');
  await expect(widget.locator('.ers')).toHaveCSS('color', 'rgb(7, 54, 66)');
  await expect(widget.locator('.ers')).toHaveCSS('font-family', 'Georgia, serif');
  await expect(widget.getByRole('heading', { level: 2 })).toHaveCSS('text-transform', 'uppercase');
  await expect(widget.getByRole('listitem').first()).toHaveCSS('padding-left', '12px');
});

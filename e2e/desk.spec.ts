// The status desk, as the people who run emergency rooms use it: enrolled from a link the
// operator's CLI prints, signed in with a passkey (Chromium's virtual authenticator) or a
// password and an authenticator app's code; a closure published at the desk reaches the widget
// on another site's page within a second, "Confirmed by" the editor's organisation; a scheduled closure
// flips when its time comes (the server runs on a movable clock, src/testing/fake-clock.mjs);
// axe finds nothing on the desk in either language.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { freePort, npmRun, PROJECT_ROOT, startServer, stop, waitFor } from '../scripts/lib/processes';
import { wallClockInput } from './desk-person';
import { fixtureOrigin } from './ports';

test.describe.configure({ mode: 'serial' });

const dir = mkdtempSync(join(tmpdir(), 'er-desk-e2e-'));
const clockFile = join(dir, 'clock');
let server: ChildProcess | null = null;
let origin = '';
/** How far the server's clock is ahead of the real one (ms). */
let offset = 0;
/** Moves the server's clock `ms` ahead of the real one. */
const moveClock = (ms: number) => {
  offset = ms;
  writeFileSync(clockFile, String(ms));
};
/** The server's time now. */
const serverNow = () => Date.now() + offset;
const MINUTE = 60_000;
/** Who the desk's people confirm for: a newsroom, not "the hospital". */
const ORGANISATION = 'CBC Nova Scotia';
const HOUR = 3_600_000;

test.beforeAll(async () => {
  writeFileSync(clockFile, '0');
  const port = await freePort();
  // localhost, not 127.0.0.1: a passkey's relying party is a host name.
  origin = `http://localhost:${port}`;
  server = startServer({
    PORT: String(port),
    ER_DB: join(dir, 'desk.db'),
    ER_PUBLIC_URL: origin,
    ER_ACCESS_LOG: '0',
    ER_TEST_CLOCK_FILE: clockFile,
    NODE_OPTIONS: `--import ${join(PROJECT_ROOT, 'src', 'testing', 'fake-clock.mjs')}`,
  });
  await waitFor(`${origin}/healthz`, server);
});

test.afterAll(async () => {
  if (server) await stop(server);
});

/** `npm run desk -- users create …`: the enrolment link it prints. */
async function enrolmentLink(email: string, role: 'editor' | 'admin', scope: string): Promise<string> {
  const create = [
    'users',
    'create',
    '--email',
    email,
    '--role',
    role,
    '--organisation',
    ORGANISATION,
    '--scope',
    scope,
  ];
  const output = await npmRun(['desk', '--', ...create], {
    ER_DB: join(dir, 'desk.db'),
    ER_PUBLIC_URL: origin,
  });
  const link = output.match(/https?:\/\/\S+\/desk\/enrol\/\S+/)?.[0];
  if (!link) throw new Error(`no enrolment link in: ${output}`);
  return link;
}

async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('a nurse enrols with a passkey and signs in with it again', async ({ context, page }) => {
  await virtualAuthenticator(context, page);
  const link = await enrolmentLink('nurse@example.ca', 'editor', 'NS');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up your sign-in', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Emergency rooms', level: 1 })).toBeVisible();
  await expect(page.getByText('Signed in as nurse@example.ca')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the status desk' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Signed in as nurse@example.ca')).toBeVisible();
  // Only Nova Scotia's ERs are in this nurse's scope.
  const places = await page.locator('main table.ers tbody tr').allInnerTexts();
  expect(places.length).toBeGreaterThan(0);
  for (const text of places) expect(text).toMatch(/, NS\t/);
  // The link works once.
  await page.goto(link);
  await expect(page.getByText(/This enrolment link is not valid/)).toBeVisible();
});

/** The editor's browser, signed in once with a password and a code, kept across the tests below. */
let desk: Page;
let totp: TOTP;
const EDITOR = 'editor@example.ca';
const PASSWORD = 'correct horse battery staple';

async function signInWithPassword(page: Page) {
  await page.goto(`${origin}/desk/signin`);
  await page.getByLabel('Email address').fill(EDITOR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  // A code is good once: the next step's, which the desk accepts one step early.
  await page.getByLabel('Code from your authenticator app').fill(totp.generate({ timestamp: serverNow() + 30_000 }));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(`Signed in as ${EDITOR}`)).toBeVisible();
}

test('an editor enrols with a password and an authenticator app, then signs in with both', async ({ browser }) => {
  desk = await (await browser.newContext()).newPage();
  await desk.goto(await enrolmentLink(EDITOR, 'admin', 'all'));
  await desk.getByRole('button', { name: 'Use a password and an authenticator app' }).click();
  // A QR code to scan with the phone's app, not only the key to type.
  const qr = desk.getByRole('img', { name: 'QR code: scan it with your authenticator app' });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(200);
  await desk.screenshot({ path: 'test-results/desk-enrol-qr.png' });
  const secret = (await desk.locator('code.secret').innerText()).replace(/\s+/g, '');
  totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await desk.getByLabel('New password').fill(PASSWORD);
  await desk.getByLabel('Code from your authenticator app').fill(totp.generate({ timestamp: serverNow() }));
  await desk.getByRole('button', { name: 'Finish setting up' }).click();
  await expect(desk.getByText(`Signed in as ${EDITOR}`)).toBeVisible();
  await desk.getByRole('button', { name: 'Sign out' }).click();
  await expect(desk.getByRole('heading', { name: 'Sign in to the status desk' })).toBeVisible();
  await signInWithPassword(desk);
});

test('the list of ERs fits the sample’s 56 ERs in a compact table, closed and disrupted first, filtered without script', async ({
  browser,
}) => {
  await desk.setViewportSize({ width: 1280, height: 800 });
  await desk.goto(`${origin}/desk`);
  const rows = desk.locator('main table.ers tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(50);
  const height = await desk.evaluate(() => document.documentElement.scrollHeight);
  console.log(`the desk's list of ${count} ERs is ${height} px tall at 1280 px`);
  await desk.screenshot({ path: 'test-results/desk-list-1280.png' });
  expect(height).toBeLessThan(count * 55);
  const attention = (await rows.locator('td .status').allInnerTexts()).map((word) =>
    /^(Closed|Disruption)$/.test(word),
  );
  expect(attention.indexOf(false)).toBeGreaterThan(0);
  expect(attention.lastIndexOf(true)).toBeLessThan(attention.indexOf(false));

  // The filter is a plain form: it works with JavaScript off, in both languages.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await desk.context().storageState(),
  });
  const page = await plain.newPage();
  await page.goto(`${origin}/desk?lang=fr`);
  await page.getByLabel('Statut affiché').selectOption({ label: 'Fermées ou perturbées' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/status=attention/);
  const shown = await page.locator('main table.ers tbody tr td .status').allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const word of shown) expect(word).toMatch(/^(Fermée|Perturbation)$/);
  await expect(page.getByText(new RegExp(`urgences? affichées? sur ${count}\\.`))).toBeVisible();
  await page.goto(`${origin}/desk?lang=en`);
  await page.getByLabel('Name or town').fill('Halifax');
  await page.getByRole('button', { name: 'Filter' }).click();
  const names = await page.locator('main table.ers tbody tr').allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const text of names) expect(text).toMatch(/Halifax/i);
  await plain.close();
});

/** A reader on another site: a fresh browser (nothing cached) showing the widget for Nova Scotia. */
async function reader(browser: Browser, lang: 'en' | 'fr' = 'en'): Promise<{ page: Page; widget: Locator }> {
  const page = await (await browser.newContext()).newPage();
  if (offset) await page.clock.install({ time: serverNow() });
  const snippet = `<script src="${origin}/embed.js" data-province="NS" data-lang="${lang}"></script>`;
  await page.goto(`${fixtureOrigin}/pasted.html?snippet=${encodeURIComponent(snippet)}`);
  return { page, widget: page.locator('script[src$="/embed.js"] + div') };
}

/** The first two ERs of Nova Scotia that the desk lists as neither closed nor disrupted: names and pages. */
const ers: { name: string; href: string }[] = [];

test('a closure published at the desk is in the widget on another site within a second, confirmed by the editor’s organisation', async ({
  browser,
}) => {
  await desk.goto(`${origin}/desk?province=NS`);
  // ERs the public does not see closed or disrupted (open, or with no status yet).
  const rows = desk
    .locator('main table.ers tbody tr')
    .filter({ hasNot: desk.locator('.status-closed, .status-disruption') });
  for (const row of (await rows.all()).slice(0, 2)) {
    const link = row.getByRole('link').first();
    ers.push({
      name: (await link.innerText()).trim(),
      href: new URL((await link.getAttribute('href')) ?? '', origin).href,
    });
  }
  expect(ers).toHaveLength(2);
  const [er] = ers as [{ name: string; href: string }];
  const before = await reader(browser);
  await expect(before.widget.getByRole('listitem').first()).toBeVisible();
  await expect(before.widget.getByRole('listitem').filter({ hasText: er.name })).toHaveCount(0);

  await desk.goto(er.href);
  const form = desk.locator('form', { has: desk.getByRole('button', { name: 'Publish this status' }) });
  await form.getByRole('radio', { name: 'Closed' }).check();
  await form.getByLabel('Message in English').fill('Closed tonight: no physician available. <b>Go to Truro.</b>');
  await form.getByLabel('Message in French').fill('Fermée ce soir : aucun médecin disponible.');
  await form.getByLabel(/Expected reopening/).fill(wallClockInput(serverNow() + 6 * HOUR, 'America/Halifax'));
  await form.getByRole('button', { name: 'Publish this status' }).click();
  await expect(desk.getByText('The status is published.')).toBeVisible();
  const published = Date.now();

  // What the widget asks for right after: the closure is in it (no cache window to wait out).
  const answer = await (await fetch(`${origin}/embed/api/closures?province=NS`)).json();
  const row = answer.closures.find((closure: { name: string }) => closure.name === er.name);
  const answeredAfter = Date.now() - published;
  console.log(`the widget's proxy answered with the closure ${answeredAfter} ms after it was published`);
  expect(answeredAfter).toBeLessThan(1000);
  expect(row).toMatchObject({ status: 'closed', source: 'desk' });

  const { widget } = await reader(browser);
  const item = widget.getByRole('listitem').filter({ hasText: er.name });
  await expect(item).toContainText('Closed tonight: no physician available. <b>Go to Truro.</b>');
  console.log(`a new reader saw it ${Date.now() - published} ms after it was published`);
  await expect(item).toContainText(/Confirmed by CBC Nova Scotia (just now|1 minute ago)/);
  await expect(item).not.toContainText(EDITOR);
  await expect(item).toContainText('Expected to reopen');

  const lecteur = await reader(browser, 'fr');
  const itemFr = lecteur.widget.getByRole('listitem').filter({ hasText: er.name });
  await expect(itemFr).toContainText('Fermée ce soir : aucun médecin disponible.');
  await expect(itemFr).toContainText(/Confirmé par CBC Nova Scotia (à l’instant|il y a 1 minute)/);
});

test('axe finds no violation on the desk, in English and in French', async ({ browser }) => {
  const signIn = await (await browser.newContext()).newPage();
  for (const lang of ['en', 'fr']) {
    await signIn.goto(`${origin}/desk/signin?lang=${lang}`);
    await expect(signIn.locator('html')).toHaveAttribute('lang', lang);
    expect(await axeViolations(signIn)).toEqual([]);
    await desk.goto(`${origin}/desk?lang=${lang}`);
    await expect(desk.locator('html')).toHaveAttribute('lang', lang);
    expect(await axeViolations(desk)).toEqual([]);
    await desk.goto(`${(ers[0] as { href: string }).href}?lang=${lang}`);
    expect(await axeViolations(desk)).toEqual([]);
  }
  // Back to English for the tests that follow.
  await desk.goto(`${origin}/desk?lang=en`);
});

test('the desk reflows on a phone, 320 px wide, without horizontal scrolling, in both languages', async () => {
  await desk.setViewportSize({ width: 320, height: 640 });
  for (const lang of ['en', 'fr']) {
    for (const path of [`/desk?lang=${lang}`, `${new URL((ers[0] as { href: string }).href).pathname}?lang=${lang}`]) {
      await desk.goto(`${origin}${path}`);
      const overflow = await desk.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  }
  await desk.screenshot({ path: 'test-results/desk-er-320.png', fullPage: true });
  await desk.setViewportSize({ width: 1280, height: 800 });
  await desk.goto(`${origin}/desk?lang=en`);
});

test('"Confirm" moves the time the public sees it was confirmed', async ({ browser }) => {
  const [er] = ers as [{ name: string; href: string }];
  moveClock(12 * MINUTE);
  let { widget } = await reader(browser);
  await expect(widget.getByRole('listitem').filter({ hasText: er.name })).toContainText(
    'Confirmed by CBC Nova Scotia 12 minutes ago',
  );
  await desk.goto(er.href);
  await desk.getByRole('button', { name: 'Confirm the current status' }).click();
  await expect(desk.getByText('Confirmed: the public now sees that the status was checked just now.')).toBeVisible();
  ({ widget } = await reader(browser));
  await expect(widget.getByRole('listitem').filter({ hasText: er.name })).toContainText(
    'Confirmed by CBC Nova Scotia just now',
  );
});

test('the audit log reads at 1280 px: headers on one line, times on the ER’s clock, changes in words', async () => {
  await desk.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['en', 'fr'] as const) {
    await desk.goto(`${origin}/desk/audit?lang=${lang}`);
    for (const header of await desk.locator('table.audit thead th').all()) {
      const { lines, words } = await header.evaluate((th) => {
        const style = getComputedStyle(th);
        const text = th.textContent ?? '';
        return { lines: th.clientHeight / Number.parseFloat(style.lineHeight), words: text };
      });
      expect(lines, `${lang}: “${words}” stays on one line`).toBeLessThan(2);
    }
    const published = desk
      .locator('table.audit tbody tr')
      .filter({ hasText: lang === 'en' ? 'Status published' : 'Statut publié' });
    const row = published.first();
    await expect(row).toContainText(
      lang === 'en' ? /status: (Open|No status) → Closed/ : /statut\u00a0: (Ouverte|Aucun statut) → Fermée/,
    );
    await expect(row).toContainText(/\b(AST|ADT|HNA|HAA)\b/);
    await expect(row).not.toContainText('{"');
    await expect(row).not.toContainText(/\b1\d{9}\b/);
  }
  await desk.screenshot({ path: 'test-results/desk-audit-1280.png', fullPage: true });
  await desk.goto(`${origin}/desk?lang=en`);
});

test('the desk’s French reads plainly, “Toujours vrai ?” with its space', async () => {
  const [er] = ers as [{ name: string; href: string }];
  await desk.goto(`${er.href}?lang=fr`);
  await expect(desk.getByRole('link', { name: 'Poste des statuts' })).toBeVisible();
  await expect(desk.getByRole('heading', { name: 'Toujours vrai\u202f?' })).toBeVisible();
  await desk.goto(`${origin}/desk?lang=en`);
});

test('a closure scheduled at the desk starts when its time comes on the server’s clock, and ends when it ends', async ({
  browser,
}) => {
  const [, er] = ers as [unknown, { name: string; href: string }];
  await desk.goto(er.href);
  const form = desk.locator('form', { has: desk.getByRole('button', { name: 'Schedule this closure' }) });
  const start = Math.ceil((serverNow() + 2 * HOUR) / MINUTE) * MINUTE;
  await form.getByRole('radio', { name: 'Closed' }).check();
  await form.getByLabel('Starts').fill(wallClockInput(start, 'America/Halifax'));
  await form.getByLabel('Ends (optional)').fill(wallClockInput(start + 3 * HOUR, 'America/Halifax'));
  await form.getByLabel('Message in English').fill('Closed this evening for lack of staff.');
  await form.getByRole('button', { name: 'Schedule this closure' }).click();
  await expect(desk.getByText('The closure is scheduled.')).toBeVisible();

  const closed = async () => {
    const answer = await (await fetch(`${origin}/embed/api/closures?province=NS`)).json();
    return answer.closures.some((row: { name: string }) => row.name === er.name);
  };
  expect(await closed()).toBe(false);
  const { widget } = await reader(browser);
  await expect(widget.getByRole('listitem').filter({ hasText: er.name })).toContainText(/Closes today|Closes tomorrow/);

  moveClock(offset + (start - serverNow()) + MINUTE);
  await expect.poll(closed, { timeout: 5000 }).toBe(true);
  const after = await reader(browser);
  const item = after.widget.getByRole('listitem').filter({ hasText: er.name });
  await expect(item).toContainText('Closed this evening for lack of staff.');
  await expect(item).toContainText('Closed');

  moveClock(offset + 3 * HOUR);
  await expect.poll(closed, { timeout: 5000 }).toBe(false);
});

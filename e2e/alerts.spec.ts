// Email alerts as a person meets them, in English and in French: signing up on our page in
// Chromium, confirming from the email (read from a real SMTP server this test starts in its
// own process), then a closure published at the status desk makes exactly one email, in the
// person's language, with the one-click unsubscribe headers.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { freePort, startServer, stop, waitFor } from '../scripts/lib/processes';
import { type SmtpSink, startSmtpSink } from '../src/testing/smtp-sink';
import { enrolAtDesk } from './desk-person';

test.describe.configure({ mode: 'serial' });

const dir = mkdtempSync(join(tmpdir(), 'er-alerts-e2e-'));
const EDITOR = 'editor@example.ca';
const PASSWORD = 'correct horse battery staple';
let server: ChildProcess | null = null;
let sink: SmtpSink;
let origin = '';
let desk: Page;

test.beforeAll(async () => {
  sink = await startSmtpSink();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = startServer({
    PORT: String(port),
    ER_DB: join(dir, 'alerts.db'),
    ER_PUBLIC_URL: origin,
    ER_ACCESS_LOG: '0',
    ER_SMTP_URL: sink.url,
    ER_MAIL_FROM: 'ER status <alerts@example.ca>',
    ER_ALERT_HOLD_SECONDS: '0',
  });
  await waitFor(`${origin}/healthz`, server);
});

test.afterAll(async () => {
  if (server) await stop(server);
  await sink?.stop();
});

/** Mails to `to` so far. */
const mailsTo = (to: string) => sink.mails.filter((mail) => mail.to.includes(to));

async function waitForMail(to: string, count: number) {
  await expect.poll(() => mailsTo(to).length, { timeout: 15_000 }).toBe(count);
  return mailsTo(to)[count - 1] ?? null;
}

async function confirmFromEmail(page: Page, to: string, button: string, done: string) {
  const mail = await waitForMail(to, 1);
  const link = /http:\/\/localhost:\d+\/subscriptions\/confirm\/\S+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: done })).toBeVisible();
}

test('a person signs up in English from a link that names their ER, and confirms from the email', async ({ page }) => {
  await page.goto(`${origin}/`);
  await page.getByRole('link', { name: 'Get an email when an ER you choose closes or reopens' }).first().click();
  await expect(page.getByRole('heading', { name: 'Get alerts for an emergency room' })).toBeVisible();

  await page.goto(`${origin}/subscribe?er=ns_halifaxinfirmary`);
  await expect(page.getByRole('checkbox', { name: /Halifax Infirmary/ })).toBeChecked();
  await page.getByLabel('Your email address').fill('reader@example.ca');
  await page.getByRole('button', { name: 'Send me a confirmation email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await confirmFromEmail(page, 'reader@example.ca', 'Confirm my alerts', 'Your alerts are on');
});

test('une personne s’inscrit en français en cherchant sa ville, et confirme depuis le courriel', async ({ page }) => {
  await page.goto(`${origin}/fr/abonnement`);
  await page.getByLabel('Trouver une urgence par nom ou par ville').fill('sydney');
  await page.getByRole('button', { name: 'Chercher' }).click();
  await page.getByRole('checkbox', { name: /Cape Breton Regional Hospital/ }).check();
  await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();
  await page.getByLabel('Votre adresse courriel').fill('lectrice@example.ca');
  await page.getByRole('button', { name: 'M’envoyer un courriel de confirmation' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' })).toBeVisible();
  await confirmFromEmail(page, 'lectrice@example.ca', 'Confirmer mes alertes', 'Vos alertes sont activées');
});

test('axe finds nothing on the sign-up page in either language, and it fits a phone without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/subscribe?er=ns_halifaxinfirmary', '/fr/abonnement?er=ns_halifaxinfirmary']) {
    await page.goto(`${origin}${path}`);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});

async function enrolEditor(browser: Browser) {
  desk = await (await browser.newContext()).newPage();
  await enrolAtDesk(
    desk,
    { email: EDITOR, password: PASSWORD, role: 'admin', organisation: 'Nova Scotia Health', scope: 'all' },
    { db: join(dir, 'alerts.db'), origin },
  );
}

async function closeAtDesk(id: string, en: string, fr: string) {
  await desk.goto(`${origin}/desk/er/${id}`);
  const form = desk.locator('form', { has: desk.getByRole('button', { name: 'Publish this status' }) });
  await form.getByRole('radio', { name: 'Closed' }).check();
  await form.getByLabel('Message in English').fill(en);
  await form.getByLabel('Message in French').fill(fr);
  await form.getByRole('button', { name: 'Publish this status' }).click();
  await expect(desk.getByText('The status is published.')).toBeVisible();
}

test('a closure published at the desk makes exactly one email to each follower, in their language', async ({
  browser,
}) => {
  // Enrolling, two desk changes and two quiet waits of a sender pass each.
  test.setTimeout(120_000);
  await enrolEditor(browser);
  await closeAtDesk('ns_halifaxinfirmary', 'Closed tonight: no physician.', 'Fermée ce soir : aucun médecin.');
  await closeAtDesk('ns_capebretonregional', 'Closed until 7 a.m.', 'Fermée jusqu’à 7 h.');

  const english = await waitForMail('reader@example.ca', 2);
  expect(english?.subject).toBe('Closed: Halifax Infirmary');
  expect(english?.text).toContain('In their words: “Closed tonight: no physician.”');
  expect(english?.text).toContain('In an emergency, call 911.');
  expect(english?.headers.get('list-unsubscribe')).toMatch(
    /^<http:\/\/localhost:\d+\/subscriptions\/unsubscribe\/.+>$/,
  );
  expect(english?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  const french = await waitForMail('lectrice@example.ca', 2);
  expect(french?.subject).toBe('Fermée : Cape Breton Regional Hospital');
  expect(french?.text).toContain('Selon leurs mots : « Fermée jusqu’à 7 h. »');
  expect(french?.text).toContain('En cas d’urgence, composez le 911.');

  // Exactly one each: nothing more comes in the seconds after.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  expect(mailsTo('reader@example.ca')).toHaveLength(2);
  expect(mailsTo('lectrice@example.ca')).toHaveLength(2);

  // One-click unsubscribe, as a mail provider sends it; the next closure tells no one.
  const url = (english?.headers.get('list-unsubscribe') ?? '').slice(1, -1);
  const stopped = await fetch(url, {
    method: 'POST',
    body: 'List-Unsubscribe=One-Click',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(stopped.status).toBe(200);
  await closeAtDesk('ns_halifaxinfirmary', 'Still closed.', 'Toujours fermée.');
  await new Promise((resolve) => setTimeout(resolve, 6000));
  expect(mailsTo('reader@example.ca')).toHaveLength(2);
});

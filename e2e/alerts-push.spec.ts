// Web push on the sign-up page as a person meets it in Chromium: the option appears (this
// browser can push), the browser asks for permission only once the button is pressed, a refusal
// is said plainly and keeps nothing, and — Chromium here cannot reach a push service — the
// failure to subscribe is said plainly too, in English and in French, while the service worker
// registers under the page's CSP without a violation.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { freePort, startServer, stop, waitFor } from '../scripts/lib/processes';
import { type SmtpSink, startSmtpSink } from '../src/testing/smtp-sink';

test.describe.configure({ mode: 'serial' });

const dir = mkdtempSync(join(tmpdir(), 'er-push-e2e-'));
let server: ChildProcess | null = null;
let sink: SmtpSink;
let origin = '';

test.beforeAll(async () => {
  sink = await startSmtpSink();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  // The mail sender is web push's VAPID contact: without it (or an https origin) push is not offered.
  server = startServer({
    PORT: String(port),
    ER_DB: join(dir, 'push.db'),
    ER_PUBLIC_URL: origin,
    ER_ACCESS_LOG: '0',
    ER_SMTP_URL: sink.url,
    ER_MAIL_FROM: 'ER status <alerts@example.ca>',
  });
  await waitFor(`${origin}/healthz`, server);
});

test.afterAll(async () => {
  if (server) await stop(server);
  await sink?.stop();
});

/** Counts the page's permission requests and CSP violations from its first script on. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const seen = { asked: 0, violations: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      seen.asked += 1;
      return ask();
    };
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: { asked: number; violations: string[] } }).seen);

async function pushSubscriptions(): Promise<number> {
  const health = (await (await fetch(`${origin}/healthz`)).json()) as { alerts: { push_subscriptions: number } };
  return health.alerts.push_subscriptions;
}

test('asks for permission only when the button is pressed, and says plainly that a refusal kept nothing', async ({
  page,
}) => {
  await watch(page);
  await page.goto(`${origin}/subscribe?er=ns_halifaxinfirmary`);
  const button = page.getByRole('button', { name: 'Turn on notifications on this device' });
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  expect((await seen(page)).asked).toBe(0);

  // Headless Chromium answers the prompt itself: not allowed.
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'not allowing notifications' })).toHaveText(
    'Your browser is not allowing notifications from this site, so nothing was saved. You can allow them in your browser’s settings for this site, then try again.',
  );
  expect((await seen(page)).asked).toBe(1);
  expect(await pushSubscriptions()).toBe(0);
});

for (const [path, button, failure] of [
  [
    '/subscribe?er=ns_halifaxinfirmary',
    'Turn on notifications on this device',
    'Your browser could not turn on notifications just now (its push service did not answer). Nothing was saved. Try again later, or use email or a calendar.',
  ],
  [
    '/fr/abonnement?er=ns_halifaxinfirmary',
    'Activer les notifications sur cet appareil',
    'Votre navigateur n’a pas pu activer les notifications pour l’instant (son service de notifications n’a pas répondu). Rien n’a été enregistré. Réessayez plus tard, ou utilisez le courriel ou un calendrier.',
  ],
] as const) {
  test(`registers the service worker under the page’s CSP and says plainly that no push service answered (${path})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'], { origin });
    await watch(page);
    await page.goto(`${origin}${path}`);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('status').filter({ hasText: failure.slice(0, 30) })).toHaveText(failure, {
      timeout: 15_000,
    });
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/alerts-sw/');
      return registration?.active?.scriptURL ?? registration?.installing?.scriptURL ?? null;
    });
    expect(registered).toBe(`${origin}/alerts-sw.js`);
    expect((await seen(page)).violations).toEqual([]);
    expect(await pushSubscriptions()).toBe(0);
  });
}

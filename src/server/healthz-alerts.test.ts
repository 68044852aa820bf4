// /healthz says whether email alerts are offered and counts subscriptions and the outbox, and
// never shows an address nor the mail server's credentials; the server serves the alert pages.
import { afterEach, describe, expect, it } from 'vitest';
import { tempDist } from '../testing/dist-fixture';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { type BuiltServer, buildServer } from './build-server';
import { readConfig } from './config';

let built: BuiltServer | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await built?.close();
  await sink?.stop();
  built = sink = undefined;
});

const ORIGIN = 'http://localhost:8080';

function serve(env: Record<string, string>) {
  built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: tempDist(), ...env }), () => {});
  return built.app;
}

const signUp = (app: ReturnType<typeof serve>, email: string) =>
  app.request('/subscriptions', {
    method: 'POST',
    body: new URLSearchParams({ email, lang: 'en', province: 'NS' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
  });

describe('/healthz and alerts', () => {
  it('says email is not offered without ER_SMTP_URL and ER_MAIL_FROM', async () => {
    const app = serve({});
    const health = await (await app.request('/healthz')).json();
    expect(health.alerts).toMatchObject({
      email: 'not offered: ER_SMTP_URL and ER_MAIL_FROM are not set',
      subscriptions_pending: 0,
    });
    expect((await app.request('/subscribe')).status).toBe(200);
  });

  it('counts a pending sign-up, without its address or the mail server’s password', async () => {
    sink = await startSmtpSink();
    const app = serve({ ER_SMTP_URL: sink.url, ER_MAIL_FROM: 'alerts@er.example' });
    expect((await signUp(app, 'reader@example.ca')).status).toBe(200);
    await sink.waitFor(1);
    const text = await (await app.request('/healthz')).text();
    expect(JSON.parse(text).alerts).toMatchObject({
      email: 'offered',
      sending: true,
      subscriptions_confirmed: 0,
      subscriptions_pending: 1,
      subscriptions_paused: 0,
      outbox_pending: 0,
      oldest_pending_age_s: null,
    });
    expect(text).not.toContain('reader@example.ca');
  });

  it('takes bounces at POST /alerts/bounce with ER_BOUNCE_SECRET, and never shows the secret', async () => {
    sink = await startSmtpSink();
    const secret = 'bounce-secret-for-the-test-0123456789';
    const app = serve({
      ...{ ER_SMTP_URL: sink.url, ER_MAIL_FROM: 'alerts@er.example' },
      ...{ ER_BOUNCE_ADDRESS: 'bounces@er.example', ER_BOUNCE_SECRET: secret },
    });
    const text = await (await app.request('/healthz')).text();
    expect(JSON.parse(text).alerts).toMatchObject({ bounces: 'taken at POST /alerts/bounce' });
    expect(text).not.toContain(secret);
    const wrong = await app.request('/alerts/bounce', {
      method: 'POST',
      body: 'Subject: x\n\nx',
      headers: { Authorization: 'Bearer not-the-secret' },
    });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(await wrong.json())).not.toContain(secret);
  });

  it('never shows the SMTP password, even when the mail server cannot be reached', async () => {
    const app = serve({ ER_SMTP_URL: 'smtp://alerts:s3cret-pw@127.0.0.1:9', ER_MAIL_FROM: 'alerts@er.example' });
    const refused = await signUp(app, 'reader@example.ca');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('X-Error-Code')).toBe('mail_failed');
    const text = await (await app.request('/healthz')).text();
    expect(text).not.toContain('s3cret-pw');
    expect(JSON.parse(text).alerts.subscriptions_pending).toBe(0);
  });
});

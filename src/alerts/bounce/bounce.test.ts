// Bounces that come back after the send: an alert's Return-Path carries the subscription's
// token (no email), and a delivery status notification (RFC 3464) posted to /alerts/bounce with
// the shared secret pauses the subscription on a permanent failure, and only then. The reports
// are written as Postfix writes them.
import { afterEach, describe, expect, it } from 'vitest';
import { type AlertsApp, alertsApp } from '../../testing/alerts-fixture';
import { BOUNCE_BYTES } from './routes';

const SECRET = 'test-bounce-secret-0123456789abcdef';
const BOUNCES = 'bounces@er.example';

let fixture: AlertsApp;
afterEach(async () => {
  await fixture?.close();
});

/** A Postfix bounce of one alert, delivered to `returnPath` and piped on as it arrived. */
function dsn(returnPath: string, action: 'failed' | 'delayed', status: string) {
  const boundary = '8B1C2A0F1E.1795338312/mx.example.net';
  return [
    'Return-Path: <>',
    `Delivered-To: ${returnPath}`,
    `X-Original-To: ${returnPath}`,
    'Date: Tue, 24 Nov 2026 09:05:12 +0000 (UTC)',
    'From: MAILER-DAEMON@mx.example.net (Mail Delivery System)',
    action === 'failed'
      ? 'Subject: Undelivered Mail Returned to Sender'
      : 'Subject: Delayed Mail (still being retried)',
    `To: ${returnPath}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status;',
    `\tboundary="${boundary}"`,
    'Message-Id: <20261124090512.8B1C2A0F1E@mx.example.net>',
    '',
    'This is a MIME-encapsulated message.',
    '',
    `--${boundary}`,
    'Content-Description: Notification',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mx.example.net.',
    '',
    '<reader@example.ca>: host mx.example.ca[203.0.113.25] said: 550 5.1.1',
    '    <reader@example.ca>: Recipient address rejected: User unknown',
    '',
    `--${boundary}`,
    'Content-Description: Delivery report',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    'X-Postfix-Queue-ID: 8B1C2A0F1E',
    `X-Postfix-Sender: rfc822; ${returnPath}`,
    'Arrival-Date: Tue, 24 Nov 2026 09:05:10 +0000 (UTC)',
    '',
    'Final-Recipient: rfc822; reader@example.ca',
    'Original-Recipient: rfc822;reader@example.ca',
    `Action: ${action}`,
    `Status: ${status}`,
    'Remote-MTA: dns; mx.example.ca',
    `Diagnostic-Code: smtp; ${status.startsWith('5') ? '550' : '451'} ${status} <reader@example.ca>: Recipient`,
    '    address rejected',
    '',
    `--${boundary}`,
    'Content-Description: Undelivered Message Headers',
    'Content-Type: text/rfc822-headers',
    '',
    `Return-Path: <${returnPath}>`,
    'From: alerts@er.example',
    'To: reader@example.ca',
    'Subject: Closed: Halifax Infirmary',
    '',
    `--${boundary}--`,
    '',
  ].join('\n');
}

const post = (body: string, authorization: string | null = `Bearer ${SECRET}`) =>
  fixture.app.request('/alerts/bounce', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'message/rfc822', ...(authorization ? { Authorization: authorization } : {}) },
  });

const code = async (answer: Response) => [
  answer.status,
  ((await answer.json()) as { error: { code: string } }).error.code,
];

/** Signs up, has the desk close the ER, and returns the alert as it arrived. */
async function alerted() {
  fixture = await alertsApp({ bounce: { address: BOUNCES, secret: SECRET } });
  await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
  fixture.desk('ns_halifax', 'closed', 'Closed.');
  expect(await fixture.send()).toBe(1);
  return fixture.sink.mails.at(-1);
}

const state = () => fixture.store.alerts.ofEmail('reader@example.ca')[0]?.state;

describe('bounces after the send', () => {
  it('sends each alert with a Return-Path that names the subscription by a token, not by the address', async () => {
    const alert = await alerted();
    expect(alert?.from).toMatch(/^bounces\+[0-9a-f]{44}@er\.example$/);
    expect(alert?.from).not.toContain('reader');
    // The confirmation is not an alert: it goes from ER_MAIL_FROM.
    expect(fixture.sink.mails[0]?.from).toBe('alerts@er.example');
  });

  it('pauses the subscription on a permanent failure, and sends it nothing more', async () => {
    const alert = await alerted();
    const answer = await post(dsn(alert?.from as string, 'failed', '5.1.1'));
    expect([answer.status, await answer.json()]).toEqual([200, { result: 'paused' }]);
    expect(state()).toBe('paused');
    expect(fixture.runtime.health()).toMatchObject({ subscriptions_paused: 1, subscriptions_confirmed: 0 });
    const before = fixture.sink.mails.length;
    fixture.desk('ns_halifax', 'open', null);
    await fixture.send();
    expect(fixture.sink.mails).toHaveLength(before);
    expect(fixture.logged).toContainEqual({ event: 'alert.bounced', status: '5.1.1' });
    expect(JSON.stringify(fixture.logged)).not.toMatch(/reader@|bounces\+/);
    // The same report again changes nothing.
    expect(await (await post(dsn(alert?.from as string, 'failed', '5.1.1'))).json()).toEqual({ result: 'unchanged' });
  });

  it('keeps the subscription on a delay (4.x.x), which the mail system still retries', async () => {
    const alert = await alerted();
    const answer = await post(dsn(alert?.from as string, 'delayed', '4.4.1'));
    expect([answer.status, await answer.json()]).toEqual([200, { result: 'temporary' }]);
    expect(state()).toBe('confirmed');
  });

  it('refuses a post without the secret, too large, not a report, or to an address it did not make', async () => {
    const alert = await alerted();
    const returnPath = alert?.from as string;
    expect(await code(await post(dsn(returnPath, 'failed', '5.1.1'), null))).toEqual([401, 'unauthorized']);
    expect(await code(await post(dsn(returnPath, 'failed', '5.1.1'), 'Bearer wrong-secret'))).toEqual([
      401,
      'unauthorized',
    ]);
    expect(await code(await post('x'.repeat(BOUNCE_BYTES + 1)))).toEqual([413, 'body_too_large']);
    const outOfOffice = `To: ${returnPath}\nSubject: Out of office\nContent-Type: text/plain\n\nI am away until Monday.\n`;
    expect(await code(await post(outOfOffice))).toEqual([422, 'not_a_dsn']);
    // One hex digit changed: the MAC no longer matches, so no one can pause another's subscription.
    const forged = returnPath.replace(/\+(.)/, (_, c: string) => `+${c === '0' ? '1' : '0'}`);
    expect(await code(await post(dsn(forged, 'failed', '5.1.1')))).toEqual([400, 'bad_bounce_address']);
    expect(state()).toBe('confirmed');
  });

  it('takes no bounce when ER_BOUNCE_SECRET is not set, and alerts then keep ER_MAIL_FROM as their Return-Path', async () => {
    fixture = await alertsApp();
    await fixture.subscribe('reader@example.ca', ['ns_halifax'], 'en');
    fixture.desk('ns_halifax', 'closed', 'Closed.');
    await fixture.send();
    expect(fixture.sink.mails.at(-1)?.from).toBe('alerts@er.example');
    expect(await code(await post(dsn('bounces+00@er.example', 'failed', '5.1.1')))).toEqual([
      503,
      'bounce_not_offered',
    ]);
    expect(fixture.runtime.health()).toMatchObject({ bounces: 'not taken: ER_BOUNCE_SECRET is not set' });
  });
});

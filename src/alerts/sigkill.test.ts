// A sender killed (SIGKILL) in the middle of a fan-out loses nothing: started again, it sends
// every follower their alert, and the one message that may go twice (sent, not yet recorded)
// carries the same Message-ID both times, so that a mail client drops the copy.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServer, stop, waitFor } from '../../scripts/lib/processes';
import { openStore } from '../store/store';
import { tempDist } from '../testing/dist-fixture';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import type { AlertChange } from './recorder';
import { CONCURRENT_SENDS } from './sender';

const FOLLOWERS = 150;
const ER = 'ns_halifaxinfirmary';

let server: ChildProcess | null = null;
let sink: SmtpSink | null = null;
afterEach(async () => {
  if (server) await stop(server);
  await sink?.stop();
  server = sink = null;
});

/** A closure already in the outbox, and its followers (as a desk change leaves them). */
function seed(db: string): void {
  const store = openStore(db);
  const nowS = Math.floor(Date.now() / 1000);
  for (let i = 0; i < FOLLOWERS; i++) {
    const id = `s${i}`;
    const row = { id, email: `p${i}@example.ca`, lang: 'en' as const, province: null, state: 'confirmed' as const };
    store.alerts.add({ ...row, confirm_digest: null, created_at: nowS - 600, confirmed_at: nowS - 600 }, [ER]);
  }
  const change: AlertChange = {
    kind: 'closed',
    hospital_id: ER,
    name: 'Halifax Infirmary',
    city: 'Halifax',
    province: 'NS',
    message: 'Closed.',
    message_fr: null,
    source: 'desk',
    confirmed_at: nowS,
    confirmed_by: 'Nova Scotia Health',
    at: nowS,
    expected_reopen: null,
  };
  store.alerts.record(ER, 'NS', JSON.stringify(change), Date.now());
  store.close();
}

async function start(db: string): Promise<void> {
  const port = await freePort();
  server = startServer({
    PORT: String(port),
    ER_DB: db,
    ER_DIST: tempDist(),
    ER_ACCESS_LOG: '0',
    ER_SMTP_URL: (sink as SmtpSink).url,
    ER_MAIL_FROM: 'alerts@example.ca',
    ER_ALERT_HOLD_SECONDS: '0',
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, server);
}

const until = async (done: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
};

describe('a sender killed during a fan-out', () => {
  it('sends every alert after it starts again, a copy only with the same Message-ID', {
    timeout: 120_000,
  }, async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'er-alerts-kill-')), 'er.db');
    seed(db);
    sink = await startSmtpSink();
    sink.slow(40);
    await start(db);
    await until(() => (sink as SmtpSink).mails.length >= 30, 60_000);
    (server as ChildProcess).kill('SIGKILL');
    await new Promise((r) => (server as ChildProcess).once('exit', r));
    const beforeRestart = sink.mails.length;
    expect(beforeRestart).toBeLessThan(FOLLOWERS);

    sink.slow(0);
    await start(db);
    const recipients = () => new Set((sink as SmtpSink).mails.flatMap((mail) => mail.to)).size;
    await until(() => recipients() === FOLLOWERS, 60_000);
    expect(recipients()).toBe(FOLLOWERS);
    const byRecipient = new Map<string, string[]>();
    for (const mail of sink.mails) {
      for (const to of mail.to)
        byRecipient.set(to, [...(byRecipient.get(to) ?? []), mail.headers.get('message-id') ?? '']);
    }
    const copies = [...byRecipient.values()].filter((ids) => ids.length > 1);
    console.log(`killed after ${beforeRestart} of ${FOLLOWERS} mails; ${copies.length} sent twice`);
    // Only the messages on their way when it was killed can go again, each with its Message-ID.
    expect(copies.length).toBeLessThanOrEqual(CONCURRENT_SENDS);
    for (const ids of copies) expect(new Set(ids).size).toBe(1);
  });
});

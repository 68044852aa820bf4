// `npm run bench:alerts [-- --subscribers N]`: one ER followed by 10,000 confirmed subscribers
// (N for a quick check), its closure fanned out as email through a local SMTP sink (smtp-server,
// in a low-priority process of its own, standing for the mail relay). The ER is a Northern
// Health status page of one site, read from a file the benchmark rewrites. First the fan-out of
// one closure (mails/s); then p99 of GET /api/v1/closures (64 connections) with a change to the
// closure's words going out (its fan-out running) and with nothing to send, in alternating
// rounds (target: p99 during
// fan-out within 1.2× of p99 without), and how many mails a second went meanwhile (the sender
// gives way to a busy API). At the end the sink's mails are checked against the
// outbox: every subscriber has every change once (Message-ID names the changes a mail holds).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { constants, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createKey } from '../../src/service/keys';
import { openStore, type Store } from '../../src/store/store';
import { tempDist } from '../../src/testing/dist-fixture';
import { startServerOnFreePort } from '../lib/processes';
import { type Figures, measure, medians, ROUNDS, SECONDS, show, stop } from './harness';
import { countMails } from './mail-count';

const { values } = parseArgs({ options: { subscribers: { type: 'string', default: '10000' } } });
const SUBSCRIBERS = Number(values.subscribers);
if (!Number.isInteger(SUBSCRIBERS) || SUBSCRIBERS < 1) throw new Error('--subscribers must be a whole number');

const dir = mkdtempSync(join(tmpdir(), 'er-bench-alerts-'));
const page = join(dir, 'status.html');
const writePage = (status: string, details = '') =>
  writeFileSync(
    page,
    `<!DOCTYPE html><html><body><table><tr><th>Facility</th><th>Community</th><th>Status</th><th>Details</th></tr><tr><td>Site 0 Hospital</td><td>Town 0</td><td>${status}</td><td>${details}</td></tr></table></body></html>`,
  );
writePage('Open');

const db = join(dir, 'bench.db');
const setup = openStore(db);
const reader = createKey(setup, { tier: 'free', name: 'Benchmark reader' }).key;
setup.close();

const sink = spawn(process.execPath, ['scripts/bench/smtp-sink.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
// The mail relay stands for another machine: on this one it must not take the server's CPU.
if (sink.pid) setPriority(sink.pid, constants.priority.PRIORITY_LOW);
const ports = await new Promise<{ smtpPort: number; httpPort: number }>((found) =>
  createInterface({ input: sink.stdout as NodeJS.ReadableStream }).once('line', (line) => found(JSON.parse(line))),
);
const mailsAtSink = async (): Promise<{ mails: number; byRecipient: Record<string, string[]> }> =>
  (await fetch(`http://127.0.0.1:${ports.httpPort}/mails`)).json();

const { child, origin } = await startServerOnFreePort({
  ER_DB: db,
  ER_DIST: tempDist(),
  ER_ACCESS_LOG: '0',
  ER_RATE_FREE: '1000000000',
  ER_SOURCES: 'bc-nh',
  ER_SOURCE_BC_NH_URL: pathToFileURL(page).href,
  ER_SOURCE_BC_NH_INTERVAL: '0.2',
  ER_SMTP_URL: `smtp://127.0.0.1:${ports.smtpPort}`,
  ER_MAIL_FROM: 'alerts@bench.example',
  ER_ALERT_HOLD_SECONDS: '0',
  ER_ALERT_MAX_PER_HOUR: '60',
});

/** The followers, confirmed a minute ago, written as the confirmation page would leave them. */
function subscribe(store: Store, hospitalId: string): void {
  const confirmedAt = Math.floor(Date.now() / 1000) - 60;
  store.write(() => {
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const id = `bench${String(i).padStart(6, '0')}`;
      const row = {
        ...{ id, email: `reader${i}@bench.example`, lang: i % 2 ? ('fr' as const) : ('en' as const) },
        ...{ province: null, state: 'confirmed' as const, confirm_digest: null },
        ...{ created_at: confirmedAt, confirmed_at: confirmedAt },
      };
      store.alerts.add(row, [hospitalId]);
    }
  });
}

const health = async () => (await (await fetch(`${origin}/healthz`)).json()).alerts ?? {};

/** Waits until the outbox is empty and the sink has stopped receiving; returns the seconds it took. */
async function drained(since: number): Promise<number> {
  let last = -1;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const { mails } = await mailsAtSink();
    const { outbox_pending: pending } = await health();
    if (pending === 0 && mails === last) return (performance.now() - since) / 1000;
    last = mails;
  }
}

/** Closes the site with these words (a change of words while closed is told too) and waits until the feed has read it. */
async function close(details: string): Promise<void> {
  writePage('Temporarily Closed', details);
  for (;;) {
    const closures = await (await fetch(`${origin}/api/v1/closures`, { headers: { 'X-API-Key': reader } })).json();
    if (closures.closures.some((c: { message: string | null }) => c.message?.includes(details))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const store = openStore(db);
try {
  // The feed's first poll adds the site (open: no change to tell).
  let site: string | undefined;
  while (!site) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    site = store.hospitals.all().find((h) => h.name === 'Site 0 Hospital')?.id;
  }
  subscribe(store, site);
  console.log(`${SUBSCRIBERS} confirmed subscribers of ${site}; mail through smtp-server on 127.0.0.1`);

  const started = performance.now();
  await close('No physician (warm-up)');
  const seconds = await drained(started);
  console.log(
    `one closure: ${SUBSCRIBERS} mails in ${seconds.toFixed(1)} s, ${Math.round(SUBSCRIBERS / seconds)} mails/s`,
  );

  const url = `${origin}/api/v1/closures`;
  const headers = { 'X-API-Key': reader };
  console.log(`\nGET /api/v1/closures: nothing to send, then while one change goes to ${SUBSCRIBERS} people`);
  await measure(url, child, { seconds: 3, headers });
  const quiet: Figures[] = [];
  const busy: Figures[] = [];
  const sentWhileBusy: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    quiet.push(await measure(url, child, { headers }));
    console.log(show(`round ${round} nothing to send`, quiet.at(-1) as Figures));
    const before = (await mailsAtSink()).mails;
    // The closure's words change: every follower is told (one fan-out a round).
    await close(`No physician (round ${round})`);
    busy.push(await measure(url, child, { headers }));
    const during = (await mailsAtSink()).mails - before;
    sentWhileBusy.push(during / SECONDS);
    console.log(`${show(`round ${round} fan-out`, busy.at(-1) as Figures)}   ${during} mails`);
    // The rest go before the next round with nothing to send.
    await drained(performance.now());
  }
  const [q, b] = [medians(quiet), medians(busy)];
  console.log(show('median nothing to send', q));
  console.log(show('median fan-out', b));
  const ratio = b.p99 / Math.max(q.p99, 1);
  console.log(`p99 during fan-out / without: ${ratio.toFixed(2)} (target <= 1.2)`);
  const sending = sentWhileBusy.sort((x, y) => x - y)[Math.floor(sentWhileBusy.length / 2)] ?? 0;
  console.log(`mails/s while the API answers flat out (the sender gives way): ${Math.round(sending)}, median`);

  const count = countMails(db, (await mailsAtSink()).byRecipient);
  console.log(
    `\nat the sink: ${count.mails} mails for ${count.changes} changes × ${SUBSCRIBERS} people; lost ${count.lost}, duplicates ${count.duplicates} (target 0/0)`,
  );
  const met = ratio <= 1.2 && count.lost === 0 && count.duplicates === 0;
  console.log(met ? 'target met' : 'TARGET MISSED');
  process.exitCode = met ? 0 : 1;
} finally {
  store.close();
  await stop(child);
  await stop(sink);
}

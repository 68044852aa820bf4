// A person at the status desk publishing a change every second, for `npm run bench:api`: a
// desk user enrolled (password + TOTP) through the desk's own core on the server's store, then,
// while it runs, one POST /desk/er/<id>/status a second through the server's HTTP route — the
// path a real change takes (session, CSRF, store write, answers rebuilt, audit row).
import { Secret, TOTP } from 'otpauth';
import { createDeskCore } from '../../src/desk/core';
import { createUser } from '../../src/desk/core/people';
import { openStore } from '../../src/store/store';

export interface DeskPublisher {
  /** Publishes one change a second until stopped; resolves with how many were published. */
  run(): { stop(): Promise<number> };
}

const PASSWORD = 'benchmark desk passphrase';

/** Enrols a desk user on `db` (the server's store, already loaded) and returns a publisher for `origin`. */
export async function deskPublisher(db: string, origin: string): Promise<DeskPublisher> {
  const store = openStore(db);
  let cookie: string;
  let csrf: string;
  let hospitalId: string;
  try {
    const now = Math.floor(Date.now() / 1000);
    const made = createUser(
      store,
      { email: 'bench@example.ca', role: 'editor', organisation: 'Benchmark', scope: 'all' },
      origin,
      now,
    );
    if (!made.ok) throw new Error(made.message);
    const token = made.link.split('/').pop() as string;
    const core = createDeskCore(store, { rpId: 'localhost', rpName: 'er-status', origins: [origin] });
    const ctx = { address: '127.0.0.1', now };
    const started = core.startPasswordEnrolment(token, ctx);
    if (!started) throw new Error('the desk enrolment did not start');
    const code = new TOTP({ secret: Secret.fromBase32(started.secret) }).generate();
    const signedIn = await core.finishPasswordEnrolment(token, PASSWORD, code, ctx);
    if (!signedIn.ok || !('sessionId' in signedIn)) throw new Error('the desk enrolment failed');
    cookie = `er_desk=${signedIn.sessionId}`;
    csrf = signedIn.session.csrf;
    const first = store.hospitals.all()[0];
    if (!first) throw new Error('the store has no ER to publish about');
    hospitalId = first.id;
  } finally {
    store.close();
  }

  const publish = async (closed: boolean) => {
    const body = new URLSearchParams({
      csrf,
      hospital: hospitalId,
      status: closed ? 'closed' : 'open',
      message_en: closed ? 'Closed for the benchmark.' : '',
      message_fr: closed ? 'Fermée pour la mesure.' : '',
      reopen: '',
    });
    const response = await fetch(`${origin}/desk/er/${encodeURIComponent(hospitalId)}/status`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    });
    await response.arrayBuffer();
    if (response.status !== 303) throw new Error(`the desk answered ${response.status} to a change`);
  };

  return {
    run() {
      let published = 0;
      let running = true;
      const loop = (async () => {
        while (running) {
          const next = Date.now() + 1000;
          await publish(published % 2 === 0);
          published += 1;
          await new Promise((done) => setTimeout(done, Math.max(0, next - Date.now())));
        }
      })();
      return {
        async stop() {
          running = false;
          await loop;
          return published;
        },
      };
    },
  };
}

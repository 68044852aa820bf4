// Changing what the public sees from the desk: each change guarded (CSRF, origin, scope), read
// on the ER's own clock, written with its audit entry, and every text shown back as text.
import { afterEach, describe, expect, it } from 'vitest';
import { type DeskApp, deskApp, type Person, T0 } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';

const XSS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'] as const;

describe.each(engines())('desk changes on $engine', (engine) => {
  let desk: DeskApp;
  let nurse: Person;
  afterEach(() => desk?.store.close());
  const setup = async () => {
    desk = await deskApp(engine);
    nurse = await desk.enrol('nurse@example.ca', 'NS');
  };
  const close = (extra: Record<string, string> = {}) => ({
    csrf: nurse.csrf,
    hospital: 'ns_halifax',
    status: 'closed',
    message_en: 'Closed: no physician.',
    message_fr: 'Fermée : aucun médecin.',
    reopen: '2026-11-24T18:00',
    ...extra,
  });

  it.skipIf(engine.skip)('lists only the ERs in scope, with what the public sees', async () => {
    await setup();
    const html = await (await desk.get('/desk', nurse.cookie)).text();
    expect(html).toContain('Halifax Infirmary');
    expect(html).toContain('Cobequid Community Health Centre');
    expect(html).not.toContain('Fort Nelson');
    expect(html).toContain('No status');
    const filtered = await (await desk.get('/desk?q=cobequid', nurse.cookie)).text();
    expect(filtered).not.toContain('Halifax Infirmary');
    expect(filtered).toContain('Cobequid');
  });

  it.skipIf(engine.skip)('closes an ER until a reopening on its own clock, and audits before and after', async () => {
    await setup();
    const sent = await desk.post('/desk/er/ns_halifax/status', close(), nurse.cookie);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe('/desk/er/ns_halifax?done=status');
    const status = desk.store.statuses.get('ns_halifax');
    expect(status?.status).toBe('closed');
    // 18:00 in Halifax in November (AST, UTC−4) is 22:00 UTC.
    expect(status?.expected_reopen).toBe(Date.UTC(2026, 10, 24, 22) / 1000);
    expect(status?.source).toBe('desk');
    const page = await (await desk.get('/desk/er/ns_halifax?done=status', nurse.cookie)).text();
    expect(page).toContain('The status is published.');
    expect(page).toContain('Closed: no physician.');
    expect(page).toMatch(/Expected to reopen .*6:00.*p\.m\..*AST/);
    const french = await (await desk.get('/desk/er/ns_halifax?lang=fr', nurse.cookie)).text();
    expect(french).toContain('Fermée : aucun médecin.');
    expect(french).toContain('Changer le statut');
    const [entry] = desk.core.auditLog({ limit: 1 });
    expect(entry).toMatchObject({ action: 'status.set', email: nurse.email, hospital_id: 'ns_halifax' });
    expect(JSON.parse(entry?.before ?? '{}').status).toBe('unknown');
    expect(JSON.parse(entry?.after ?? '{}').status).toBe('closed');
  });

  it.skipIf(engine.skip)(
    'refuses a change without the CSRF token, with a wrong one, or from another origin',
    async () => {
      await setup();
      const attempts = [
        desk.post('/desk/er/ns_halifax/status', close({ csrf: '' }), nurse.cookie),
        desk.post('/desk/er/ns_halifax/status', close({ csrf: 'x'.repeat(43) }), nurse.cookie),
        desk.post('/desk/er/ns_halifax/status', close(), nurse.cookie, { Origin: 'https://evil.example' }),
        desk.post('/desk/er/ns_halifax/status', close(), nurse.cookie, { Origin: 'http://localhost:8081' }),
      ];
      for (const refused of await Promise.all(attempts)) {
        expect(refused.status).toBe(403);
        expect(await refused.text()).toContain('This request was refused');
      }
      expect(desk.store.statuses.get('ns_halifax')).toBeUndefined();
      // The token may come in a header instead of the form.
      const byHeader = await desk.post('/desk/er/ns_halifax/confirm', { hospital: 'ns_halifax' }, nurse.cookie, {
        'X-CSRF-Token': nurse.csrf,
      });
      expect(byHeader.status).toBe(303);
      const signedOut = await desk.post('/desk/er/ns_halifax/status', close());
      expect(signedOut.status).toBe(303);
      expect(signedOut.headers.get('Location')).toBe('/desk/signin');
    },
  );

  it.skipIf(engine.skip)(
    'answers an ER outside scope exactly as an unknown one, and refuses a crafted form',
    async () => {
      await setup();
      const outside = await desk.get('/desk/er/bc_fortnelson', nurse.cookie);
      const unknown = await desk.get('/desk/er/nb_nowhere', nurse.cookie);
      expect(outside.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(await outside.text()).toBe(await unknown.text());
      const posted = await desk.post(
        '/desk/er/bc_fortnelson/status',
        close({ hospital: 'bc_fortnelson' }),
        nurse.cookie,
      );
      expect(posted.status).toBe(404);
      const crafted = await desk.post('/desk/er/ns_halifax/status', close({ hospital: 'bc_fortnelson' }), nurse.cookie);
      expect(crafted.status).toBe(403);
      for (const action of ['confirm', 'cancel', 'schedule', 'notice']) {
        const other = await desk.post(
          `/desk/er/bc_fortnelson/${action}`,
          close({ hospital: 'bc_fortnelson' }),
          nurse.cookie,
        );
        expect(other.status).toBe(404);
      }
      expect(desk.store.statuses.get('bc_fortnelson')).toBeUndefined();
      expect(desk.store.statuses.get('ns_halifax')).toBeUndefined();
      expect(desk.core.auditLog({ limit: 10 }).filter((entry) => entry.hospital_id !== null)).toEqual([]);
    },
  );

  it.skipIf(engine.skip)('says which field is wrong, in an error summary linked to it', async () => {
    await setup();
    const bad = await desk.post('/desk/er/ns_halifax/status', close({ reopen: '2026-11-24T04:00' }), nurse.cookie);
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('There is a problem');
    expect(html).toContain('<a href="#reopen">The expected reopening must be in the future.</a>');
    expect(html).toContain('aria-invalid="true"');
    // The language switch of a page answering a post leads to the ER's page, not to the post's address.
    expect(html).toContain('href="/desk/er/ns_halifax?lang=fr"');
    const noStatus = await desk.post('/desk/er/ns_halifax/status', close({ status: 'maybe' }), nurse.cookie);
    expect(await noStatus.text()).toContain('<a href="#status-open">Choose a status.</a>');
  });

  it.skipIf(engine.skip)('schedules a closure, lists it, and cancels it; confirms the status', async () => {
    await setup();
    const scheduled = await desk.post(
      '/desk/er/ns_halifax/schedule',
      { csrf: nurse.csrf, hospital: 'ns_halifax', kind: 'closed', start: '2026-11-25T17:00', end: '2026-11-26T08:00' },
      nurse.cookie,
    );
    expect(scheduled.status).toBe(303);
    const window = desk.store.schedules.ofHospital('ns_halifax').find((one) => one.feed === 'desk');
    expect(window?.start_at).toBe(Date.UTC(2026, 10, 25, 21) / 1000);
    expect(window?.end_at).toBe(Date.UTC(2026, 10, 26, 12) / 1000);
    const page = await (await desk.get('/desk/er/ns_halifax', nurse.cookie)).text();
    expect(page).toContain('Cancel the desk’s schedule');
    const cancelled = await desk.post(
      '/desk/er/ns_halifax/cancel',
      { csrf: nurse.csrf, hospital: 'ns_halifax' },
      nurse.cookie,
    );
    expect(cancelled.status).toBe(303);
    expect(desk.store.schedules.ofHospital('ns_halifax').filter((one) => one.feed === 'desk')).toEqual([]);

    await desk.post('/desk/er/ns_halifax/status', close({ status: 'open', reopen: '' }), nurse.cookie);
    desk.clock.now = T0 + 600;
    const confirmed = await desk.post(
      '/desk/er/ns_halifax/confirm',
      { csrf: nurse.csrf, hospital: 'ns_halifax' },
      nurse.cookie,
    );
    expect(confirmed.headers.get('Location')).toBe('/desk/er/ns_halifax?done=confirm');
    expect(desk.store.statuses.get('ns_halifax')?.confirmed_at).toBe(T0 + 600);
    // The public reads who confirmed it as the desk knows the person: their organisation.
    expect(desk.store.statuses.get('ns_halifax')?.confirmed_by).toBe('Nova Scotia Health');
    expect(
      desk.core
        .auditLog({ limit: 10 })
        .map((entry) => entry.action)
        .slice(0, 4),
    ).toEqual(['status.confirm', 'status.set', 'schedule.cancel', 'schedule.set']);
  });

  it.skipIf(engine.skip)('reads a pasted notice, shows the reading, and publishes it', async () => {
    await setup();
    const text =
      'The emergency department at Halifax Infirmary will be closed from 5 p.m. on Wednesday, Nov. 25 until 8 a.m. on Thursday, Nov. 26.';
    const read = await desk.post(
      '/desk/er/ns_halifax/notice',
      { csrf: nurse.csrf, hospital: 'ns_halifax', text },
      nurse.cookie,
    );
    expect(read.status).toBe(200);
    const html = await read.text();
    expect(html).toContain('How the notice reads');
    expect(html).toContain('Closure');
    expect(html).toContain('2026-11-25 17:00 to 2026-11-26 08:00');
    const readAt = /name="read_at" value="(\d+)"/.exec(html)?.[1] as string;
    const published = await desk.post(
      '/desk/er/ns_halifax/notice/publish',
      { csrf: nurse.csrf, hospital: 'ns_halifax', text, read_at: readAt },
      nurse.cookie,
    );
    expect(published.status).toBe(303);
    const window = desk.store.schedules.ofHospital('ns_halifax').find((one) => one.feed === 'desk');
    expect(window?.start_at).toBe(Date.UTC(2026, 10, 25, 21) / 1000);
    expect(desk.core.auditLog({ limit: 1 })[0]?.action).toBe('notice.publish');
  });

  it.skipIf(engine.skip)('shows HTML in every text field as text', async () => {
    desk = await deskApp(engine);
    desk.store.write(() =>
      desk.store.hospitals.upsert({
        id: 'ns_halifax',
        name: `Halifax ${XSS[0]}`,
        city: XSS[1],
        province: 'NS',
        lat: null,
        lng: null,
        data_source: 'test',
      }),
    );
    nurse = await desk.enrol('<script>alert(1)</script>@example.ca', 'NS');
    await desk.post('/desk/er/ns_halifax/status', close({ message_en: XSS[0], message_fr: XSS[1] }), nurse.cookie);
    const pages = [
      await (await desk.get('/desk', nurse.cookie)).text(),
      await (await desk.get('/desk/er/ns_halifax', nurse.cookie)).text(),
      await (await desk.get('/desk/er/ns_halifax?lang=fr', nurse.cookie)).text(),
      await (
        await desk.post(
          '/desk/er/ns_halifax/notice',
          { csrf: nurse.csrf, hospital: 'ns_halifax', text: XSS.join(' ') },
          nurse.cookie,
        )
      ).text(),
      await (await desk.post('/desk/signin', { email: XSS[1], password: 'x', totp: '1' })).text(),
    ];
    for (const html of pages) {
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toContain('<img src=x');
    }
    expect(pages[1]).toContain('&lt;script>alert(1)&lt;/script>');
    expect(pages[2]).toContain('&quot;>&lt;img src=x onerror=alert(1)>');
    expect(pages[3]).toContain('&lt;script>alert(1)&lt;/script>');
  });
});

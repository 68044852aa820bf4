// Notices the reader was unsure of, reviewed at the desk: a notice polled from a publisher's page
// (the real interpreter) waits in "To review" for the people whose scope covers its ER; confirming
// it (edited or not) makes it the desk's statement or schedule, dismissing it shows nothing from
// it; both are audited, and the notice published again is neither queued nor shown again.
import { afterEach, describe, expect, it } from 'vitest';
import type { PageNotice } from '../../ingest/notice-page';
import { DESK_FEED } from '../../store/schedules';
import { type DeskApp, deskApp, type Person, T0 } from '../../testing/desk-fixture';
import { engines } from '../../testing/engines';
import { pageNotice, pollPage } from '../../testing/notice-page';

/** The notices: times the reader cannot place ("overnight on Friday"), so it is unsure. */
const HALIFAX = "Halifax Infirmary's emergency department will be closed overnight on Friday.";
const FORT_NELSON = "Fort Nelson General Hospital's emergency department will be closed overnight on Friday.";
const NOTICES = [
  pageNotice(HALIFAX, { url: 'https://health.example/notices/halifax', publishedAt: (T0 - 3600) * 1000 }),
  pageNotice(FORT_NELSON, { province: 'BC' }),
];

describe.each(engines())('reviewing unsure notices at the desk on $engine', (engine) => {
  let desk: DeskApp;
  let nurse: Person;
  afterEach(() => desk?.store.close());

  const setup = async () => {
    desk = await deskApp(engine);
    nurse = await desk.enrol('nurse@example.ca', 'NS');
    pollPage(desk.store, NOTICES, desk.clock.now * 1000);
  };
  const reviewId = (hospitalId: string) =>
    desk.store.noticeReviews.waiting().find((review) => review.hospital_id === hospitalId)?.id as number;
  const decide = (action: 'confirm' | 'dismiss', form: Record<string, string> = {}, who = nurse) =>
    desk.post(
      `/desk/er/ns_halifax/review/${reviewId('ns_halifax')}/${action}`,
      { csrf: who.csrf, hospital: 'ns_halifax', ...form },
      who.cookie,
    );
  /** What the notice feed has scheduled for Halifax (its unsure notice stands as an open-ended disruption). */
  const noticeWindows = () =>
    desk.store.schedules.ofHospital('ns_halifax').filter((window) => window.feed === 'test-notices');

  it.skipIf(engine.skip)('shows the notices of the ERs in scope, in words, in English and French', async () => {
    await setup();
    expect(noticeWindows()).toMatchObject([
      { start_at: T0 - 3600, end_at: null, status: 'disruption', certainty: 'unsure' },
    ]);
    const home = await (await desk.get('/desk', nurse.cookie)).text();
    expect(home).toContain('1 notice to review');
    expect(await (await desk.get('/desk/er/ns_halifax', nurse.cookie)).text()).toContain('1 notice to review');
    expect(await (await desk.get('/desk/er/ns_cobequid', nurse.cookie)).text()).not.toContain('to review</a>');
    const html = await (await desk.get('/desk/review', nurse.cookie)).text();
    expect(html).toContain(HALIFAX);
    expect(html).toContain('Published by Test Health Authority, Tue, Nov 24');
    expect(html).toContain('href="https://health.example/notices/halifax"');
    expect(html).toContain('Closure');
    expect(html).toContain('In effect now, no end announced');
    expect(html).toContain('The dates or times were not understood');
    // Fort Nelson is outside a Nova Scotia nurse's scope.
    expect(html).not.toContain('Fort Nelson');
    const french = await (await desk.get('/desk/review?lang=fr', nurse.cookie)).text();
    expect(french).toContain('Avis à vérifier');
    expect(french).toContain('Publié par Test Health Authority');
    expect(french).toContain('Les dates ou les heures n’ont pas été comprises');
    expect(french).toContain('Confirmer et publier');
    expect(french).toContain('En vigueur maintenant, sans fin annoncée');
    expect(await (await desk.get('/desk?lang=fr', nurse.cookie)).text()).toContain('1 avis à vérifier');

    // A doubt of a kind the page does not know is still said in words, its code kept.
    const item = {
      words: 'Cobequid: ER hours change on Sunday.',
      lang: 'en' as const,
      url: null,
      publisher: null,
      publishedAt: null,
      proposal: { kind: 'other', windows: [], recurring: null },
      doubts: [{ code: 'new_kind', words: 'Sunday' }],
    };
    desk.store.noticeReviews.queue('test-notices', 'ns_cobequid', item, desk.clock.now);
    expect(await (await desk.get('/desk/review', nurse.cookie)).text()).toContain(
      'Unsure for another reason (new_kind): <q lang="en">Sunday</q>',
    );
    expect(await (await desk.get('/desk/review?lang=fr', nurse.cookie)).text()).toContain(
      'Incertain pour une autre raison (new_kind)',
    );
    const admin = await desk.enrol('admin@example.ca', 'all', 'admin');
    const all = await (await desk.get('/desk/review?lang=en', admin.cookie)).text();
    expect(all).toContain('Fort Nelson General Hospital');
    expect(all).toContain('Halifax Infirmary');
  });

  it.skipIf(engine.skip)('confirms the notice as read: the desk closes the ER now, audited in words', async () => {
    await setup();
    const page = await (await desk.get('/desk/review', nurse.cookie)).text();
    // The proposal prefills the form: closed, in effect now, the notice's words in its language.
    expect(page).toMatch(/value="closed" checked/);
    const form = { status: 'closed', start: '', end: '', message_en: HALIFAX, message_fr: '' };
    const sent = await decide('confirm', form);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe('/desk/review?done=confirmed');
    expect(desk.store.statuses.get('ns_halifax')).toMatchObject({
      status: 'closed',
      message: HALIFAX,
      source: 'desk',
      confirmed_by: 'Nova Scotia Health',
    });
    expect(noticeWindows()).toEqual([]);
    expect(desk.store.noticeReviews.waiting().map((review) => review.hospital_id)).toEqual(['bc_fortnelson']);
    expect(await (await desk.get('/desk/review?done=confirmed', nurse.cookie)).text()).toContain(
      'The notice is confirmed and published',
    );

    const [entry] = desk.core.auditLog({ limit: 1 });
    expect(entry).toMatchObject({ action: 'notice.confirm', email: nurse.email, hospital_id: 'ns_halifax' });
    expect(JSON.parse(entry?.before ?? '{}')).toMatchObject({ review: 'waiting', status: 'disruption' });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ review: 'confirmed', status: 'closed', source: 'desk' });
    const admin = await desk.enrol('admin@example.ca', 'all', 'admin');
    const audit = await (await desk.get('/desk/audit', admin.cookie)).text();
    expect(audit).toContain('Notice confirmed');
    expect(audit).toContain('notice: to review → confirmed');
    expect(await (await desk.get('/desk/audit?lang=fr', admin.cookie)).text()).toContain(
      'avis\u00a0: à vérifier → confirmé',
    );

    // Published again, the notice is not queued again and does not stand over the desk's word.
    desk.clock.now += 600;
    pollPage(desk.store, NOTICES, desk.clock.now * 1000);
    expect(noticeWindows()).toEqual([]);
    expect(desk.store.statuses.get('ns_halifax')?.status).toBe('closed');
    expect(desk.store.noticeReviews.waiting().map((review) => review.hospital_id)).toEqual(['bc_fortnelson']);
  });

  it.skipIf(engine.skip)(
    'confirms the notice with the times a person corrected: a closure scheduled by the desk',
    async () => {
      await setup();
      // Friday 27 November 2026, 20:00 to Saturday 08:00 in Halifax (AST, UTC−4).
      const form = {
        status: 'closed',
        start: '2026-11-27T20:00',
        end: '2026-11-28T08:00',
        message_en: 'Closed overnight.',
      };
      expect((await decide('confirm', form)).status).toBe(303);
      const desks = desk.store.schedules.ofHospital('ns_halifax').filter((window) => window.feed === DESK_FEED);
      expect(desks).toMatchObject([
        {
          start_at: Date.UTC(2026, 10, 28, 0) / 1000,
          end_at: Date.UTC(2026, 10, 28, 12) / 1000,
          status: 'closed',
          message: 'Closed overnight.',
          confirmed_by: 'Nova Scotia Health',
        },
      ]);
      expect(noticeWindows()).toEqual([]);
      // Until the closure starts, nothing from the notice holds the ER.
      expect(desk.store.statuses.get('ns_halifax')?.status).not.toBe('disruption');
      const [entry] = desk.core.auditLog({ limit: 1 });
      expect(entry?.action).toBe('notice.confirm');
      expect(JSON.parse(entry?.after ?? '{}').scheduled).toHaveLength(1);
    },
  );

  it.skipIf(engine.skip)('refuses times that cannot be, showing the form again and deciding nothing', async () => {
    await setup();
    const sent = await decide('confirm', { status: 'closed', start: '2026-11-27T20:00', end: '2026-11-27T08:00' });
    expect(sent.status).toBe(400);
    expect(await sent.text()).toContain('The end must be after the start.');
    expect(desk.store.noticeReviews.waiting()).toHaveLength(2);
    expect(noticeWindows()).toHaveLength(1);
  });

  it.skipIf(engine.skip)('dismisses the notice: nothing shown from it, now or when it is published again', async () => {
    await setup();
    expect(desk.store.statuses.get('ns_halifax')?.status).toBe('disruption');
    const sent = await decide('dismiss');
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe('/desk/review?done=dismissed');
    expect(noticeWindows()).toEqual([]);
    expect(desk.store.statuses.get('ns_halifax')?.status).toBe('open');
    const [entry] = desk.core.auditLog({ limit: 1 });
    expect(entry).toMatchObject({ action: 'notice.dismiss', hospital_id: 'ns_halifax' });
    expect(JSON.parse(entry?.before ?? '{}')).toEqual({ review: 'waiting', status: 'disruption' });
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ review: 'dismissed', status: 'open' });

    // Published again with other spacing and case: still nothing.
    desk.clock.now += 600;
    pollPage(desk.store, [pageNotice(`  ${HALIFAX.toUpperCase()}`), NOTICES[1] as PageNotice], desk.clock.now * 1000);
    expect(noticeWindows()).toEqual([]);
    expect(desk.store.statuses.get('ns_halifax')?.status).toBe('open');
    expect(desk.store.noticeReviews.waiting().map((review) => review.hospital_id)).toEqual(['bc_fortnelson']);
  });

  it.skipIf(engine.skip)('refuses a decision outside the person’s scope, without CSRF, or twice', async () => {
    await setup();
    const fortNelson = reviewId('bc_fortnelson');
    const outside = await desk.post(
      `/desk/er/bc_fortnelson/review/${fortNelson}/dismiss`,
      { csrf: nurse.csrf, hospital: 'bc_fortnelson' },
      nurse.cookie,
    );
    expect(outside.status).toBe(404);
    // Another ER's notice through an ER in scope.
    const through = await desk.post(
      `/desk/er/ns_halifax/review/${fortNelson}/dismiss`,
      { csrf: nurse.csrf, hospital: 'ns_halifax' },
      nurse.cookie,
    );
    expect(through.status).toBe(404);
    const noCsrf = await desk.post(
      `/desk/er/ns_halifax/review/${reviewId('ns_halifax')}/dismiss`,
      { hospital: 'ns_halifax' },
      nurse.cookie,
    );
    expect(noCsrf.status).toBe(403);
    expect(desk.store.noticeReviews.waiting()).toHaveLength(2);
    expect(desk.core.auditLog({}).filter((entry) => entry.action.startsWith('notice.'))).toEqual([]);

    const id = reviewId('ns_halifax');
    expect((await decide('dismiss')).status).toBe(303);
    const again = await desk.post(
      `/desk/er/ns_halifax/review/${id}/confirm`,
      { csrf: nurse.csrf, hospital: 'ns_halifax', status: 'closed' },
      nurse.cookie,
    );
    expect(again.status).toBe(404);
    expect(desk.store.statuses.get('ns_halifax')?.status).toBe('open');
  });
});

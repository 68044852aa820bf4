// The notices the reader was unsure of, reviewed at the desk (routes: docs/desk.md). Both
// decisions pass the guard of every change and are written with their audit entry.
import { Hono } from 'hono';
import type { NoticeReviewRow } from '../../store/notice-reviews';
import type { DeskSession } from '../contract';
import { type Change, guard } from './er-routes';
import { deskErs } from './ers';
import type { DeskContext, DeskEnv, DeskParts } from './http';
import { formatLocal } from './local-time';
import { NotFoundPage } from './pages/Refused';
import { type ReviewEntry, ReviewPage } from './pages/Review';
import { page } from './render';
import { prefill, readConfirmForm } from './review-form';
import { REVIEW_STRINGS } from './review-strings';

export function reviewRoutes(parts: DeskParts): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { store, core, statements } = parts;
  const ers = deskErs(store, core);
  const view = (c: DeskContext) => ({ lang: c.get('lang'), t: c.get('t'), session: c.get('session') });

  /** The notices waiting for the person's ERs; `shown` replaces one entry (a form sent back with its errors). */
  const entries = (c: DeskContext, shown?: ReviewEntry): ReviewEntry[] => {
    const { user } = c.get('session') as DeskSession;
    const now = c.get('ctx').now;
    return store.noticeReviews.waiting().flatMap((review) => {
      if (shown && review.id === shown.review.id) return [shown];
      const er = ers.get(user, review.hospital_id);
      return er ? [{ review, er, values: prefill(review, now), errors: [] }] : [];
    });
  };

  const reviewPage = (c: DeskContext, list: ReviewEntry[], done: string | null, status: 200 | 400 = 200) =>
    page(
      c,
      ReviewPage({
        ...view(c),
        rt: REVIEW_STRINGS[c.get('lang')],
        entries: list,
        done,
        formatTime: (seconds, zone) => formatLocal(seconds, zone, c.get('lang')),
      }),
      status,
    );

  app.get('/review', (c) => {
    if (!c.get('session')) return c.redirect('/desk/signin', 303);
    const rt = REVIEW_STRINGS[c.get('lang')];
    const done = ({ confirmed: rt.doneConfirmed, dismissed: rt.doneDismissed } as Record<string, string>)[
      c.req.query('done') ?? ''
    ];
    return reviewPage(c, entries(c), done ?? null);
  });

  /** The waiting review the address names, of the ER the guard let through; null when none. */
  const reviewOf = (c: DeskContext, change: Change): NoticeReviewRow | null => {
    const review = store.noticeReviews.get(Number(c.req.param('review')));
    return review && review.hospital_id === change.er.hospital.id && review.decision === null ? review : null;
  };

  const notFound = (c: DeskContext) => page(c, NotFoundPage({ ...view(c), here: '/desk/review' }), 404);

  /**
   * Withdraws the window the notice stood as, applies the decision (the desk's statement, or
   * nothing), settles the ER and writes the audit entry, in one transaction. The entry's status
   * is what the public saw before and sees after.
   */
  const decide = (
    c: DeskContext,
    change: Change,
    review: NoticeReviewRow,
    decision: 'confirmed' | 'dismissed',
    apply: () => { before: unknown; after: unknown } | null,
  ) => {
    const { user } = change.session;
    const ctx = c.get('ctx');
    const status = () => store.statuses.get(review.hospital_id)?.status ?? 'unknown';
    const decided = store.write(() => {
      // Two people deciding at once: the second finds it decided and changes nothing.
      if (!store.noticeReviews.decide(review.id, decision, user.organisation, ctx.now)) return false;
      const before = status();
      store.noticeReviews.withdrawUnsure(review);
      const outcome = apply();
      store.schedules.settle(review.hospital_id, ctx.now);
      core.audit({
        user_id: user.id,
        email: user.email,
        action: decision === 'confirmed' ? 'notice.confirm' : 'notice.dismiss',
        hospital_id: review.hospital_id,
        before: JSON.stringify({ review: 'waiting', ...(outcome?.before as object), status: before }),
        after: JSON.stringify({ review: decision, ...(outcome?.after as object), status: status() }),
        address: ctx.address,
        at: ctx.now,
      });
      return true;
    });
    return decided ? c.redirect(`/desk/review?done=${decision}`, 303) : notFound(c);
  };

  app.post('/er/:id/review/:review/confirm', async (c) => {
    const change = await guard(c, parts, ers);
    if (change instanceof Response) return change;
    const review = reviewOf(c, change);
    if (!review) return notFound(c);
    const now = c.get('ctx').now;
    const read = readConfirmForm(c.get('t'), review, change.values, change.er.zone, now);
    if (!read.ok) {
      const shown = { review, er: change.er, values: change.values, errors: read.errors };
      return reviewPage(c, entries(c, shown), null, 400);
    }
    const by = change.session.user.organisation;
    const confirmation = read.value;
    return decide(c, change, review, 'confirmed', () =>
      confirmation.do === 'publish'
        ? statements.publish(confirmation.statement, now, by)
        : statements.schedule(review.hospital_id, confirmation.request.window, confirmation.request.messages, now, by),
    );
  });

  app.post('/er/:id/review/:review/dismiss', async (c) => {
    const change = await guard(c, parts, ers);
    if (change instanceof Response) return change;
    const review = reviewOf(c, change);
    if (!review) return notFound(c);
    return decide(c, change, review, 'dismissed', () => null);
  });

  return app;
}

// What every change to one ER shares: the guard before it, the audit entry written with it,
// and the ER's page shown after it.
import type { Context } from 'hono';
import type { DeskSession, StatementOutcome } from '../contract';
import { textFields } from './change-forms';
import type { DeskErs, ErView } from './ers';
import { type DeskContext, type DeskEnv, type DeskParts, refusal, wantsJson } from './http';
import { formatLocal } from './local-time';
import { ErPage, type ErPageProps } from './pages/ErPage';
import { NotFoundPage, RefusedPage } from './pages/Refused';
import { page } from './render';

export const view = (c: DeskContext) => ({
  lang: c.get('lang'),
  t: c.get('t'),
  session: c.get('session'),
  here: '/desk',
});

/** The word of each action in the address shown after it, for its "done" notice. */
const DONE: Record<string, string> = {
  'status.set': 'status',
  'schedule.set': 'schedule',
  'schedule.cancel': 'cancel',
  'status.confirm': 'confirm',
  'notice.publish': 'notice',
};

/** A change that passed the guard: who, on which ER, with which form. */
export interface Change {
  session: DeskSession;
  er: ErView;
  values: Record<string, string>;
}

/** The guard of every change; a Response when refused. */
export async function guard(c: DeskContext, parts: DeskParts, ers: DeskErs): Promise<Change | Response> {
  const refused = await refusal(c, parts);
  if (refused === 'session') {
    return wantsJson(c) ? c.json({ error: 'signed_out' }, 401) : c.redirect('/desk/signin', 303);
  }
  if (refused) return wantsJson(c) ? c.json({ error: 'refused' }, 403) : page(c, RefusedPage(view(c)), 403);
  const session = c.get('session') as DeskSession;
  const er = ers.get(session.user, c.req.param('id') ?? '');
  if (!er) return page(c, NotFoundPage(view(c)), 404);
  const values = textFields(await c.req.parseBody());
  if (values.hospital !== er.hospital.id) return page(c, RefusedPage(view(c)), 403);
  return { session, er, values };
}

export const formatTime = (c: Context<DeskEnv>) => (seconds: number, zone: string) =>
  formatLocal(seconds, zone, c.get('lang'));

/** The ER's page, with its windows and the notices of it waiting for review. */
export function showEr(
  c: DeskContext,
  store: DeskParts['store'],
  ers: DeskErs,
  er: ErView,
  more: Partial<ErPageProps> = {},
  status: 200 | 400 = 200,
): Response | Promise<Response> {
  return page(
    c,
    ErPage({
      ...view(c),
      session: c.get('session') as DeskSession,
      er,
      here: `/desk/er/${encodeURIComponent(er.hospital.id)}`,
      windows: ers.windows(er.hospital.id, c.get('ctx').now),
      now: c.get('ctx').now,
      formatTime: formatTime(c),
      toReview: store.noticeReviews.waiting().filter((review) => review.hospital_id === er.hospital.id).length,
      ...more,
    }),
    status,
  );
}

/** Writes the change and its audit entry together, then shows the ER again with what was done. */
export function commitChange(
  c: DeskContext,
  { store, core }: DeskParts,
  change: Change,
  action: string,
  write: () => StatementOutcome | StatementOutcome[],
): Response {
  const { user } = change.session;
  const ctx = c.get('ctx');
  store.write(() => {
    const outcome = write();
    const [before, after] = Array.isArray(outcome)
      ? [outcome.map((one) => one.before), outcome.map((one) => one.after)]
      : [outcome.before, outcome.after];
    core.audit({
      user_id: user.id,
      email: user.email,
      action,
      hospital_id: change.er.hospital.id,
      before: JSON.stringify(before ?? null),
      after: JSON.stringify(after ?? null),
      address: ctx.address,
      at: ctx.now,
    });
  });
  return c.redirect(`/desk/er/${encodeURIComponent(change.er.hospital.id)}?done=${DONE[action]}`, 303);
}

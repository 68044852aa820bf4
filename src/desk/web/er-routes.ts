// The ERs in scope and the changes to one ER. Every change passes the guard (origin, session,
// CSRF), names an ER in the person's scope both in its address and in its form, and is written
// with its audit entry in one transaction.
import { type Context, Hono } from 'hono';
import type { ProvinceCode } from '../../contract/provinces';
import { interpretNotice, type NoticeReading } from '../../notices';
import type { DeskSession, StatementOutcome } from '../contract';
import { readScheduleForm, readStatusForm, textFields } from './change-forms';
import { filterErs, statusFilter } from './er-filter';
import { type DeskErs, deskErs, type ErView } from './ers';
import { type DeskContext, type DeskEnv, type DeskParts, refusal, wantsJson } from './http';
import { formatLocal } from './local-time';
import { applyPlan, noticePlan } from './notice-plan';
import { ErListPage } from './pages/ErList';
import { ErPage, type ErPageProps } from './pages/ErPage';
import { NotFoundPage, RefusedPage } from './pages/Refused';
import { page } from './render';

const view = (c: DeskContext) => ({ lang: c.get('lang'), t: c.get('t'), session: c.get('session'), here: '/desk' });

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

export function erRoutes(parts: DeskParts): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { store, core, statements } = parts;
  const ers = deskErs(store, core);
  const formatTime = (c: Context<DeskEnv>) => (seconds: number, zone: string) =>
    formatLocal(seconds, zone, c.get('lang'));

  const erPage = (c: DeskContext, er: ErView, more: Partial<ErPageProps> = {}, status: 200 | 400 = 200) =>
    page(
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

  /** Writes the change and its audit entry together, then shows the ER again with what was done. */
  const commit = (
    c: DeskContext,
    change: Change,
    action: string,
    write: () => StatementOutcome | StatementOutcome[],
  ) => {
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
  };

  app.get('/', (c) => {
    const session = c.get('session');
    if (!session) return c.redirect('/desk/signin', 303);
    const all = ers.visible(session.user);
    const provinces = [...new Set(all.map((er) => er.hospital.province))].sort();
    const asked = c.req.query('province')?.toUpperCase() ?? '';
    const province = provinces.includes(asked as ProvinceCode) ? (asked as ProvinceCode) : null;
    const query = (c.req.query('q') ?? '').trim();
    const status = statusFilter(c.req.query('status'));
    const shown = filterErs(all, { words: query, province, status });
    const props = {
      ...view(c),
      ers: shown,
      total: all.length,
      provinces,
      query,
      province,
      status,
      now: c.get('ctx').now,
      toReview: store.noticeReviews.waiting().filter((review) => ers.get(session.user, review.hospital_id)).length,
    };
    return page(c, ErListPage({ ...props, formatTime: formatTime(c) }));
  });

  app.get('/er/:id', (c) => {
    const session = c.get('session');
    if (!session) return c.redirect('/desk/signin', 303);
    const er = ers.get(session.user, c.req.param('id'));
    if (!er) return page(c, NotFoundPage(view(c)), 404);
    return erPage(c, er, { done: c.get('t').done[c.req.query('done') ?? ''] ?? null });
  });

  app.post('/er/:id/status', async (c) => {
    const change = await guard(c, parts, ers);
    if (change instanceof Response) return change;
    const { er, values } = change;
    const read = readStatusForm(c.get('t'), values, er.hospital.id, er.zone, c.get('ctx').now);
    if (!read.ok) return erPage(c, er, { form: { name: 'status', values, errors: read.errors } }, 400);
    return commit(c, change, 'status.set', () =>
      statements.publish(read.value, c.get('ctx').now, change.session.user.organisation),
    );
  });

  app.post('/er/:id/schedule', async (c) => {
    const change = await guard(c, parts, ers);
    if (change instanceof Response) return change;
    const { er, values } = change;
    const read = readScheduleForm(c.get('t'), values, er.zone, c.get('ctx').now);
    if (!read.ok) return erPage(c, er, { form: { name: 'schedule', values, errors: read.errors } }, 400);
    const { window, messages } = read.value;
    return commit(c, change, 'schedule.set', () =>
      statements.schedule(er.hospital.id, window, messages, c.get('ctx').now, change.session.user.organisation),
    );
  });

  app.post('/er/:id/cancel', async (c) => {
    const change = await guard(c, parts, ers);
    if (change instanceof Response) return change;
    return commit(c, change, 'schedule.cancel', () =>
      statements.cancelSchedule(change.er.hospital.id, c.get('ctx').now),
    );
  });

  app.post('/er/:id/confirm', async (c) => {
    const change = await guard(c, parts, ers);
    if (change instanceof Response) return change;
    return commit(c, change, 'status.confirm', () =>
      statements.confirm(change.er.hospital.id, c.get('ctx').now, change.session.user.organisation),
    );
  });

  const readNotice = (er: ErView, text: string, readAt: number): NoticeReading =>
    interpretNotice({ text, province: er.hospital.province, publishedAt: readAt * 1000, zone: er.zone });

  app.post('/er/:id/notice', async (c) => {
    const change = await guard(c, parts, ers);
    if (change instanceof Response) return change;
    const { er, values } = change;
    const text = values.text ?? '';
    if (!text) {
      const errors = [{ field: 'notice-text', message: c.get('t').errNoticeEmpty }];
      return erPage(c, er, { form: { name: 'notice', values, errors } }, 400);
    }
    const now = c.get('ctx').now;
    const reading = readNotice(er, text, now);
    return erPage(c, er, { reading: { reading, text, readAt: now, publishable: noticePlan(reading, now).length > 0 } });
  });

  app.post('/er/:id/notice/publish', async (c) => {
    const change = await guard(c, parts, ers);
    if (change instanceof Response) return change;
    const { er, values } = change;
    const now = c.get('ctx').now;
    // Read again as it was read when shown (same reference moment), within the last day.
    const shownAt = Number(values.read_at);
    const readAt = Number.isInteger(shownAt) && shownAt <= now && shownAt > now - 86_400 ? shownAt : now;
    const reading = readNotice(er, values.text ?? '', readAt);
    const steps = noticePlan(reading, now);
    if (steps.length === 0)
      return erPage(c, er, { reading: { reading, text: values.text ?? '', readAt, publishable: false } }, 400);
    return commit(c, change, 'notice.publish', () =>
      applyPlan(statements, er.hospital.id, reading, steps, now, change.session.user.organisation),
    );
  });

  return app;
}

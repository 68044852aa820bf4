// The ERs in scope and the changes to one ER. Every change passes the guard (origin, session,
// CSRF), names an ER in the person's scope both in its address and in its form, and is written
// with its audit entry in one transaction.
import { Hono } from 'hono';
import type { ProvinceCode } from '../../contract/provinces';
import type { StatementOutcome } from '../contract';
import { readScheduleForm, readStatusForm } from './change-forms';
import { type Change, commitChange, formatTime, guard, showEr, view } from './er-change';
import { filterErs, statusFilter } from './er-filter';
import { noticeRoutes } from './er-notice-routes';
import { deskErs, type ErView } from './ers';
import type { DeskContext, DeskEnv, DeskParts } from './http';
import { ErListPage } from './pages/ErList';
import type { ErPageProps } from './pages/ErPage';
import { NotFoundPage } from './pages/Refused';
import { page } from './render';

export { type Change, guard } from './er-change';

export function erRoutes(parts: DeskParts): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { store, core, statements } = parts;
  const ers = deskErs(store, core);

  const erPage = (c: DeskContext, er: ErView, more: Partial<ErPageProps> = {}, status: 200 | 400 = 200) =>
    showEr(c, store, ers, er, more, status);
  const commit = (c: DeskContext, change: Change, action: string, write: () => StatementOutcome | StatementOutcome[]) =>
    commitChange(c, parts, change, action, write);

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

  noticeRoutes(app, parts, ers);
  return app;
}

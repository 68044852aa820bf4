// A notice pasted at the desk: read and shown first, then published as the windows it states.
import type { Hono } from 'hono';
import { interpretNotice, type NoticeReading } from '../../notices';
import { commitChange, guard, showEr } from './er-change';
import type { DeskErs, ErView } from './ers';
import type { DeskEnv, DeskParts } from './http';
import { applyPlan, noticePlan } from './notice-plan';

const readNotice = (er: ErView, text: string, readAt: number): NoticeReading =>
  interpretNotice({ text, province: er.hospital.province, publishedAt: readAt * 1000, zone: er.zone });

export function noticeRoutes(app: Hono<DeskEnv>, parts: DeskParts, ers: DeskErs): void {
  const { statements } = parts;

  app.post('/er/:id/notice', async (c) => {
    const change = await guard(c, parts, ers);
    if (change instanceof Response) return change;
    const { er, values } = change;
    const text = values.text ?? '';
    if (!text) {
      const errors = [{ field: 'notice-text', message: c.get('t').errNoticeEmpty }];
      return showEr(c, parts.store, ers, er, { form: { name: 'notice', values, errors } }, 400);
    }
    const now = c.get('ctx').now;
    const reading = readNotice(er, text, now);
    return showEr(c, parts.store, ers, er, {
      reading: { reading, text, readAt: now, publishable: noticePlan(reading, now).length > 0 },
    });
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
      return showEr(
        c,
        parts.store,
        ers,
        er,
        { reading: { reading, text: values.text ?? '', readAt, publishable: false } },
        400,
      );
    return commitChange(c, parts, change, 'notice.publish', () =>
      applyPlan(statements, er.hospital.id, reading, steps, now, change.session.user.organisation),
    );
  });
}

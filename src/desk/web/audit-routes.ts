// The audit log, for administrators only: a page at a time, or all of it as CSV.
import { Hono } from 'hono';
import type { AuditEntry } from '../contract';
import { auditCsv } from './audit-csv';
import type { DeskContext, DeskEnv, DeskParts } from './http';
import { AuditPage } from './pages/Audit';
import { ForbiddenPage } from './pages/Refused';
import { page } from './render';

const PAGE = 50;

export function auditRoutes(parts: DeskParts): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { core } = parts;
  const view = (c: DeskContext) => ({ lang: c.get('lang'), t: c.get('t'), session: c.get('session') });
  const denied = (c: DeskContext) => {
    const session = c.get('session');
    if (!session) return c.redirect('/desk/signin', 303);
    return session.user.role === 'admin' ? null : page(c, ForbiddenPage(view(c)), 403);
  };

  app.get('/audit', (c) => {
    const refused = denied(c);
    if (refused) return refused;
    const asked = Number(c.req.query('before'));
    const before = Number.isInteger(asked) && asked > 0 ? asked : undefined;
    const rows = core.auditLog({ limit: PAGE + 1, before });
    const entries = rows.slice(0, PAGE);
    const older = rows.length > PAGE ? (entries.at(-1)?.id ?? null) : null;
    const format = new Intl.DateTimeFormat(c.get('lang') === 'fr' ? 'fr-CA' : 'en-CA', {
      dateStyle: 'medium',
      timeStyle: 'medium',
      timeZone: 'UTC',
    });
    const formatTime = (seconds: number) => `${format.format(seconds * 1000)} UTC`;
    return page(c, AuditPage({ ...view(c), entries, older, first: before === undefined, formatTime }));
  });

  app.get('/audit.csv', (c) => {
    const refused = denied(c);
    if (refused) return refused;
    const all: AuditEntry[] = [];
    let before: number | undefined;
    for (;;) {
      const rows = core.auditLog({ limit: 1000, before });
      all.push(...rows);
      if (rows.length < 1000) break;
      before = rows.at(-1)?.id;
    }
    return c.body(auditCsv(all), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="desk-audit.csv"',
    });
  });

  return app;
}

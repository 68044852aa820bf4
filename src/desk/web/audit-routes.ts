// The audit log, for administrators only: a page at a time, in words, or all of it as CSV.
import { Hono } from 'hono';
import { PROVINCES } from '../../contract/provinces';
import { auditCsvStream } from './audit-csv';
import { AUDIT_WORDS } from './audit-strings';
import { changeWords } from './audit-words';
import type { DeskContext, DeskEnv, DeskParts } from './http';
import { formatLocal } from './local-time';
import { type AuditLine, AuditPage } from './pages/Audit';
import { ForbiddenPage } from './pages/Refused';
import { page } from './render';

const PAGE = 50;

export function auditRoutes(parts: DeskParts): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  const { core, store } = parts;
  const deskZone = parts.zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
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
    const t = c.get('t');
    const lang = c.get('lang');
    const lines = entries.map((entry): AuditLine => {
      const hospital = entry.hospital_id === null ? null : store.hospitals.get(entry.hospital_id);
      const zone = hospital ? PROVINCES[hospital.province].timeZone : deskZone;
      return {
        entry,
        when: formatLocal(entry.at, zone, lang),
        action: AUDIT_WORDS[lang].auditAction[entry.action] ?? entry.action,
        er: hospital?.name ?? entry.hospital_id ?? '',
        changes: [
          ...changeWords(entry.before, entry.after, { t, lang, zone }),
          ...(entry.attempts === null ? [] : [t.attemptsWhilePaused(entry.attempts)]),
        ],
      };
    });
    const props = { ...view(c), lines, older, first: before === undefined, zone: deskZone };
    return page(c, AuditPage(props));
  });

  app.get('/audit.csv', (c) => {
    const refused = denied(c);
    if (refused) return refused;
    const stream = auditCsvStream((before) => core.auditLog({ limit: 1000, before }));
    return c.body(stream, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="desk-audit.csv"',
    });
  });

  return app;
}

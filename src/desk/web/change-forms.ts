// Reading the desk's change forms into statements, or into errors that name the field to fix.
import type { DeskStatement } from '../contract';
import { fromLocalInput } from './local-time';
import { MESSAGE_MAX } from './notice-plan';
import type { FieldError } from './pages/Layout';
import type { Strings } from './strings';

type Form = Record<string, string | File | (string | File)[]>;

/** The form's text fields, trimmed (files and repeated fields are ignored). */
export function textFields(form: Form): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) if (typeof value === 'string') values[name] = value.trim();
  return values;
}

type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

function messages(t: Strings, values: Record<string, string>, prefix: string, errors: FieldError[]) {
  const en = values.message_en ?? '';
  const fr = values.message_fr ?? '';
  if (en.length > MESSAGE_MAX) errors.push({ field: `${prefix}-message-en`, message: t.errTooLong });
  if (fr.length > MESSAGE_MAX) errors.push({ field: `${prefix}-message-fr`, message: t.errTooLong });
  return { en: en || null, fr: fr || null };
}

export function readStatusForm(
  t: Strings,
  values: Record<string, string>,
  hospitalId: string,
  zone: string,
  now: number,
): Read<DeskStatement> {
  const errors: FieldError[] = [];
  const status = values.status;
  if (status !== 'open' && status !== 'closed' && status !== 'disruption') {
    errors.push({ field: 'status-open', message: t.errStatus });
  }
  const words = messages(t, values, 'status', errors);
  const reopen = status === 'open' ? null : fromLocalInput(values.reopen ?? '', zone);
  if (reopen === 'invalid') errors.push({ field: 'reopen', message: t.errBadTime });
  else if (reopen !== null && reopen <= now) errors.push({ field: 'reopen', message: t.errReopenPast });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      hospitalId,
      status: status as DeskStatement['status'],
      messageEn: words.en,
      messageFr: words.fr,
      expectedReopen: reopen as number | null,
    },
  };
}

export interface ScheduleRequest {
  window: { start: number; end: number | null; status: 'closed' | 'disruption' };
  messages: { en: string | null; fr: string | null };
}

export function readScheduleForm(
  t: Strings,
  values: Record<string, string>,
  zone: string,
  now: number,
): Read<ScheduleRequest> {
  const errors: FieldError[] = [];
  const status = values.kind === 'disruption' ? 'disruption' : 'closed';
  const start = fromLocalInput(values.start ?? '', zone);
  const end = fromLocalInput(values.end ?? '', zone);
  if (start === null || start === 'invalid') errors.push({ field: 'schedule-start', message: t.errBadTime });
  else if (start <= now) errors.push({ field: 'schedule-start', message: t.errStartPast });
  if (end === 'invalid') errors.push({ field: 'schedule-end', message: t.errBadTime });
  else if (end !== null && typeof start === 'number' && end <= start) {
    errors.push({ field: 'schedule-end', message: t.errEndBeforeStart });
  }
  const words = messages(t, values, 'schedule', errors);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { window: { start: start as number, end: end as number | null, status }, messages: words },
  };
}

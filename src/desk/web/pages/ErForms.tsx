// The forms that change what the public sees of one ER: a status now, a closure later.
import type { DeskSession } from '../../contract';
import type { Strings } from '../strings';
import { Csrf, errorFor, type FieldError } from './Layout';

/** What a form was sent with, to show it again beside its errors. */
export type FormValues = Record<string, string>;

interface FormProps {
  t: Strings;
  session: DeskSession;
  hospitalId: string;
  zone: string;
  values: FormValues;
  errors: FieldError[];
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: preact.ComponentChildren;
}) {
  return (
    <div class={error ? 'field field-error' : 'field'}>
      <label for={id}>{label}</label>
      {hint && (
        <p class="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p class="error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

const described = (id: string, hint: boolean, error: string | undefined) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Messages({ t, prefix, values }: { t: Strings; prefix: string; values: FormValues }) {
  return (
    <>
      <Field id={`${prefix}-message-en`} label={t.messageEn}>
        <textarea id={`${prefix}-message-en`} name="message_en" rows={3} maxlength={500} lang="en">
          {values.message_en ?? ''}
        </textarea>
      </Field>
      <Field id={`${prefix}-message-fr`} label={t.messageFr}>
        <textarea id={`${prefix}-message-fr`} name="message_fr" rows={3} maxlength={500} lang="fr">
          {values.message_fr ?? ''}
        </textarea>
      </Field>
    </>
  );
}

function TimeField({
  t,
  id,
  name,
  label,
  zone,
  value,
  error,
}: {
  t: Strings;
  id: string;
  name: string;
  label: string;
  zone: string;
  value: string;
  error?: string;
}) {
  return (
    <Field id={id} label={label} hint={t.localTimeOf(zone)} error={error}>
      <input
        id={id}
        name={name}
        type="datetime-local"
        value={value}
        aria-describedby={described(id, true, error)}
        aria-invalid={error ? 'true' : undefined}
      />
    </Field>
  );
}

export function StatusForm({ t, session, hospitalId, zone, values, errors }: FormProps) {
  const statusError = errorFor(errors, 'status-open');
  const chosen = values.status ?? '';
  return (
    <form method="post" action={`/desk/er/${encodeURIComponent(hospitalId)}/status`} class="stack" novalidate>
      <Csrf session={session} />
      <input type="hidden" name="hospital" value={hospitalId} />
      <fieldset aria-describedby={statusError ? 'status-open-error' : undefined}>
        <legend>{t.statusLegend}</legend>
        {statusError && (
          <p class="error" id="status-open-error">
            {statusError}
          </p>
        )}
        {(['open', 'disruption', 'closed'] as const).map((status) => (
          <div class="choice" key={status}>
            <input id={`status-${status}`} type="radio" name="status" value={status} checked={chosen === status} />
            <label for={`status-${status}`}>{t.statusVerb[status]}</label>
          </div>
        ))}
      </fieldset>
      <Messages t={t} prefix="status" values={values} />
      <TimeField
        t={t}
        id="reopen"
        name="reopen"
        label={t.expectedReopen}
        zone={zone}
        value={values.reopen ?? ''}
        error={errorFor(errors, 'reopen')}
      />
      <button type="submit" class="button">
        {t.publishButton}
      </button>
    </form>
  );
}

export function ScheduleForm({ t, session, hospitalId, zone, values, errors }: FormProps) {
  const kind = values.kind ?? 'closed';
  return (
    <form method="post" action={`/desk/er/${encodeURIComponent(hospitalId)}/schedule`} class="stack" novalidate>
      <Csrf session={session} />
      <input type="hidden" name="hospital" value={hospitalId} />
      <fieldset>
        <legend>{t.scheduleKind}</legend>
        {(['closed', 'disruption'] as const).map((status) => (
          <div class="choice" key={status}>
            <input id={`kind-${status}`} type="radio" name="kind" value={status} checked={kind === status} />
            <label for={`kind-${status}`}>{t.statusVerb[status]}</label>
          </div>
        ))}
      </fieldset>
      <TimeField
        t={t}
        id="schedule-start"
        name="start"
        label={t.scheduleStart}
        zone={zone}
        value={values.start ?? ''}
        error={errorFor(errors, 'schedule-start')}
      />
      <TimeField
        t={t}
        id="schedule-end"
        name="end"
        label={t.scheduleEnd}
        zone={zone}
        value={values.end ?? ''}
        error={errorFor(errors, 'schedule-end')}
      />
      <Messages t={t} prefix="schedule" values={values} />
      <button type="submit" class="button">
        {t.scheduleButton}
      </button>
    </form>
  );
}

/** A form of one button (confirm, cancel the schedule). */
export function ActionForm({
  session,
  hospitalId,
  action,
  label,
}: {
  session: DeskSession;
  hospitalId: string;
  action: string;
  label: string;
}) {
  return (
    <form method="post" action={`/desk/er/${encodeURIComponent(hospitalId)}/${action}`}>
      <Csrf session={session} />
      <input type="hidden" name="hospital" value={hospitalId} />
      <button type="submit" class="button secondary">
        {label}
      </button>
    </form>
  );
}

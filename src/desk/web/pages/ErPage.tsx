// One ER: what the public sees, its scheduled windows, and every change the desk can make.
import type { ComponentChildren } from 'preact';
import { erPagePath } from '../../../contract/page-paths';
import { PROVINCES } from '../../../contract/provinces';
import type { NoticeReading } from '../../../notices';
import { DESK_FEED } from '../../../store/schedules';
import type { ScheduledWindow } from '../../../store/timeline';
import type { DeskSession } from '../../contract';
import type { ErView } from '../ers';
import { REVIEW_STRINGS } from '../review-strings';
import { ActionForm, type FormValues, ScheduleForm, StatusForm } from './ErForms';
import { NowFacts } from './ErList';
import { type FieldError, Layout, type PageProps } from './Layout';
import { NoticeForm, NoticeReadingView } from './NoticeForms';

export interface ErPageProps extends PageProps {
  session: DeskSession;
  er: ErView;
  windows: ScheduledWindow[];
  now: number;
  formatTime: (seconds: number, zone: string) => string;
  done?: string | null;
  /** The form sent with errors, its values and its errors. */
  form?: { name: 'status' | 'schedule' | 'notice'; values: FormValues; errors: FieldError[] };
  reading?: { reading: NoticeReading; text: string; readAt: number; publishable: boolean };
  /** Notices of this ER the reader was unsure of, waiting for review. */
  toReview?: number;
}

function Section({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section aria-labelledby={id} class="panel">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function ErPage({ er, windows, now, formatTime, done, form, reading, toReview = 0, ...page }: ErPageProps) {
  const { t, lang, session } = page;
  const { hospital, zone } = er;
  const valuesOf = (name: string) => (form?.name === name ? form.values : {});
  const errorsOf = (name: string) => (form?.name === name ? form.errors : []);
  const at = (seconds: number | null, fallback: string) => (seconds === null ? fallback : formatTime(seconds, zone));
  const props = { t, session, hospitalId: hospital.id, zone };
  return (
    <Layout {...page} title={hospital.name} errors={form?.errors} done={done}>
      <p class="place">
        {hospital.city}, {PROVINCES[hospital.province].name[lang]} ·{' '}
        <a href={erPagePath(hospital.id, lang)}>{t.publicPage}</a>
      </p>
      {toReview > 0 && (
        <p class="warning">
          <a href="/desk/review">{REVIEW_STRINGS[lang].reviewCount(toReview)}</a>
        </p>
      )}
      {reading && <NoticeReadingView {...props} {...reading} />}
      <Section id="now-heading" title={t.erNowHeading}>
        <NowFacts t={t} lang={lang} status={er.now} zone={zone} now={now} formatTime={formatTime} />
      </Section>
      <Section id="confirm-heading" title={t.confirmHeading}>
        <p>{t.confirmIntro}</p>
        <ActionForm session={session} hospitalId={hospital.id} action="confirm" label={t.confirmButton} />
      </Section>
      <Section id="set-heading" title={t.setHeading}>
        <StatusForm {...props} values={valuesOf('status')} errors={errorsOf('status')} />
      </Section>
      <Section id="windows-heading" title={t.windowsHeading}>
        {windows.length === 0 ? (
          <p>{t.noWindows}</p>
        ) : (
          <ul>
            {windows.map((window) => (
              <li key={`${window.feed}-${window.start_at}-${window.end_at}`}>
                <strong>{t.statusVerb[window.status]}</strong>{' '}
                {t.windowFrom(at(window.start_at, t.inEffect), at(window.end_at, t.untilAnnounced))} (
                {t.source(window.feed)})
              </li>
            ))}
          </ul>
        )}
        {windows.some((window) => window.feed === DESK_FEED) && (
          <ActionForm session={session} hospitalId={hospital.id} action="cancel" label={t.cancelButton} />
        )}
      </Section>
      <Section id="schedule-heading" title={t.scheduleHeading}>
        <ScheduleForm {...props} values={valuesOf('schedule')} errors={errorsOf('schedule')} />
      </Section>
      <Section id="notice-heading" title={t.noticeHeading}>
        <NoticeForm {...props} text={reading?.text ?? valuesOf('notice').text ?? ''} errors={errorsOf('notice')} />
      </Section>
    </Layout>
  );
}

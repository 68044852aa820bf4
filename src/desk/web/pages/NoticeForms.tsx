// Paste an authority's notice, see how the interpreter reads it, then publish that reading.
import type { NoticeReading } from '../../../notices';
import type { DeskSession } from '../../contract';
import type { Strings } from '../strings';
import { Csrf, errorFor, type FieldError } from './Layout';

interface NoticeProps {
  t: Strings;
  session: DeskSession;
  hospitalId: string;
  text: string;
  errors: FieldError[];
}

export function NoticeForm({ t, session, hospitalId, text, errors }: NoticeProps) {
  const error = errorFor(errors, 'notice-text');
  return (
    <form method="post" action={`/desk/er/${encodeURIComponent(hospitalId)}/notice`} class="stack" novalidate>
      <Csrf session={session} />
      <input type="hidden" name="hospital" value={hospitalId} />
      <label for="notice-text">{t.noticeText}</label>
      {error && (
        <p class="error" id="notice-text-error">
          {error}
        </p>
      )}
      <textarea
        id="notice-text"
        name="text"
        rows={8}
        maxlength={10_000}
        aria-describedby={error ? 'notice-text-error' : undefined}
      >
        {text}
      </textarea>
      <button type="submit" class="button secondary">
        {t.noticeButton}
      </button>
    </form>
  );
}

interface ReadingProps {
  t: Strings;
  session: DeskSession;
  hospitalId: string;
  reading: NoticeReading;
  /** The notice's words and when they were read (seconds): publishing reads them again, the same way. */
  text: string;
  readAt: number;
  publishable: boolean;
}

const local = (value: string | null, fallback: string) => (value ? value.replace('T', ' ') : fallback);

export function NoticeReadingView({ t, session, hospitalId, reading, text, readAt, publishable }: ReadingProps) {
  return (
    <section aria-labelledby="reading-heading" class="reading">
      <h2 id="reading-heading">{t.readingHeading}</h2>
      {!reading.isEr && <p class="warning">{t.readingNotEr}</p>}
      <dl class="facts">
        <dt>{t.readingFacility}</dt>
        <dd>
          {reading.facility
            ? `${reading.facility.name}${reading.facility.city ? `, ${reading.facility.city}` : ''}`
            : t.readingNoFacility}
        </dd>
        <dt>{t.readingKind}</dt>
        <dd>{t.kind[reading.kind]}</dd>
        <dt>{t.readingWindows}</dt>
        <dd>
          {reading.windows.length === 0 ? (
            t.readingNothing
          ) : (
            <ul>
              {reading.windows.map((window) => (
                <li key={`${window.start}-${window.end}`}>
                  {t.windowFrom(local(window.startLocal, t.inEffect), local(window.endLocal, t.untilAnnounced))}
                </li>
              ))}
            </ul>
          )}
          {reading.recurring && <p>{reading.recurring}</p>}
        </dd>
        <dt>{t.readingNotUnderstood}</dt>
        <dd>
          {reading.notUnderstood.length === 0 ? (
            t.readingNothing
          ) : (
            <ul>
              {reading.notUnderstood.map((phrase) => (
                <li key={phrase}>{phrase}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {publishable ? (
        <form method="post" action={`/desk/er/${encodeURIComponent(hospitalId)}/notice/publish`}>
          <Csrf session={session} />
          <input type="hidden" name="hospital" value={hospitalId} />
          <input type="hidden" name="text" value={text} />
          <input type="hidden" name="read_at" value={String(readAt)} />
          <button type="submit" class="button">
            {t.readingPublishButton}
          </button>
        </form>
      ) : (
        <p>{t.readingNothingToPublish}</p>
      )}
    </section>
  );
}

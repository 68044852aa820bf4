// Notices the reader was unsure of, for the ERs in the person's scope: the notice's words, who
// published it and when, a link to it, the reader's proposal and doubts in words, and the two
// decisions — confirm (a prefilled form of the desk's statement) or dismiss.
import type { NoticeReviewRow } from '../../../store/notice-reviews';
import type { DeskSession } from '../../contract';
import type { ErView } from '../ers';
import { fieldId } from '../review-form';
import type { ReviewStrings } from '../review-strings';
import type { Strings } from '../strings';
import { Csrf, errorFor, type FieldError, Layout, type PageProps } from './Layout';

export interface ReviewEntry {
  review: NoticeReviewRow;
  er: ErView;
  values: Record<string, string>;
  errors: FieldError[];
}

interface ReviewPageProps extends PageProps {
  rt: ReviewStrings;
  entries: ReviewEntry[];
  done?: string | null;
  formatTime: (seconds: number, zone: string) => string;
}

const local = (value: string | null) => (value ? value.replace('T', ' ') : null);

export function ReviewPage(props: ReviewPageProps) {
  const { t, rt, entries, done } = props;
  const errors = entries.flatMap((entry) => entry.errors);
  return (
    <Layout {...props} title={rt.reviewTitle} errors={errors} done={done} here="/desk/review">
      <p>{rt.reviewIntro}</p>
      {entries.length === 0 ? (
        <p>{rt.reviewNone}</p>
      ) : (
        entries.map((entry) => <ReviewItem key={entry.review.id} {...props} entry={entry} t={t} />)
      )}
    </Layout>
  );
}

function ReviewItem({ t, rt, session, entry, formatTime }: ReviewPageProps & { entry: ReviewEntry }) {
  const { review, er } = entry;
  const heading = `review-${review.id}-heading`;
  const publisher = review.publisher ?? rt.reviewPublisherUnknown;
  return (
    <section class="review" aria-labelledby={heading}>
      <h2 id={heading}>
        <a href={`/desk/er/${encodeURIComponent(er.hospital.id)}`}>{er.hospital.name}</a>
        {er.hospital.city && `, ${er.hospital.city}`}
      </h2>
      <p>
        {review.published_at === null
          ? rt.reviewPublishedUndated(publisher)
          : rt.reviewPublished(publisher, formatTime(review.published_at, er.zone))}
        {review.url && (
          <>
            {' · '}
            <a href={review.url} rel="noopener noreferrer nofollow">
              {rt.reviewLink}
            </a>
          </>
        )}
      </p>
      <dl class="facts">
        <dt>{rt.reviewNotice}</dt>
        <dd>
          <blockquote lang={review.lang}>{review.words}</blockquote>
        </dd>
        <dt>{rt.reviewProposal}</dt>
        <dd>
          <Proposal t={t} rt={rt} review={review} />
        </dd>
        <dt>{rt.reviewDoubts}</dt>
        <dd>
          <ul>
            {review.doubts.map((doubt) => (
              <li key={`${doubt.code}-${doubt.words}`}>
                {rt.doubt[doubt.code] ?? rt.doubtOther(doubt.code)}
                {doubt.words && (
                  <>
                    {t.colon} <q lang={review.lang}>{doubt.words}</q>
                  </>
                )}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <ConfirmForm t={t} rt={rt} session={session as DeskSession} entry={entry} />
      <form method="post" action={`${decideAddress(entry)}/dismiss`}>
        <Csrf session={session as DeskSession} />
        <input type="hidden" name="hospital" value={er.hospital.id} />
        <p class="hint">{rt.reviewDismissHint}</p>
        {/* Each notice has these buttons: the ER's name is said with them. */}
        <button type="submit" class="button secondary" aria-describedby={heading}>
          {rt.reviewDismissButton}
        </button>
      </form>
    </section>
  );
}

const decideAddress = ({ review, er }: ReviewEntry) =>
  `/desk/er/${encodeURIComponent(er.hospital.id)}/review/${review.id}`;

function Proposal({ t, rt, review }: { t: Strings; rt: ReviewStrings; review: NoticeReviewRow }) {
  const { proposal } = review;
  return (
    <>
      <p>{t.kind[proposal.kind] ?? proposal.kind}</p>
      {proposal.windows.length === 0 ? (
        <p>{t.readingNothing}</p>
      ) : (
        <ul>
          {proposal.windows.map((window) => (
            <li key={`${window.startLocal}-${window.endLocal}`}>
              {rt.proposalWindow(local(window.startLocal), local(window.endLocal))}
            </li>
          ))}
        </ul>
      )}
      {proposal.recurring && <p>{proposal.recurring}</p>}
    </>
  );
}

function ConfirmForm({
  t,
  rt,
  session,
  entry,
}: {
  t: Strings;
  rt: ReviewStrings;
  session: DeskSession;
  entry: ReviewEntry;
}) {
  const { review, er, values, errors } = entry;
  const id = (name: string) => fieldId(review.id, name);
  const statusError = errorFor(errors, id('status-open'));
  const timeField = (name: 'start' | 'end', label: string) => {
    const error = errorFor(errors, id(name));
    return (
      <div class={error ? 'field field-error' : 'field'}>
        <label for={id(name)}>{label}</label>
        <p class="hint" id={`${id(name)}-hint`}>
          {t.localTimeOf(er.zone)}
        </p>
        {error && (
          <p class="error" id={`${id(name)}-error`}>
            {error}
          </p>
        )}
        <input
          id={id(name)}
          name={name}
          type="datetime-local"
          value={values[name] ?? ''}
          aria-describedby={[`${id(name)}-hint`, error ? `${id(name)}-error` : ''].join(' ').trim()}
          aria-invalid={error ? 'true' : undefined}
        />
      </div>
    );
  };
  const message = (name: 'en' | 'fr', label: string) => {
    const error = errorFor(errors, id(`message-${name}`));
    return (
      <div class={error ? 'field field-error' : 'field'}>
        <label for={id(`message-${name}`)}>{label}</label>
        {error && <p class="error">{error}</p>}
        <textarea id={id(`message-${name}`)} name={`message_${name}`} rows={3} maxlength={500} lang={name}>
          {values[`message_${name}`] ?? ''}
        </textarea>
      </div>
    );
  };
  return (
    <form method="post" action={`${decideAddress(entry)}/confirm`} class="stack" novalidate>
      <h3>{rt.reviewConfirmHeading}</h3>
      <p class="hint">{rt.reviewConfirmHint}</p>
      <Csrf session={session} />
      <input type="hidden" name="hospital" value={er.hospital.id} />
      <fieldset>
        <legend>{t.statusLegend}</legend>
        {statusError && <p class="error">{statusError}</p>}
        {(['open', 'disruption', 'closed'] as const).map((status) => (
          <div class="choice" key={status}>
            <input
              id={id(`status-${status}`)}
              type="radio"
              name="status"
              value={status}
              checked={values.status === status}
            />
            <label for={id(`status-${status}`)}>{t.statusVerb[status]}</label>
          </div>
        ))}
      </fieldset>
      {timeField('start', rt.reviewStart)}
      {timeField('end', rt.reviewEnd)}
      {message('en', t.messageEn)}
      {message('fr', t.messageFr)}
      <button type="submit" class="button" aria-describedby={`review-${review.id}-heading`}>
        {rt.reviewConfirmButton}
      </button>
    </form>
  );
}

// What every view shows around its data: its heading; the skeleton before the first answer;
// the failure when there is nothing to show; once there is data, how fresh it is and whether
// a refresh failed.

import type { ComponentChildren } from 'preact';
import { sentTimeMs } from '../../contract/time';
import { failureText, keptText } from '../announce';
import type { Feed } from '../feed';
import { STRINGS } from '../i18n';
import type { WidgetState } from '../state';
import { Moment } from './Moment';
import { Skeleton } from './Skeleton';

interface Props<T> {
  state: WidgetState;
  /** Names the section; also the id its heading gets. */
  name: string;
  heading: string;
  feed: Feed<T>;
  children: (value: T) => ComponentChildren;
}

export function FeedView<T extends { generated_at: string }>({ state, name, heading, feed, children }: Props<T>) {
  const { lang } = state;
  const now = state.now.value;
  const t = STRINGS[lang];
  const { answer } = feed.state.value;
  const failed = failureText(lang, feed.state.value, now);
  return (
    <section class="view">
      <h3 id={name}>{heading}</h3>
      {!answer ? (
        failed ? (
          <p class="notice">{failed}</p>
        ) : (
          <Skeleton lang={lang} />
        )
      ) : (
        <>
          <p class="fresh">
            {t.updated} <Moment lang={lang} at={answer.value.generated_at} now={now} />
          </p>
          {answer.meta.stale && (
            <p class="notice">
              {keptText(lang, answer.meta.stale_reason, sentTimeMs(answer.value.generated_at) ?? now)}
            </p>
          )}
          {failed && <p class="notice">{failed}</p>}
          {children(answer.value)}
        </>
      )}
    </section>
  );
}

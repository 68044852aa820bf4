// What a row says of the notice it stands on when the reader is unsure of it (issue #26),
// after the publisher's own words: that its times are not confirmed, a link to read it, and
// who published it and when. No time read from it by machine is ever shown. Every text is
// rendered as text; only an http(s) link is followed.

import { PROVINCES, type ProvinceCode } from '../../contract/provinces';
import { type NoticeLink, noticeUrl } from '../../contract/unsure-notice';
import { STRINGS } from '../i18n';
import type { WidgetState } from '../state';
import { Moment } from '../views/Moment';
import { NOTICE_STRINGS } from './strings';

interface Props {
  lang: WidgetState['lang'];
  row: { province: ProvinceCode; notice?: NoticeLink };
  now: number;
}

export function NoticeLines({ lang, row, now }: Props) {
  const t = NOTICE_STRINGS[lang];
  const url = noticeUrl(row.notice?.url);
  const publisher = row.notice?.publisher?.trim() || null;
  const publishedAt = row.notice?.published_at;
  return (
    <>
      <p class="unsure">
        <strong>
          {t.unconfirmed} —{' '}
          {url ? (
            <a href={url} target="_blank" rel="noopener">
              {t.read}
              <span class="sr-only"> {STRINGS[lang].newTab}</span>
            </a>
          ) : (
            t.read
          )}
        </strong>
      </p>
      {(publisher || publishedAt) && (
        <p class="muted">
          {t.from(publisher)}
          {publishedAt && (
            <>
              {', '}
              <Moment lang={lang} at={publishedAt} now={now} timeZone={PROVINCES[row.province].timeZone} />
            </>
          )}
        </p>
      )}
    </>
  );
}

// The extension a row carries while the notice reader is unsure of a notice about its ER: the
// ER is shown as disrupted, in the publisher's own words, with where and when they were
// published, and no machine-read time. Rows from sure readings, feeds and the desk
// carry neither field: absent means as before.

/** Where an unsure row's words come from. */
export interface NoticeLink {
  /** The notice's own page, or the page that lists it: only an http(s) URL is kept. */
  url: string | null;
  /** The health authority that published it, as the feed knows it. */
  publisher: string | null;
  published_at: string | null;
}

/** On /closures and /waits rows: `certainty` is present only as `unsure`. */
export interface UnsureNotice {
  certainty?: 'unsure';
  notice?: NoticeLink;
}

/** Longer than any real notice link; a longer one is not kept. */
export const NOTICE_URL_MAX = 2048;
/** Longer than any authority's name; a longer one is not kept. */
export const PUBLISHER_MAX = 200;

/** The URL when it is an absolute http(s) one of a sane length, else null (a javascript: link is never kept). */
export function noticeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > NOTICE_URL_MAX) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

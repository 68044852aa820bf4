// What a publisher of closure notices is: one page (or RSS feed) and a reader that finds the
// notices on it. Everything after that — reading dates and times (src/notices), matching the
// facility, scheduling windows, validation — is shared code every publisher passes through
// (notice-feed.ts turns a NoticePage into a FeedAdapter the runtime polls like any feed).
import type { ProvinceCode } from '../contract/provinces';
import type { FeedAdapter } from './adapter';

/** One notice as the page shows it, before interpretation. */
export interface PageNotice {
  /** The page's own identifier for the notice when it has one (a link, a guid), else null. */
  key: string | null;
  /** The notice's heading, when the page gives one apart from its text. */
  title: string | null;
  /** The notice's words, as a person reads them on the page. */
  text: string;
  /** When the page says it was published or updated (ms since the epoch), else null. */
  publishedAt: number | null;
  /** Where the notice can be read (absolute URL), when the page links to it. */
  url: string | null;
  /** A facility or community the page names apart from the text (a heading, a location line). */
  place: string | null;
  /** The notice's language when the page says it. */
  lang?: 'en' | 'fr';
  /** The province, when a page covers several (else the publisher's). */
  province?: ProvinceCode;
}

/**
 * A publisher's page of notices. `readPage` is pure; it throws FeedError('unexpected_shape')
 * when the page no longer has what it expects, so a redesign fails loudly instead of going quiet.
 */
export interface NoticePage extends Omit<FeedAdapter, 'parse' | 'absentMeansOpen' | 'publishes'> {
  /** The publisher's province (each notice may name another, see PageNotice.province). */
  province: ProvinceCode;
  /** What the publisher's terms say of reuse, in a sentence (README and /healthz). */
  termsNote: string;
  readPage(bytes: Uint8Array, fetchedAt: number): PageNotice[];
}

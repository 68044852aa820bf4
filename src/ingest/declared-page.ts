// A publisher's page as a description: where it is, which elements hold its notices, what a
// notice is. Reading the bytes and telling an error page from a changed one are shared here.
import { FeedError } from './adapter';
import type { Document } from './html';
import { errorPageServed, readNoticeHtml } from './notice-html';
import type { NoticePage, PageNotice } from './notice-page';

/** Everything a NoticePage says of its publisher but how to read the page, and the publisher's name for refusals. */
export type NoticeSource = Omit<NoticePage, 'readPage'> & { publisher: string };

export interface DeclaredPage<Item> {
  source: NoticeSource;
  /** How the bytes become a page, refused when they are not one (default: an HTML page). */
  read?: (bytes: Uint8Array, publisher: string) => Document;
  /** The elements (or parts) that each hold a notice; [] only when the page says it lists none. */
  items(page: Document): Item[];
  /** A notice as the item shows it (some items hold one notice per site). */
  notice(item: Item, at: ItemContext): PageNotice | PageNotice[];
}

/** Where an item stands: its place in the list, its page, and when the page was fetched (ms). */
export interface ItemContext {
  index: number;
  page: Document;
  fetchedAt: number;
}

export function declaredPage<Item>({ source, read = readNoticeHtml, items, notice }: DeclaredPage<Item>): NoticePage {
  return {
    ...source,
    readPage(bytes: Uint8Array, fetchedAt: number): PageNotice[] {
      const page = read(bytes, source.publisher);
      try {
        return items(page).flatMap((item, index) => notice(item, { index, page, fetchedAt }));
      } catch (error) {
        if (!(error instanceof FeedError) || error.code !== 'unexpected_shape') throw error;
        throw errorPageServed(page, source.publisher) ?? error;
      }
    },
  };
}

// A publisher's page of notices for tests that go through the real interpreter: the page is the
// notices as JSON (PageNotice[]), polled through noticeFeed and written with applyRecords as the
// runtime writes a poll.
import { applyRecords } from '../ingest/apply';
import { noticeFeed } from '../ingest/notice-feed';
import type { NoticePage, PageNotice } from '../ingest/notice-page';
import type { Store } from '../store/store';

export const NOTICE_PAGE: NoticePage = {
  id: 'test-notices',
  title: 'Test notices',
  provinces: ['NS', 'NB', 'BC'],
  province: 'NS',
  url: 'https://health.example/notices',
  intervalS: 600,
  licence: { name: 'Terms not confirmed', url: null },
  attribution: { name: 'Test Health Authority', url: 'https://health.example' },
  termsNote: 'Terms not confirmed; public notices quoted with attribution.',
  readPage: (bytes) => JSON.parse(new TextDecoder().decode(bytes)) as PageNotice[],
};

export const pageFeed = noticeFeed(NOTICE_PAGE);

export function pageNotice(text: string, extra: Partial<PageNotice> = {}): PageNotice {
  return { key: null, title: null, text, publishedAt: null, url: null, place: null, ...extra };
}

/** A poll of the page at `atMs`, written to the store as the runtime writes it. */
export function pollPage(store: Store, notices: PageNotice[], atMs: number) {
  const { records } = pageFeed.parse(new TextEncoder().encode(JSON.stringify(notices)), atMs);
  return store.write(() => applyRecords(store, pageFeed, records, atMs));
}

// The notices the reader was unsure of go to the desk for review (store/notice-reviews.ts). The
// notice feed hands each one over with its record; once the ER is matched, each is queued (once
// per ER and words), and the windows of a notice a person already decided are left out: a
// confirmed one stands as the desk's statement, a dismissed one shows nothing. A notice the
// publisher no longer lists stops waiting (confirming a closure that was called off would close
// an open ER).
import type { NoticeReading } from '../notices';
import { noticeKey, type ReviewItem } from '../store/notice-reviews';
import type { Store } from '../store/store';
import type { FeedRecord } from './adapter';
import type { NoticePage, PageNotice } from './notice-page';

/** The review of one unsure reading: its words, where to read it, who published it, the proposal and its doubts. */
export function reviewOf(
  notice: PageNotice,
  reading: NoticeReading,
  publishedAtMs: number,
  page: NoticePage,
): ReviewItem {
  return {
    words: reading.message,
    lang: reading.lang,
    url: notice.url ?? page.url,
    publisher: page.attribution.name,
    publishedAt: notice.publishedAt === null ? null : Math.floor(publishedAtMs / 1000),
    proposal: {
      kind: reading.kind,
      windows: reading.windows.map(({ start, end, startLocal, endLocal }) => ({ start, end, startLocal, endLocal })),
      recurring: reading.recurring,
    },
    doubts: reading.doubts,
  };
}

/** One poll's reviews (inside the feed's write): `take` each matched record, then `finish`. */
export function noticeReviewer(store: Store, feed: string, now: number) {
  const listed = new Set<string>();
  return {
    /** Queues the record's unsure notices for the ER; returns the record without the windows of decided ones. */
    take(hospitalId: string, record: FeedRecord): FeedRecord {
      if (!record.reviews) return record;
      const decided = new Set<string>();
      for (const item of record.reviews) {
        const key = noticeKey(item.words);
        listed.add(`${hospitalId} ${key}`);
        const outcome = store.noticeReviews.queue(feed, hospitalId, item, now);
        if (outcome === 'confirmed' || outcome === 'dismissed') decided.add(key);
      }
      if (decided.size === 0 || !record.schedule) return record;
      const windows = record.schedule.windows.filter(
        (window) => window.reviewKey === undefined || !decided.has(window.reviewKey),
      );
      return { ...record, schedule: { ...record.schedule, windows } };
    },
    /** The feed's notices still waiting that this poll no longer lists stop waiting. */
    finish(): void {
      store.noticeReviews.forgetUnlisted(feed, (hospitalId, key) => listed.has(`${hospitalId} ${key}`));
    },
  };
}

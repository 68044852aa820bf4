// Notices the reader was unsure of, waiting for a person at the desk: one row per ER and notice
// (the same words, whatever their spacing or case, are one notice), kept after the decision so
// that a notice repeating a decided one is neither queued nor shown as unsure again. Bounded:
// the words, the link, the doubts and the number of notices waiting per ER.

import { createHash } from 'node:crypto';
import { cutBetweenGraphemes } from '../contract/display-text';
import type { Db } from './db';

/** A notice longer than this is kept cut (its key is still of the whole notice). */
export const REVIEW_WORDS_MAX = 10_000;
/** Notices waiting per ER; beyond it a new one is not queued (it stays shown as unsure). */
export const REVIEWS_PER_ER = 20;
const DOUBTS_MAX = 20;
const DOUBT_WORDS_MAX = 300;
const WINDOWS_MAX = 50;
const URL_MAX = 2_000;
const PUBLISHER_MAX = 200;
const RECURRING_MAX = 1_000;

/** What the reader proposed: its kind, its windows on the ER's clock, a recurring schedule in words. */
export interface ReviewProposal {
  kind: string;
  windows: { start: number | null; end: number | null; startLocal: string | null; endLocal: string | null }[];
  recurring: string | null;
}

/** An unsure reading of a notice, as the notice feed hands it over (before the ER is matched). */
export interface ReviewItem {
  words: string;
  lang: 'en' | 'fr';
  url: string | null;
  publisher: string | null;
  /** Seconds since the epoch, or null when the page gives no date. */
  publishedAt: number | null;
  proposal: ReviewProposal;
  doubts: { code: string; words: string }[];
}

export type ReviewDecision = 'confirmed' | 'dismissed';

export interface NoticeReviewRow {
  id: number;
  hospital_id: string;
  feed: string;
  words: string;
  lang: 'en' | 'fr';
  url: string | null;
  publisher: string | null;
  published_at: number | null;
  proposal: ReviewProposal;
  doubts: { code: string; words: string }[];
  queued_at: number;
  decision: ReviewDecision | null;
  decided_at: number | null;
  decided_by: string | null;
}

type StoredRow = Omit<NoticeReviewRow, 'proposal' | 'doubts' | 'id'> & {
  id: number | string;
  proposal: string;
  doubts: string;
};

/** The notice's identity: its words with spacing and case set aside. */
export function noticeKey(words: string): string {
  const plain = words.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
  return createHash('sha256').update(plain).digest('base64url');
}

/** At most `max` UTF-16 units, cut between graphemes: the desk shows these words. */
const cut = (text: string, max: number) => cutBetweenGraphemes(text, max);

/** The item as stored: every part within its bound. */
function bounded(item: ReviewItem) {
  const { proposal } = item;
  return {
    words: cut(item.words, REVIEW_WORDS_MAX),
    lang: item.lang === 'fr' ? 'fr' : 'en',
    url: item.url && item.url.length <= URL_MAX && /^https?:\/\//i.test(item.url) ? item.url : null,
    publisher: item.publisher ? cut(item.publisher, PUBLISHER_MAX) : null,
    published_at: item.publishedAt,
    proposal: JSON.stringify({
      kind: proposal.kind,
      windows: proposal.windows.slice(0, WINDOWS_MAX),
      recurring: proposal.recurring === null ? null : cut(proposal.recurring, RECURRING_MAX),
    }),
    doubts: JSON.stringify(
      item.doubts.slice(0, DOUBTS_MAX).map((doubt) => ({ code: doubt.code, words: cut(doubt.words, DOUBT_WORDS_MAX) })),
    ),
  };
}

const readRow = (row: StoredRow): NoticeReviewRow => ({
  ...row,
  id: Number(row.id),
  queued_at: Number(row.queued_at),
  published_at: row.published_at === null ? null : Number(row.published_at),
  decided_at: row.decided_at === null ? null : Number(row.decided_at),
  proposal: JSON.parse(row.proposal),
  doubts: JSON.parse(row.doubts),
});

export type QueueOutcome = 'queued' | 'waiting' | ReviewDecision | 'full';

export function noticeReviewsTable(db: Db) {
  const byKey = db.prepare<[string, string], { decision: ReviewDecision | null }>(
    'SELECT decision FROM notice_reviews WHERE hospital_id = ? AND words_key = ?',
  );
  const waitingOf = db.prepare<[string], { count: number }>(
    'SELECT COUNT(*) AS count FROM notice_reviews WHERE hospital_id = ? AND decision IS NULL',
  );
  const insert = db.prepare(
    `INSERT INTO notice_reviews (hospital_id, words_key, feed, words, lang, url, publisher, published_at, proposal, doubts, queued_at)
     VALUES (@hospital_id, @words_key, @feed, @words, @lang, @url, @publisher, @published_at, @proposal, @doubts, @queued_at)
     ON CONFLICT (hospital_id, words_key) DO NOTHING`,
  );
  const waiting = db.prepare<[], StoredRow>(
    'SELECT * FROM notice_reviews WHERE decision IS NULL ORDER BY queued_at, id',
  );
  const byId = db.prepare<[number], StoredRow>('SELECT * FROM notice_reviews WHERE id = ?');
  const decide = db.prepare<[string, number, string, number]>(
    'UPDATE notice_reviews SET decision = ?, decided_at = ?, decided_by = ? WHERE id = ? AND decision IS NULL',
  );
  const waitingOfFeed = db.prepare<[string], { id: number | string; hospital_id: string; words_key: string }>(
    'SELECT id, hospital_id, words_key FROM notice_reviews WHERE feed = ? AND decision IS NULL',
  );
  const forget = db.prepare<[number]>('DELETE FROM notice_reviews WHERE id = ? AND decision IS NULL');
  // The window an unsure notice stands as (open-ended, a disruption, in the notice's words).
  const unsureWindow = db.prepare<[string, string, string]>(
    "DELETE FROM scheduled_windows WHERE feed = ? AND hospital_id = ? AND end_at IS NULL AND status = 'disruption' AND certainty = 'unsure' AND message = ?",
  );

  return {
    /**
     * Queues the unsure reading of `feed`'s notice for the ER, once; tells what is known of it:
     * `queued` now, `waiting` already, `confirmed`/`dismissed` when a person decided it, `full`
     * when the ER has REVIEWS_PER_ER notices waiting.
     */
    queue(feed: string, hospitalId: string, item: ReviewItem, now: number): QueueOutcome {
      const key = noticeKey(item.words);
      const known = byKey.get(hospitalId, key);
      if (known) return known.decision ?? 'waiting';
      if (Number(waitingOf.get(hospitalId)?.count ?? 0) >= REVIEWS_PER_ER) return 'full';
      insert.run({ hospital_id: hospitalId, words_key: key, feed, queued_at: now, ...bounded(item) });
      return 'queued';
    },
    /** Every notice waiting for a decision, oldest first. */
    waiting: () => waiting.all().map(readRow),
    get: (id: number) => {
      const row = Number.isSafeInteger(id) ? byId.get(id) : undefined;
      return row ? readRow(row) : null;
    },
    /** Records the decision; false when the notice was decided already. */
    decide: (id: number, decision: ReviewDecision, by: string, now: number) =>
      decide.run(decision, now, by, id).changes > 0,
    /** Forgets `feed`'s notices waiting that are no longer `listed` (never a decided one: it is kept to be recognised). */
    forgetUnlisted(feed: string, listed: (hospitalId: string, key: string) => boolean): number {
      let forgotten = 0;
      for (const row of waitingOfFeed.all(feed)) {
        if (!listed(row.hospital_id, row.words_key)) forgotten += forget.run(Number(row.id)).changes;
      }
      return forgotten;
    },
    /** Removes the window the notice stands as now (the next poll no longer gives it, once decided). */
    withdrawUnsure: (row: Pick<NoticeReviewRow, 'feed' | 'hospital_id' | 'words'>) =>
      unsureWindow.run(row.feed, row.hospital_id, row.words).changes,
  };
}

export type NoticeReviews = ReturnType<typeof noticeReviewsTable>;

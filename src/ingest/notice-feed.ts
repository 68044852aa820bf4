// A publisher's page of notices as a feed the runtime polls like any other: the page's reader
// finds the notices, the interpreter reads each, and this file turns the readings into one record
// per ER with the windows they state (what each kind becomes: docs/live-data.md).
import { interpretNotice, type NoticeReading } from '../notices';
import { noticeKey } from '../store/notice-reviews';
import type { FeedAdapter, FeedRecord, FeedWindow, ParsedFeed, Rejection } from './adapter';
import { foldName } from './match';
import type { NoticePage, PageNotice } from './notice-page';
import { reviewOf } from './notice-review';

/** Real notices are under 3,000 characters; a far longer one is not a notice (a pasted page, an attack). */
export const MAX_NOTICE_CHARS = 20_000;

/** The feed the runtime polls for a publisher's page of notices. */
export function noticeFeed(page: NoticePage): FeedAdapter {
  const { readPage, termsNote, province, ...described } = page;
  return {
    ...described,
    // A page lists what is disrupted now: an ER it no longer lists has its windows withdrawn.
    absentMeansOpen: true,
    publishes: 'notices',
    parse: (bytes, fetchedAt) => readNotices(page, bytes, fetchedAt),
  };
}

/** One notice read: which ER, what it states, and when it was published. */
interface Reading {
  notice: PageNotice;
  reading: NoticeReading;
  publishedAt: number;
  /** Position on the page, 1-based (rows of feed health). */
  row: number;
}

export function readNotices(page: NoticePage, bytes: Uint8Array, fetchedAt: number): ParsedFeed {
  const notices = page.readPage(bytes, fetchedAt);
  const rejected: Rejection[] = [];
  const readings: Reading[] = [];
  let skipped = 0;
  notices.forEach((notice, index) => {
    const row = index + 1;
    const length = notice.text.length + (notice.title?.length ?? 0);
    if (length > MAX_NOTICE_CHARS) {
      rejected.push({
        row,
        code: 'notice_too_large',
        message: `Notice ${row} is ${length.toLocaleString('en')} characters long (more than ${MAX_NOTICE_CHARS.toLocaleString('en')}): not read.`,
      });
      return;
    }
    const publishedAt = notice.publishedAt ?? fetchedAt;
    const reading = interpretNotice({
      text: notice.text,
      title: notice.title,
      province: notice.province ?? page.province,
      publishedAt,
      lang: notice.lang,
    });
    if (!reading.facility || !reading.isEr || reading.kind === 'other') {
      skipped += 1;
      return;
    }
    if (reading.unreadable) {
      rejected.push({
        row,
        code: 'notice_unreadable',
        message: `${reading.facility.name}: the notice's times were not understood; it stands as a disruption with its own words.`,
      });
    }
    readings.push({ notice, reading, publishedAt, row });
  });
  return { records: recordsByFacility(readings, page, fetchedAt), rejected, skipped };
}

/**
 * One record per facility: the windows of all its notices in time order, the newest notice's
 * words (the first listed among notices of the same time). An `open` notice the reader is sure
 * of withdraws the windows of the notices older than it.
 */
function recordsByFacility(readings: Reading[], page: NoticePage, fetchedAt: number): FeedRecord[] {
  const byFacility = new Map<string, Reading[]>();
  for (const one of readings) {
    const key = foldName((one.reading.facility as { name: string }).name);
    const list = byFacility.get(key) ?? [];
    list.push(one);
    byFacility.set(key, list);
  }
  return [...byFacility].map(([key, list]) => recordOf(key, list, page, fetchedAt));
}

/** The reader is unsure of it (an unreadable notice always is): its times are never used. */
const isUnsure = (reading: NoticeReading) => reading.certainty === 'unsure' || reading.unreadable;
/** An open notice the reader is sure of: only that withdraws the ER's earlier windows. */
const opens = (reading: NoticeReading) => reading.kind === 'open' && !isUnsure(reading);

function recordOf(key: string, list: Reading[], page: NoticePage, fetchedAt: number): FeedRecord {
  const newestFirst = [...list].sort((a, b) => b.publishedAt - a.publishedAt || a.row - b.row);
  const newest = newestFirst[0] as Reading;
  const openAt = newestFirst.findIndex((one) => opens(one.reading));
  const standing = openAt < 0 ? newestFirst : newestFirst.slice(0, openAt + 1);
  const windows = standing
    .flatMap((one) =>
      isUnsure(one.reading) ? [unsureWindow(one, page, fetchedAt, one === newest)] : windowsOf(one.reading),
    )
    .sort(byStart);
  const reviews = standing
    .filter((one) => isUnsure(one.reading))
    .map((one) => reviewOf(one.notice, one.reading, one.publishedAt, page));
  const facility = newest.reading.facility as NonNullable<NoticeReading['facility']>;
  const publishedAt = Math.floor(newest.publishedAt / 1000);
  const message = newest.reading.message;
  const record: FeedRecord = {
    site: {
      key,
      name: facility.name,
      city: facility.city ?? newest.notice.place ?? null,
      province: newest.notice.province ?? page.province,
      lat: null,
      lng: null,
    },
    schedule: { message, publishedAt, windows },
  };
  if (reviews.length > 0) record.reviews = reviews;
  if (opens(newest.reading)) {
    record.status = { status: 'open', message, updatedAt: publishedAt, expectedReopen: null };
  }
  // An undated notice is timed by the fetch: said so, so that feed health never takes it for the data's age.
  if (newest.notice.publishedAt === null) {
    for (const timed of [record.schedule, record.status]) if (timed) timed.timeIsFetch = true;
  }
  return record;
}

const NOW_AND_UNTIL_FURTHER_NOTICE = { start: null, end: null } as const;

/**
 * A notice the reader is unsure of: a disruption from its publication (a date in the future is
 * taken as the fetch: it is never announced as to come), no end, with what the public needs to
 * read it for themselves.
 */
function unsureWindow(one: Reading, page: NoticePage, fetchedAt: number, newest: boolean): FeedWindow {
  const { notice } = one;
  return {
    // Beside a newer notice about the ER, it keeps its own words: they are what its link leads to.
    ...(newest ? {} : { message: one.reading.message }),
    reviewKey: noticeKey(one.reading.message),
    start: Math.floor(Math.min(one.publishedAt, fetchedAt) / 1000),
    end: null,
    status: 'disruption',
    unsure: {
      url: notice.url ?? page.url,
      publisher: page.attribution.name,
      publishedAt: notice.publishedAt === null ? null : Math.floor(notice.publishedAt / 1000),
    },
  };
}

function windowsOf(reading: NoticeReading): FeedWindow[] {
  const stated = (status: FeedWindow['status']): FeedWindow[] =>
    reading.windows.map(({ start, end }) => ({ start, end, status }));
  switch (reading.kind) {
    case 'open':
    case 'other':
      return [];
    case 'closed':
      return reading.windows.length > 0 ? stated('closed') : [{ ...NOW_AND_UNTIL_FURTHER_NOTICE, status: 'closed' }];
    case 'reduced_hours':
      return reading.windows.length > 0
        ? stated('closed')
        : [{ ...NOW_AND_UNTIL_FURTHER_NOTICE, status: 'disruption' }];
    case 'disruption':
      return reading.windows.length > 0
        ? stated('disruption')
        : [{ ...NOW_AND_UNTIL_FURTHER_NOTICE, status: 'disruption' }];
  }
}

/** Already in effect (start null) first, then by start, then by end (open-ended last). */
function byStart(a: FeedWindow, b: FeedWindow): number {
  const start = (a.start ?? Number.NEGATIVE_INFINITY) - (b.start ?? Number.NEGATIVE_INFINITY);
  if (start !== 0 && !Number.isNaN(start)) return start;
  return (a.end ?? Number.POSITIVE_INFINITY) - (b.end ?? Number.POSITIVE_INFINITY) || 0;
}

// The notices the reader is unsure of, as a poll writes them (the real interpreter): each is
// queued once for the desk, beside the windows of the notices it is sure of; once a person has
// decided one, its window is left out of every later poll while the sure notices' windows stay.
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store';
import { pageNotice, pollPage } from '../testing/notice-page';

/** Tuesday 24 November 2026, 12:00 UTC. */
const NOON = Date.UTC(2026, 10, 24, 12);
const UNSURE = "Halifax Infirmary's emergency department will be closed overnight on Friday.";
const SURE =
  'Halifax Infirmary emergency department will be closed from 8 p.m. on Saturday, November 28 until 8 a.m. on Sunday, November 29.';

describe('unsure notices in a poll', () => {
  let store: Store;
  afterEach(() => store?.close());

  const windows = () =>
    store.schedules.ofHospital('ns_halifax').map(({ start_at, end_at, status }) => ({ start_at, end_at, status }));

  const open = () => {
    store = openStore(':memory:');
    store.write(() =>
      store.hospitals.upsert({
        id: 'ns_halifax',
        name: 'Halifax Infirmary',
        city: 'Halifax',
        province: 'NS',
        lat: null,
        lng: null,
        data_source: 'test',
      }),
    );
  };

  it('are queued once beside the sure ones, and a decided one is left out of later polls', () => {
    open();
    const notices = [
      pageNotice(UNSURE, { publishedAt: NOON - 60_000 }),
      pageNotice(SURE, { publishedAt: NOON - 120_000 }),
    ];
    pollPage(store, notices, NOON);
    const sure = {
      start_at: Date.UTC(2026, 10, 29, 0) / 1000,
      end_at: Date.UTC(2026, 10, 29, 12) / 1000,
      status: 'closed',
    };
    // From its publication, open-ended: its own times are not used.
    const unsure = { start_at: (NOON - 60_000) / 1000, end_at: null, status: 'disruption' };
    expect(windows()).toEqual([unsure, sure]);
    pollPage(store, notices, NOON + 600_000);
    const waiting = store.noticeReviews.waiting();
    expect(waiting.map((review) => [review.hospital_id, review.words, review.publisher])).toEqual([
      ['ns_halifax', UNSURE, 'Test Health Authority'],
    ]);

    store.write(() =>
      store.noticeReviews.decide(waiting[0]?.id as number, 'dismissed', 'Nova Scotia Health', NOON / 1000),
    );
    pollPage(store, notices, NOON + 1_200_000);
    expect(windows()).toEqual([sure]);
    expect(store.noticeReviews.waiting()).toEqual([]);
  });

  it('stop waiting when the publisher no longer lists them; a decided one is still recognised', () => {
    open();
    const other = 'Halifax Infirmary emergency department: reduced hours on Saturday night.';
    pollPage(store, [pageNotice(UNSURE), pageNotice(other)], NOON);
    expect(store.noticeReviews.waiting().map((review) => review.words)).toEqual([UNSURE, other]);
    const [first] = store.noticeReviews.waiting();
    store.write(() => store.noticeReviews.decide(first?.id as number, 'dismissed', 'Nova Scotia Health', NOON / 1000));
    // The other notice is called off: the page lists only the sure one.
    pollPage(store, [pageNotice(SURE)], NOON + 600_000);
    expect(store.noticeReviews.waiting()).toEqual([]);
    // The page lists nothing of Halifax any more, then the dismissed notice again: still dismissed.
    pollPage(store, [], NOON + 1_200_000);
    pollPage(store, [pageNotice(UNSURE)], NOON + 1_800_000);
    expect(store.noticeReviews.waiting()).toEqual([]);
    expect(windows()).toEqual([]);
  });
});

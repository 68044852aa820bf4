// The queue of notices the reader was unsure of, on both engines: a notice is queued once per ER
// whatever its spacing or case, everything kept is bounded, and a decided notice stays decided.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engines } from '../testing/engines';
import { REVIEW_WORDS_MAX, REVIEWS_PER_ER, type ReviewItem } from './notice-reviews';
import { openStore, type Store } from './store';

const T0 = Date.UTC(2026, 10, 24, 12) / 1000;

const item = (words: string, more: Partial<ReviewItem> = {}): ReviewItem => ({
  words,
  lang: 'en',
  url: 'https://health.example/notices/1',
  publisher: 'Test Health Authority',
  publishedAt: T0 - 3600,
  proposal: { kind: 'closed', windows: [], recurring: null },
  doubts: [{ code: 'unreadable', words: 'Friday' }],
  ...more,
});

describe.each(engines())('notice reviews on $engine', (engine) => {
  let store: Store;
  afterEach(() => store?.close());

  const open = async () => {
    store = openStore(await engine.target(() => join(mkdtempSync(join(tmpdir(), 'er-reviews-')), 'er.db')));
    store.write(() => {
      for (const id of ['ns_strait', 'ns_digby'])
        store.hospitals.upsert({
          id,
          name: id,
          city: 'Town',
          province: 'NS',
          lat: null,
          lng: null,
          data_source: 'test',
        });
    });
    return store.noticeReviews;
  };

  it.skipIf(engine.skip)('queues a notice once per ER, whatever its spacing or case', async () => {
    const reviews = await open();
    const words = 'Strait Richmond Hospital ER will be closed overnight on Friday.';
    expect(reviews.queue('notices', 'ns_strait', item(words), T0)).toBe('queued');
    expect(reviews.queue('notices', 'ns_strait', item(`  ${words.toUpperCase().replace(/ /g, '\n ')} `), T0 + 60)).toBe(
      'waiting',
    );
    // The same words about another ER are that ER's notice.
    expect(reviews.queue('notices', 'ns_digby', item(words), T0)).toBe('queued');
    const waiting = reviews.waiting();
    expect(waiting.map((row) => [row.hospital_id, row.words, row.queued_at])).toEqual([
      ['ns_strait', words, T0],
      ['ns_digby', words, T0],
    ]);
    expect(waiting[0]).toMatchObject({
      url: 'https://health.example/notices/1',
      publisher: 'Test Health Authority',
      published_at: T0 - 3600,
      proposal: { kind: 'closed', windows: [], recurring: null },
      doubts: [{ code: 'unreadable', words: 'Friday' }],
      decision: null,
    });
  });

  it.skipIf(engine.skip)(
    'cuts a part at its bound between whole characters, never inside 🏥 or an accent',
    async () => {
      const reviews = await open();
      const words = `${'x'.repeat(REVIEW_WORDS_MAX - 1)}🏥 Friday`;
      const doubts = [{ code: 'unreadable', words: `${'é'.repeat(299)}e\u0301 Friday` }];
      reviews.queue('notices', 'ns_strait', item(words, { publisher: `${'p'.repeat(199)}🇨🇦`, doubts }), T0);
      const [kept] = reviews.waiting();
      expect(kept?.words).toBe('x'.repeat(REVIEW_WORDS_MAX - 1));
      expect(kept?.doubts[0]?.words).toBe('é'.repeat(299));
      expect(kept?.publisher).toBe('p'.repeat(199));
    },
  );

  it.skipIf(engine.skip)('keeps every part within its bound, and at most REVIEWS_PER_ER waiting per ER', async () => {
    const reviews = await open();
    const long = `Closed on Friday. ${'word '.repeat(5_000)}`;
    const doubts = Array.from({ length: 50 }, (_, i) => ({ code: 'time_unused', words: `${i} ${'x'.repeat(1_000)}` }));
    reviews.queue('notices', 'ns_strait', item(long, { url: 'javascript:alert(1)', doubts }), T0);
    const [kept] = reviews.waiting();
    expect(kept?.words).toHaveLength(REVIEW_WORDS_MAX);
    expect(kept?.url).toBeNull();
    expect(kept?.doubts).toHaveLength(20);
    expect(kept?.doubts[0]?.words).toHaveLength(300);

    for (let i = 1; i < REVIEWS_PER_ER; i++) reviews.queue('notices', 'ns_strait', item(`Notice ${i}, Friday.`), T0);
    expect(reviews.queue('notices', 'ns_strait', item('One more on Friday.'), T0)).toBe('full');
    expect(reviews.waiting()).toHaveLength(REVIEWS_PER_ER);
    expect(reviews.queue('notices', 'ns_digby', item('One more on Friday.'), T0)).toBe('queued');
  });

  it.skipIf(engine.skip)(
    'a decided notice is no longer waiting, is decided once, and a repeat of it is told so',
    async () => {
      const reviews = await open();
      reviews.queue('notices', 'ns_strait', item('Closed on Friday night.'), T0);
      reviews.queue('notices', 'ns_strait', item('Disrupted on Saturday night.'), T0);
      const [first, second] = reviews.waiting();
      expect(reviews.decide(first?.id as number, 'dismissed', 'Nova Scotia Health', T0 + 60)).toBe(true);
      expect(reviews.decide(first?.id as number, 'confirmed', 'Nova Scotia Health', T0 + 90)).toBe(false);
      expect(reviews.decide(second?.id as number, 'confirmed', 'Nova Scotia Health', T0 + 60)).toBe(true);
      expect(reviews.waiting()).toEqual([]);
      expect(reviews.get(first?.id as number)).toMatchObject({
        decision: 'dismissed',
        decided_at: T0 + 60,
        decided_by: 'Nova Scotia Health',
      });
      expect(reviews.queue('notices', 'ns_strait', item('closed on  FRIDAY night.'), T0 + 600)).toBe('dismissed');
      expect(reviews.queue('notices', 'ns_strait', item('Disrupted on Saturday night.'), T0 + 600)).toBe('confirmed');
      expect(reviews.waiting()).toEqual([]);
    },
  );

  it.skipIf(engine.skip)('a source loaded again drops the notices waiting, keeping the decided ones', async () => {
    const reviews = await open();
    reviews.queue('notices', 'ns_strait', item('Closed on Friday night.'), T0);
    reviews.queue('notices', 'ns_strait', item('Disrupted on Saturday night.'), T0);
    const [decided] = reviews.waiting();
    reviews.decide(decided?.id as number, 'confirmed', 'Nova Scotia Health', T0 + 60);
    store.write(() => {
      store.statuses.set(
        {
          hospital_id: 'ns_strait',
          status: 'closed',
          message: null,
          updated_at: T0,
          expected_reopen: null,
          source: 'desk',
        },
        T0 + 60,
      );
      store.clearLoaded();
    });
    expect(reviews.waiting()).toEqual([]);
    expect(reviews.queue('notices', 'ns_strait', item('Closed on Friday night.'), T0 + 600)).toBe('confirmed');
  });
});

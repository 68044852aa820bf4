// A notice feed for the scheduler's tests: a small JSON shape of our own, so that a test states
// a notice's windows in seconds without a publisher's page or the interpreter in between. Like
// the real notice feeds it lists only what its notices announce (absentMeansOpen).
import type { ProvinceCode } from '../contract/provinces';
import { type FeedAdapter, FeedError, type FeedRecord, type FeedWindow } from '../ingest/adapter';
import { parseJsonPayload } from '../ingest/feed-text';

export interface TestNotice {
  name: string;
  city?: string;
  province?: ProvinceCode;
  message: string;
  publishedAt?: number | null;
  windows: FeedWindow[];
}

export function testNoticePayload(notices: readonly TestNotice[]): string {
  return JSON.stringify({ notices });
}

export function testNoticeFeed(overrides: Partial<FeedAdapter> = {}): FeedAdapter {
  return {
    id: 'notices',
    title: 'Test notices',
    provinces: ['NS', 'NB'],
    url: 'http://127.0.0.1:9/notices.json',
    intervalS: 600,
    licence: { name: 'Test licence', url: null },
    attribution: { name: 'Test Health Authority', url: 'https://health.example' },
    absentMeansOpen: true,
    publishes: 'notices',
    parse(bytes) {
      const payload = parseJsonPayload(bytes) as { notices?: TestNotice[] };
      if (!Array.isArray(payload.notices)) throw new FeedError('unexpected_shape', 'No notices array.');
      return { records: payload.notices.map(record), rejected: [] };
    },
    ...overrides,
  };
}

function record(notice: TestNotice): FeedRecord {
  return {
    site: {
      key: notice.name,
      name: notice.name,
      city: notice.city ?? null,
      province: notice.province ?? 'NS',
      lat: null,
      lng: null,
    },
    schedule: { message: notice.message, publishedAt: notice.publishedAt ?? null, windows: notice.windows },
  };
}

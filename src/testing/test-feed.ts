// A feed adapter for the runtime's tests: a small JSON shape of our own, so that a test can
// write any payload (changing readings, a closure, a bad value) without a province's quirks.
import type { ProvinceCode } from '../contract/provinces';
import type { FeedAdapter, FeedRecord } from '../ingest/adapter';
import { FeedError } from '../ingest/adapter';
import { parseJsonPayload } from '../ingest/feed-text';

export interface TestSite {
  key: string;
  name: string;
  city?: string;
  province?: ProvinceCode;
  lat?: number;
  lng?: number;
  /** A live wait reading and its time (ms). */
  minutes?: number;
  at?: number;
  status?: 'open' | 'closed' | 'disruption';
  message?: string;
}

export function testFeedPayload(sites: readonly TestSite[]): string {
  return JSON.stringify({ sites });
}

export function testFeed(overrides: Partial<FeedAdapter> = {}): FeedAdapter {
  return {
    id: 'test',
    title: 'Test feed',
    provinces: ['NS'],
    url: 'http://127.0.0.1:9/feed.json',
    intervalS: 60,
    licence: { name: 'Test licence', url: null },
    attribution: { name: 'Test Health Authority', url: 'https://health.example' },
    parse(bytes) {
      const payload = parseJsonPayload(bytes) as { sites?: TestSite[] };
      if (!Array.isArray(payload.sites)) throw new FeedError('unexpected_shape', 'No sites array.');
      return { records: payload.sites.map(record), rejected: [] };
    },
    ...overrides,
  };
}

function record(site: TestSite): FeedRecord {
  const seconds = site.at === undefined ? null : Math.floor(site.at / 1000);
  return {
    site: {
      key: site.key,
      name: site.name,
      city: site.city ?? null,
      province: site.province ?? 'NS',
      lat: site.lat ?? null,
      lng: site.lng ?? null,
    },
    ...(site.minutes !== undefined && seconds !== null ? { wait: { minutes: site.minutes, observedAt: seconds } } : {}),
    ...(site.status
      ? { status: { status: site.status, message: site.message ?? null, updatedAt: seconds, expectedReopen: null } }
      : {}),
  };
}

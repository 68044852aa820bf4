// The decisions table, part 3: what answers carry (caching headers, staleness, timestamps,
// ids, ordering, data source, ranges, licensing and attribution).
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_WINDOWS } from '../contract/cache-windows';
import { DATA_SOURCE_HEADER } from '../contract/embed';
import type { Closure, ProvinceCoverage, Wait } from '../contract/resources';
import { FIXTURE_SNAPSHOT_AT, writeDatasetFixture } from '../testing/dataset-fixture';
import { type TestService, testService } from '../testing/v1';

let api: TestService;
afterEach(() => api.close());

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const DATA_PATHS = ['/api/v1/closures', '/api/v1/coverage', '/api/v1/waits', '/api/v1/history'] as const;
const windowOf = (path: string) => CACHE_WINDOWS[path.split('/').at(-1) as keyof typeof CACHE_WINDOWS];

describe('decision: caching headers', () => {
  it.each(DATA_PATHS)(
    '%s: private, max-age=<window>, an ETag, Vary: X-API-Key; If-None-Match gives 304',
    async (path) => {
      api = testService();
      const first = await api.get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe(`private, max-age=${windowOf(path)}`);
      expect(first.headers.get('vary')).toBe('X-API-Key');
      const etag = first.headers.get('etag') as string;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      for (const ifNoneMatch of [etag, `W/${etag.replace(/^W\//, '')}`, `"other", ${etag}`, '*']) {
        const again = await api.get(path, api.keys.commercial, { 'If-None-Match': ifNoneMatch });
        expect(again.status).toBe(304);
        expect(again.text).toBe('');
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe(`private, max-age=${windowOf(path)}`);
      }
      expect((await api.get(path, api.keys.commercial, { 'If-None-Match': '"stale"' })).status).toBe(200);
    },
  );

  it('errors and preflights are no-store and carry no ETag', async () => {
    api = testService();
    const answers = [
      await api.request('/api/v1/closures'),
      await api.get('/api/v1/waits', api.keys.free),
      await api.get('/api/v1/closures?province=zz'),
      await api.request('/api/v1/nope'),
      await api.request('/api/v1/closures', { method: 'OPTIONS' }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('etag')).toBeNull();
    }
  });

  it('an answer carrying licensed_to has an ETag of its own per licensee', async () => {
    api = testService();
    const other = api.service.createKey({ tier: 'commercial', name: 'Other Media' }).key;
    const mine = await api.get('/api/v1/waits');
    const theirs = await api.get('/api/v1/waits', other);
    expect(theirs.json.licensed_to).toBe('Other Media');
    expect(mine.json.licensed_to).toBe('Acme Media');
    expect(theirs.headers.get('etag')).not.toBe(mine.headers.get('etag'));
    const crossed = await api.get('/api/v1/waits', other, { 'If-None-Match': mine.headers.get('etag') as string });
    expect(crossed.status).toBe(200);
  });
});

describe('decision: staleness of a live reading', () => {
  const liveRows = async () =>
    ((await api.get('/api/v1/waits')).json.hospitals as Wait[]).filter((row) => row.basis === 'live');

  it('after 60 minutes a live row moves to predicted, keeping live_wait_minutes and live_updated_at', async () => {
    api = testService();
    const [row] = (await liveRows()).sort(
      (a, b) => Date.parse(a.live_updated_at ?? '') - Date.parse(b.live_updated_at ?? ''),
    );
    if (!row?.live_updated_at) throw new Error('the sample has no live row');
    const staleAt = Date.parse(row.live_updated_at) + 60 * 60_000;
    api.clock.advance(staleAt - 1000 - api.clock.now());
    expect((await liveRows()).map((live) => live.id)).toContain(row.id);
    api.clock.advance(1000);
    const moved = ((await api.get('/api/v1/waits')).json.hospitals as Wait[]).find((wait) => wait.id === row.id);
    expect(moved).toMatchObject({
      basis: 'predicted',
      live_wait_minutes: row.live_wait_minutes,
      live_updated_at: row.live_updated_at,
    });
    expect(moved?.wait_minutes).toBe(moved?.predicted_wait_minutes);
  });

  it('follows ER_STALE_MINUTES, and computed coverage counts only live readings (and Québec’s fresh counts)', async () => {
    api = testService({ config: { staleMinutes: 10 } });
    const live = await liveRows();
    const now = api.clock.now();
    for (const row of live) expect(now - Date.parse(row.live_updated_at ?? '')).toBeLessThan(10 * 60_000);
    // The sample's Québec ERs with counts and no live wait: counts count for 2 hours, whatever ER_STALE_MINUTES.
    const counts = ((await api.get('/api/v1/waits')).json.hospitals as Wait[]).filter(
      (row) => row.basis !== 'live' && row.load && now - Date.parse(row.load.observed_at) < 2 * 3_600_000,
    );
    expect(counts.length).toBeGreaterThan(0);
    const coverage = (await api.get('/api/v1/coverage')).json;
    expect(coverage.national.reporting_live).toBe(live.length + counts.length);
    const fresher = testService();
    try {
      expect((await fresher.get('/api/v1/coverage')).json.national.reporting_live).toBeGreaterThan(live.length);
    } finally {
      fresher.close();
    }
  });
});

describe('decision: timestamps out', () => {
  function timestamps(value: unknown, key = ''): [string, unknown][] {
    if (Array.isArray(value)) return value.flatMap((item) => timestamps(item, key));
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([name, inner]) => timestamps(inner, name));
    }
    return /(_at|_reopen|^from|^to|^hour|^at)$/.test(key) && value !== null ? [[key, value]] : [];
  }

  it.each(DATA_PATHS)('every timestamp of %s is ISO 8601 UTC with Z and whole seconds', async (path) => {
    api = testService();
    const found = timestamps((await api.get(path)).json);
    expect(found.length).toBeGreaterThan(0);
    for (const [, value] of found) expect(value).toMatch(ISO_UTC);
  });

  it('reads an input time without a zone as UTC', async () => {
    api = testService({ dataDir: writeDatasetFixture().dir });
    const closures = (await api.get('/api/v1/closures')).json.closures as Closure[];
    expect(closures.find((row) => row.id === 'ns_cobequidcommunityhe')?.updated_at).toBe('2026-10-01T09:31:11Z');
    expect(closures.find((row) => row.id === 'ns_dartmouthgeneral')?.expected_reopen).toBe('2026-10-01T10:30:00Z');
  });
});

describe('decision: ids', () => {
  it('are always strings; a numeric id from upstream is its decimal string', async () => {
    api = testService({ dataDir: writeDatasetFixture().dir });
    const closures = (await api.get('/api/v1/closures')).text;
    const waits = (await api.get('/api/v1/waits')).text;
    for (const text of [closures, waits]) {
      expect(text).toContain('"id":"10234"');
      expect(text).not.toMatch(/"id":\d/);
    }
  });
});

describe('decision: ordering', () => {
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  it('closures: updated_at descending, then name', async () => {
    api = testService();
    const rows = (await api.get('/api/v1/closures')).json.closures as Closure[];
    const sorted = [...rows].sort(
      (a, b) => Date.parse(b.updated_at ?? '') - Date.parse(a.updated_at ?? '') || byText(a.name, b.name),
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows).toEqual(sorted);
  });

  it('coverage: pct descending, then province code', async () => {
    api = testService();
    const rows = (await api.get('/api/v1/coverage')).json.provinces as ProvinceCoverage[];
    expect(rows).toHaveLength(13);
    expect(rows).toEqual([...rows].sort((a, b) => b.pct - a.pct || byText(a.province, b.province)));
  });

  it('waits: province, then name', async () => {
    api = testService();
    const rows = (await api.get('/api/v1/waits')).json.hospitals as Wait[];
    expect(rows).toEqual([...rows].sort((a, b) => byText(a.province, b.province) || byText(a.name, b.name)));
  });
});

describe('decision: data source header', () => {
  it.each(DATA_PATHS)('%s says X-Data-Source: sample on 200 and 304, and dataset for a dataset', async (path) => {
    api = testService();
    const first = await api.get(path);
    expect(first.headers.get(DATA_SOURCE_HEADER)).toBe('sample');
    const again = await api.get(path, api.keys.commercial, { 'If-None-Match': first.headers.get('etag') as string });
    expect(again.status).toBe(304);
    expect(again.headers.get(DATA_SOURCE_HEADER)).toBe('sample');
    expect((await api.request(path)).headers.get(DATA_SOURCE_HEADER)).toBeNull();
    const dataset = testService({ dataDir: writeDatasetFixture().dir });
    try {
      expect((await dataset.get(path)).headers.get(DATA_SOURCE_HEADER)).toBe(
        `dataset; snapshot_at=${dataset.service.source.snapshotAt}`,
      );
      expect(dataset.service.source.snapshotAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    } finally {
      dataset.close();
    }
  });
});

describe('decision: wait ranges', () => {
  it('every basis with a wait has a range around it; closed and none have none', async () => {
    api = testService();
    const rows = (await api.get('/api/v1/waits')).json.hospitals as Wait[];
    for (const row of rows) {
      if (row.basis === 'closed' || row.basis === 'none') {
        expect([row.wait_minutes, row.wait_lower, row.wait_upper]).toEqual([null, null, null]);
        continue;
      }
      expect(row.wait_lower).not.toBeNull();
      expect(row.wait_lower as number).toBeLessThanOrEqual(row.wait_minutes as number);
      expect(row.wait_upper as number).toBeGreaterThanOrEqual(row.wait_minutes as number);
    }
  });

  it('live: the lowest and highest readings of the staleness window before the latest', async () => {
    api = testService();
    const live = ((await api.get('/api/v1/waits')).json.hospitals as Wait[]).filter((row) => row.basis === 'live');
    expect(live.length).toBeGreaterThan(3);
    const readings = api.store.db.prepare(
      'SELECT MIN(minutes) AS low, MAX(minutes) AS high FROM readings WHERE hospital_id = ? AND observed_at > ? - 3600',
    );
    for (const row of live) {
      const { low, high } = readings.get(row.id, Date.parse(row.live_updated_at as string) / 1000) as Record<
        string,
        number
      >;
      expect([row.wait_lower, row.wait_upper]).toEqual([low, high]);
    }
  });

  it('predicted: a range around the prediction, relatively narrower as confidence rises; typical: wide and low confidence', async () => {
    api = testService();
    const rows = (await api.get('/api/v1/waits')).json.hospitals as Wait[];
    const predicted = rows.filter((row) => row.basis === 'predicted');
    const typical = rows.filter((row) => row.basis === 'typical');
    expect(predicted.length).toBeGreaterThan(0);
    expect(typical.length).toBeGreaterThan(0);
    const halfWidthShare = (row: Wait) =>
      ((row.wait_upper as number) - (row.wait_lower as number)) /
      2 /
      Math.max(row.predicted_wait_minutes as number, 15);
    for (const row of predicted) {
      const minutes = row.predicted_wait_minutes as number;
      expect(row.wait_lower as number).toBeGreaterThanOrEqual(0);
      expect(row.wait_lower as number).toBeLessThanOrEqual(minutes);
      expect(row.wait_upper as number).toBeGreaterThanOrEqual(minutes);
    }
    const meanShare = (word: string) => {
      const of = predicted.filter((row) => row.predicted_confidence === word).map(halfWidthShare);
      return of.length === 0 ? null : of.reduce((sum, share) => sum + share, 0) / of.length;
    };
    const [high, low] = [meanShare('high'), meanShare('low')];
    if (high !== null && low !== null) expect(high).toBeLessThan(low);
    expect(predicted.some((row) => row.predicted_confidence !== 'low')).toBe(true);
    for (const row of typical) {
      expect(row.predicted_confidence).toBe('low');
      expect(row.predicted_wait_minutes).toBeNull();
      expect(row.wait_lower as number).toBeLessThanOrEqual(Math.round((row.wait_minutes as number) * 0.5));
      expect(row.wait_upper as number).toBeGreaterThanOrEqual(Math.round((row.wait_minutes as number) * 1.5));
    }
  });
});

describe('decision: licensing URL in the 403 body', () => {
  it('is ER_LICENSING_URL when set, on /history and /waits alike', async () => {
    api = testService({ config: { licensingUrl: 'https://health.example/licence' } });
    const answer = await api.get('/api/v1/history', api.keys.free);
    expect(answer.json.licensing).toBe('https://health.example/licence');
    expect((await api.get('/api/v1/waits', api.keys.free)).json.licensing).toBe('https://health.example/licence');
  });
});

describe('decision: attribution', () => {
  it('the sample says plainly that it is sample data and not live', async () => {
    api = testService();
    expect(api.service.source).toMatchObject({ kind: 'sample', snapshotAt: null });
    for (const path of DATA_PATHS) {
      const { attribution } = (await api.get(path)).json;
      expect(attribution).toMatch(/SAMPLE DATA/);
      expect(attribution).toMatch(/NOT LIVE/);
    }
  });

  it('a dataset credits ERstat and names its snapshot time', async () => {
    api = testService({ dataDir: writeDatasetFixture().dir });
    expect(api.service.source).toEqual({
      kind: 'dataset',
      attribution: `Data from ERstat (https://erstat.ca), CC BY-NC 4.0: snapshot of ${FIXTURE_SNAPSHOT_AT}, not live.`,
      credit: { name: 'ERstat', url: 'https://erstat.ca' },
      snapshotAt: FIXTURE_SNAPSHOT_AT,
    });
    expect((await api.get('/api/v1/closures')).json.attribution).toBe(api.service.source.attribution);
  });
});

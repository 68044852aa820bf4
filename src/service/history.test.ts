// GET /api/v1/history: status events and hourly wait aggregates within the period, as JSON
// and as streamed CSV.
import { afterEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../contract/csv';
import type { HistoryResponse, WaitAggregate } from '../contract/resources';
import { writeDatasetFixture } from '../testing/dataset-fixture';
import { type TestService, testService } from '../testing/v1';

let api: TestService;
afterEach(() => api.close());

/** Hourly aggregates computed here from the raw readings, the way a client would check them. */
function aggregatesFromReadings(service: TestService, since: number, province: string | null): WaitAggregate[] {
  const readings = service.store.db
    .prepare(
      `SELECT r.hospital_id AS id, h.name, h.province, r.minutes, r.observed_at FROM readings r
       JOIN hospitals h ON h.id = r.hospital_id WHERE r.observed_at >= ? ORDER BY r.hospital_id, r.observed_at`,
    )
    .all(since / 1000) as { id: string; name: string; province: string; minutes: number; observed_at: number }[];
  const groups = new Map<string, typeof readings>();
  for (const reading of readings) {
    if (province && reading.province !== province) continue;
    const key = `${reading.id}|${Math.floor(reading.observed_at / 3600)}`;
    groups.set(key, [...(groups.get(key) ?? []), reading]);
  }
  return [...groups.values()].map((group) => {
    const minutes = group.map((reading) => reading.minutes).sort((a, b) => a - b);
    const mid = (minutes.length - 1) / 2;
    const first = group[0] as (typeof readings)[number];
    return {
      id: first.id,
      name: first.name,
      province: first.province as WaitAggregate['province'],
      hour: new Date(Math.floor(first.observed_at / 3600) * 3_600_000).toISOString().replace('.000Z', 'Z'),
      median_minutes: Math.round(((minutes[Math.floor(mid)] as number) + (minutes[Math.ceil(mid)] as number)) / 2),
      min_minutes: minutes[0] as number,
      max_minutes: minutes.at(-1) as number,
      observations: minutes.length,
    };
  });
}

describe('GET /api/v1/history', () => {
  it('gives the status events within the period, oldest first, with reopenings', async () => {
    api = testService();
    const week = (await api.get('/api/v1/history?period=7d')).json as HistoryResponse;
    const day = (await api.get('/api/v1/history?period=1d')).json as HistoryResponse;
    for (const answer of [week, day]) {
      const times = answer.status_events.map((event) => Date.parse(event.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse(answer.from));
    }
    expect(week.status_events.length).toBeGreaterThan(day.status_events.length);
    const statuses = week.status_events.map((event) => event.status);
    expect(statuses).toEqual(expect.arrayContaining(['closed', 'disruption', 'open']));
  });

  it('gives hourly median, min, max and count of the live readings within the period', async () => {
    api = testService();
    const answer = (await api.get('/api/v1/history?period=3d')).json as HistoryResponse;
    expect(answer.wait_aggregates.length).toBeGreaterThan(100);
    expect(answer.wait_aggregates).toEqual(aggregatesFromReadings(api, Date.parse(answer.from), null));
  });

  it('filters by province', async () => {
    api = testService();
    const answer = (await api.get('/api/v1/history?period=60d&province=on')).json as HistoryResponse;
    expect(answer.province).toBe('ON');
    expect(answer.status_events.length).toBeGreaterThan(0);
    const provinces = new Set([...answer.status_events, ...answer.wait_aggregates].map((row) => row.province));
    expect(provinces).toEqual(new Set(['ON']));
    expect(answer.wait_aggregates).toEqual(aggregatesFromReadings(api, Date.parse(answer.from), 'ON'));
  });

  it('format=csv streams the same rows as one CSV table', async () => {
    api = testService();
    const json = (await api.get('/api/v1/history?period=90d')).json as HistoryResponse;
    const response = await api.service.fetch(
      new Request('http://er.test/api/v1/history?period=90d&format=csv', {
        headers: { 'X-API-Key': api.keys.commercial },
      }),
    );
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks += 1;
      text += decoder.decode(read.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(10);
    const rows = parseCsv(text);
    const events = rows.filter((row) => row.record === 'status_event');
    const aggregates = rows.filter((row) => row.record === 'wait_aggregate');
    expect(events.map(({ id, status, at, message }) => ({ id, status, at, message }))).toEqual(
      json.status_events.map(({ id, status, at, message }) => ({ id, status, at, message: message ?? '' })),
    );
    expect(aggregates.map((row) => [row.id, row.hour, Number(row.median_minutes), Number(row.observations)])).toEqual(
      json.wait_aggregates.map((row) => [row.id, row.hour, row.median_minutes, row.observations]),
    );
    expect(text.split('\r\n')[0]).toBe(
      'record,id,name,province,at,status,message,expected_reopen,hour,median_minutes,min_minutes,max_minutes,observations',
    );
  });

  it('quotes CSV cells with commas and quotes so that they read back byte for byte', async () => {
    api = testService({ dataDir: writeDatasetFixture().dir });
    const json = (await api.get('/api/v1/history?period=3650d')).json as HistoryResponse;
    const csv = parseCsv((await api.get('/api/v1/history?period=3650d&format=csv')).text);
    const message = json.status_events.find((event) => event.id === 'ns_dartmouthgeneral')?.message;
    expect(message).toBe('Reduced hours, "temporary" – see nshealth.ca');
    expect(csv.find((row) => row.id === 'ns_dartmouthgeneral')?.message).toBe(message);
  });

  it('keeps its ETag within the hour, and changes it after a write or when the hour turns', async () => {
    api = testService();
    const etag = (await api.get('/api/v1/history')).headers.get('etag') as string;
    expect(etag).toMatch(/^W\//);
    const again = await api.get('/api/v1/history', api.keys.commercial, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    api.store.write(() => {
      api.store.statuses.set(
        {
          hospital_id: 'on_kingstongeneralhos',
          status: 'closed',
          message: 'Closed for cleaning',
          updated_at: null,
          expected_reopen: null,
        },
        api.clock.now() / 1000,
      );
    });
    const afterWrite = await api.get('/api/v1/history', api.keys.commercial, { 'If-None-Match': etag });
    expect(afterWrite.status).toBe(200);
    expect(afterWrite.json.status_events.at(-1)).toMatchObject({ id: 'on_kingstongeneralhos', status: 'closed' });
    const latest = afterWrite.headers.get('etag') as string;
    api.clock.advance(3_600_000);
    expect((await api.get('/api/v1/history', api.keys.commercial, { 'If-None-Match': latest })).status).toBe(200);
  });
});

// Alberta's and British Columbia's predicted rows, through the live path: an ER whose waits came
// hour by hour for five weeks through the real adapter (AHS's JSON, edwaittimes.ca's locations)
// and the ingest path gets, once its last reading is over an hour old, a predicted row whose
// point, 80 % range and confidence word are the forecaster's — drawn from that ER's own past
// errors (forecast.ts) — and not the earlier rule's fixed ±20/35/50 % share.
import { afterEach, describe, expect, it } from 'vitest';
import type { Wait } from '../contract/resources';
import { createForecaster } from '../forecast/forecast';
import { MODEL } from '../forecast/prediction';
import type { FeedAdapter } from '../ingest/adapter';
import { applyRecords } from '../ingest/apply';
import { abFeed } from '../ingest/feeds/ab';
import { bcFeed } from '../ingest/feeds/bc';
import { fakeClock } from '../testing/clock';
import { type TestService, testService } from '../testing/v1';

const HOUR_MS = 3_600_000;
/** Monday 5 October 2026, 06:30 UTC: every reading is taken at half past an hour. */
const START_MS = Date.UTC(2026, 9, 5, 6, 30);
const WEEKS = 5;

/** Waits with a daily shape (short at night, long in the evening) and noise, in whole minutes. */
function waits(hours: number): number[] {
  let state = 7;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: hours }, (_, i) =>
    Math.max(5, Math.round(120 - 70 * Math.cos(((i % 24) / 24) * 2 * Math.PI) + (random() - 0.5) * 60)),
  );
}

/** One AHS payload with one ER: its wait in AHS's words ("2 hr 5 min"), observed at the fetch. */
function abPayload(minutes: number): Uint8Array {
  const words = minutes >= 60 ? `${Math.floor(minutes / 60)} hr ${minutes % 60} min` : `${minutes} min`;
  const site = {
    Name: 'Prairie Test Hospital',
    Category: 'Emergency',
    WaitTime: words,
    Note: 'Open 24 hours',
    TimesUnavailable: 'False',
    GoogleMapsLinkDirection: 'https://www.google.com/maps/search/?api=1&query=53.5,-113.5',
    SiteId: '9000001',
    SiteOpen: true,
  };
  return new TextEncoder().encode(JSON.stringify({ Edmonton: { Emergency: [site] } }));
}

/** One edwaittimes.ca payload with one ER, its wait reported at `atMs`. */
function bcPayload(minutes: number, atMs: number): Uint8Array {
  const location = {
    id: 'test-1',
    name: 'Coast Test Hospital',
    type: 'ed',
    address: '1 Main St, Hope, BC V0X 1L0',
    latitude: 49.38,
    longitude: -121.44,
    waitTime: { waitTimeMinutes: minutes, elosMinutes: 300, status: 'normal', createdAt: new Date(atMs).toISOString() },
  };
  return new TextEncoder().encode(JSON.stringify([location]));
}

let api: TestService | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe.each([
  { feed: abFeed, province: 'AB', timeZone: 'America/Edmonton', payload: (minutes: number) => abPayload(minutes) },
  { feed: bcFeed, province: 'BC', timeZone: 'America/Vancouver', payload: bcPayload },
] as {
  feed: FeedAdapter;
  province: string;
  timeZone: string;
  payload: (minutes: number, atMs: number) => Uint8Array;
}[])('a predicted row of $province', ({ feed, province, timeZone, payload }) => {
  it('carries the forecaster’s calibrated point, 80 % range and confidence word', async () => {
    const clock = fakeClock(START_MS);
    api = testService({ feeds: [{ adapter: feed, url: 'file:///unused', intervalS: feed.intervalS }], clock });
    const service = api;
    const series = waits(WEEKS * 168);
    // The same hours learnt by a forecaster of our own, in this test, for the expected figures.
    const expected = createForecaster({ unit: 15 });
    const firstHour = Math.floor(START_MS / HOUR_MS);
    series.forEach((minutes, i) => {
      const nowMs = clock.now();
      const { records } = feed.parse(payload(minutes, nowMs), nowMs);
      service.store.write(() => applyRecords(service.store, feed, records, nowMs));
      expected.observe('er', timeZone, firstHour + i, minutes);
      if (i < series.length - 1) clock.advance(HOUR_MS);
    });
    // Two hours and ten minutes after the last reading, with no write since (the feed went
    // quiet): past the 60-minute staleness, predicted — and the hour of that last reading, not
    // yet complete at the last write, learnt when the hour turned.
    clock.advance(2 * HOUR_MS - 20 * 60_000);
    const rows = (await service.get(`/api/v1/waits?province=${province}`)).json.hospitals as Wait[];
    const row = rows.find((one) => one.basis !== 'none' && one.live_wait_minutes !== null);
    const forecast = expected.forecast('er', Math.floor(clock.now() / HOUR_MS));
    expect(forecast, 'five weeks are enough to calibrate a range').not.toBeNull();
    expect(row).toMatchObject({
      basis: 'predicted',
      predicted_wait_minutes: Math.round(forecast?.value as number),
      wait_lower: Math.round(forecast?.lower as number),
      wait_upper: Math.round(forecast?.upper as number),
      predicted_confidence: forecast?.confidence,
    });
    // Not the earlier rule's range: a fixed share of the prediction for the confidence word.
    const share = MODEL.rangeShare[row?.predicted_confidence as 'high' | 'moderate' | 'low'];
    const minutes = row?.predicted_wait_minutes as number;
    expect([row?.wait_lower, row?.wait_upper]).not.toEqual([
      Math.round(minutes * (1 - share)),
      Math.round(minutes * (1 + share)),
    ]);
  });
});

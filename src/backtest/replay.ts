// Replays recorded payloads as the live runtime reads them: each through the feed's adapter and
// checks (readFeed), then written by the ingest path (applyRecords, in one store write) into a
// throwaway store. What the store kept is read back and handed on as hourly values: the mean of
// an ER's observations within a UTC hour, handed on once a later hour of that ER arrives (or at
// the end), so a value never reaches the model before its payload was replayed.
import { readFileSync } from 'node:fs';
import { PROVINCES } from '../contract/provinces';
import { type FeedAdapter, FeedError } from '../ingest/adapter';
import { applyRecords } from '../ingest/apply';
import { readFeed } from '../ingest/read-feed';
import { prepareLive } from '../sources/live';
import { openStore } from '../store/store';
import type { RecordedPayload } from './payloads';
import { type Quantity, storedReader } from './quantities';

export interface HourlyValue {
  hospitalId: string;
  timeZone: string;
  /** Hours since the epoch (UTC). */
  hour: number;
  value: number;
}

export interface Replayed {
  payloads: number;
  /** Payloads the adapter or the checks refused (a changed layout, no usable row). */
  refused: { path: string; reason: string }[];
  ers: number;
}

type Pending = { hour: number; sum: number; count: number; lastObservedAt: number };

/** Replays `payloads` in the order given; calls `onValue` with each quantity's hourly values, in time order per ER. */
export function replay(
  adapter: FeedAdapter,
  payloads: readonly RecordedPayload[],
  quantities: readonly Quantity[],
  onValue: (quantity: number, value: HourlyValue) => void,
): Replayed {
  const store = openStore(':memory:');
  try {
    prepareLive(store, payloads[0]?.fetchedAtMs ?? 0, {
      feeds: [{ adapter, url: adapter.url, intervalS: adapter.intervalS }],
      registryFile: null,
      attribution: null,
      attributionUrl: null,
    });
    const stored = storedReader(store, quantities);
    const pending = quantities.map(() => new Map<string, Pending & { timeZone: string }>());
    const emit = (q: number, hospitalId: string, state: Pending & { timeZone: string }) =>
      onValue(q, { hospitalId, timeZone: state.timeZone, hour: state.hour, value: state.sum / state.count });
    const refused: Replayed['refused'] = [];
    let links = new Map<string, string>();

    for (const payload of payloads) {
      let records: ReturnType<typeof readFeed>['records'];
      try {
        records = readFeed(adapter, readFileSync(payload.path), payload.fetchedAtMs).records;
        if (records.length === 0) throw new FeedError('no_valid_rows', 'no usable row');
        store.write(() => applyRecords(store, adapter, records, payload.fetchedAtMs));
      } catch (error) {
        refused.push({ path: payload.path, reason: error instanceof Error ? error.message : String(error) });
        continue;
      }
      // The feed's sites, read again only when a payload brings a site not linked before.
      if (records.some((record) => !links.has(record.site.key))) {
        links = new Map(store.feedSites.ofFeed(adapter.id).map((link) => [link.site_key, link.hospital_id]));
      }
      for (const record of records) {
        const hospitalId = links.get(record.site.key);
        const observation = hospitalId ? stored(hospitalId, record) : null;
        if (!hospitalId || !observation) continue;
        const hour = Math.floor(observation.observedAt / 3600);
        const timeZone = PROVINCES[record.site.province].timeZone;
        observation.values.forEach((value, q) => {
          if (value === null) return;
          const byEr = pending[q] as Map<string, Pending & { timeZone: string }>;
          const state = byEr.get(hospitalId);
          // A payload not refreshed repeats the same observation; an older one came late.
          if (state && observation.observedAt <= state.lastObservedAt) return;
          if (state && hour === state.hour) {
            state.sum += value;
            state.count += 1;
            state.lastObservedAt = observation.observedAt;
            return;
          }
          if (state) emit(q, hospitalId, state);
          byEr.set(hospitalId, { hour, sum: value, count: 1, lastObservedAt: observation.observedAt, timeZone });
        });
      }
    }
    pending.forEach((byEr, q) => {
      for (const [hospitalId, state] of byEr) emit(q, hospitalId, state);
    });
    return { payloads: payloads.length, refused, ers: store.hospitals.all().length };
  } finally {
    store.close();
  }
}

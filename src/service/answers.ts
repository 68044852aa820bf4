// The prebuilt answers of the hot path: for each endpoint and province (and basis filter),
// the body and its ETag, rebuilt after each write and whenever a live reading goes stale.
// A rebuild that changes nothing keeps the previous body, its generated_at and its ETag, so
// that clients keep getting 304s.
import { createHash } from 'node:crypto';
import { type FeedAge, staleDataTime } from '../contract/feed-age';
import { ALL_BASES, type BasisMask, basisBit } from '../contract/params';
import { PROVINCE_CODES, type ProvinceCode } from '../contract/provinces';
import type { Closure, ScheduledClosure, Wait } from '../contract/resources';
import { formatTimestamp } from '../contract/time';
import { API_VERSION } from '../contract/values';
import type { WithOutlooks } from '../forecast/load-outlook';
import type { DataSnapshot } from './snapshot';
import { closureRows, coverageRows, nextStaleness, scheduledRows, waitRows } from './views';

export interface Rendered {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** One answer; `render` adds `licensed_to` for the answers that carry it. */
export interface Answer {
  render(licensee?: { name: string; nameTag: string }): Rendered;
}

interface Entry extends Answer {
  hash: string;
}

/** Rebuild at least this often: predictions follow the clock. Other filters of waits are built on first use. */
const MAX_AGE_MS = 60_000;

export function createAnswers(options: {
  attribution: string;
  staleMinutes: number;
  now: () => number;
  /** Told of every ER's wait at each rebuild (webhook wait.live / wait.stale events). */
  onWaits?: (waits: readonly Wait[]) => void;
  /** The live feeds the data comes from, for `data_as_of` (contract/feed-age.ts); none: never said. */
  feedAges?: () => readonly FeedAge[];
  /** Where a closure source is on, for the closures answers' `tracked_provinces`; none: never said. */
  trackedProvinces?: () => readonly ProvinceCode[];
}) {
  const { attribution, staleMinutes, now } = options;
  let snapshot: (DataSnapshot & WithOutlooks) | null = null;
  // Every answer ever built, by key; `current` holds the keys built from the latest rebuild.
  const entries = new Map<string, Entry>();
  let current = new Set<string>();
  let closures: Closure[] = [];
  let scheduled: ScheduledClosure[] = [];
  let waits: Wait[] = [];
  let builtAt = 0;
  let expiresAt = 0;
  let feeds: readonly FeedAge[] = [];
  /** Where a closure source is on; null when it is on everywhere (then never said). */
  let tracked: readonly ProvinceCode[] | null = null;

  /** `data_as_of` for an answer about `province` (null: Canada) when a feed it rests on is stale. */
  function dataAge(province: ProvinceCode | null): { data_as_of?: string } {
    const at = staleDataTime(feeds, province, builtAt);
    return at === null ? {} : { data_as_of: formatTimestamp(at) };
  }

  /** The entry for `key`, reusing the previous build's when its content is the same. */
  function entry(key: string, content: Record<string, unknown>): Entry {
    const json = JSON.stringify({ attribution, ...content });
    const hash = createHash('sha1').update(json).digest('base64url');
    const kept = entries.get(key);
    const made = kept?.hash === hash ? kept : makeEntry(json, hash, formatTimestamp(builtAt));
    entries.set(key, made);
    current.add(key);
    return made;
  }

  function known(key: string): Entry | undefined {
    return current.has(key) ? entries.get(key) : undefined;
  }

  function rebuild(): void {
    if (!snapshot) throw new Error('answers rebuilt before any data was loaded');
    builtAt = now();
    feeds = options.feedAges?.() ?? [];
    const closureSources = options.trackedProvinces?.() ?? PROVINCE_CODES;
    // Said only where it matters: a province with no closure source.
    tracked = closureSources.length < PROVINCE_CODES.length ? closureSources : null;
    current = new Set();
    closures = closureRows(snapshot);
    // The next seven days move with the clock: rebuilt at each boundary (a write) and every minute.
    scheduled = scheduledRows(snapshot, builtAt);
    waits = waitRows(snapshot, builtAt, staleMinutes);
    const provinces = coverageRows(snapshot, builtAt, staleMinutes);
    entry('coverage', { national: nationalCoverage(provinces), provinces, ...dataAge(null) });
    for (const province of [null, ...PROVINCE_CODES]) {
      api.closures(province);
      api.waits(province, ALL_BASES);
    }
    const next = nextStaleness(snapshot, builtAt, staleMinutes);
    expiresAt = Math.min(next ?? Number.POSITIVE_INFINITY, builtAt + MAX_AGE_MS);
    options.onWaits?.(waits);
  }

  const api = {
    /** Takes a new data snapshot (after a write), with the load outlooks learnt up to it, and rebuilds. */
    load(next: DataSnapshot & WithOutlooks): void {
      snapshot = next;
      rebuild();
    },
    /** Rebuilds when a live reading has gone stale or the answers are a minute old. */
    refreshIfDue(): void {
      if (now() >= expiresAt) rebuild();
    },
    get expiresAt() {
      return expiresAt;
    },
    closures(province: ProvinceCode | null): Answer {
      const key = `closures:${province ?? 'CA'}`;
      const built = known(key);
      if (built) return built;
      const rows = province ? closures.filter((row) => row.province === province) : closures;
      const coming = province ? scheduled.filter((row) => row.province === province) : scheduled;
      return entry(key, {
        count: rows.length,
        closures: rows,
        scheduled: coming,
        ...trackedIn(tracked, province),
        ...dataAge(province),
      });
    },
    coverage(): Answer {
      return known('coverage') as Entry;
    },
    waits(province: ProvinceCode | null, basis: BasisMask): Answer {
      const key = `waits:${province ?? 'CA'}:${basis}`;
      const built = known(key);
      if (built) return built;
      const rows = waits.filter(
        (row) => (!province || row.province === province) && (basis === ALL_BASES || basis & basisBit(row.basis)),
      );
      return entry(key, { count: rows.length, hospitals: rows, ...dataAge(province) });
    },
  };
  return api;
}

/** `tracked_provinces` of a closures answer (null: a source everywhere, never said), filtered by province like its closures. */
function trackedIn(
  tracked: readonly ProvinceCode[] | null,
  province: ProvinceCode | null,
): { tracked_provinces?: readonly ProvinceCode[] } {
  if (!tracked) return {};
  return { tracked_provinces: province ? tracked.filter((code) => code === province) : tracked };
}

/** Canada's line of the coverage answer: the sum of the provinces'. */
function nationalCoverage(provinces: readonly { ers: number; reporting_live: number }[]) {
  return {
    ers: provinces.reduce((sum, row) => sum + row.ers, 0),
    reporting_live: provinces.reduce((sum, row) => sum + row.reporting_live, 0),
  };
}

const utf8 = new TextEncoder();

function makeEntry(json: string, hash: string, generatedAt: string): Entry {
  // `{"attribution":…` becomes `{"version":"v1",["licensed_to":…,]"generated_at":…,"attribution":…`.
  const rest = `"generated_at":"${generatedAt}",${json.slice(1)}`;
  const plain = { body: utf8.encode(`{"version":"${API_VERSION}",${rest}`), etag: `"${hash}"` };
  const licensed = new Map<string, Rendered>();
  return {
    hash,
    render(licensee) {
      if (!licensee) return plain;
      let rendered = licensed.get(licensee.name);
      if (!rendered) {
        const body = `{"version":"${API_VERSION}","licensed_to":${JSON.stringify(licensee.name)},${rest}`;
        rendered = { body: utf8.encode(body), etag: `"${hash}.${licensee.nameTag}"` };
        if (licensed.size > 1000) licensed.clear();
        licensed.set(licensee.name, rendered);
      }
      return rendered;
    },
  };
}

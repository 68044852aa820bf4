// Writes one feed's checked records into the store, in one transaction: sites matched to ERs
// (match.ts), live readings appended (history and the model learn from them), statuses set
// (a change is a status event), loads appended, a notice's windows scheduled (the schedule then
// decides the ER's status, settled here at the fetch and later at each boundary by
// schedule-clock.ts). Each status says which feed stated it (`feed:<id>`, `notice:<id>`);
// against the desk's, precedence.ts decides. Called inside `store.write`.
import type { LoadRow, MatchRule } from '../store/feeds';
import type { Hospital, Reading, Status } from '../store/rows';
import type { Store } from '../store/store';
import type { FeedAdapter, FeedLoad, FeedRecord } from './adapter';
import { createMatcher } from './match';
import { noticeReviewer } from './notice-review';
import { deskStands, feedSource, statedAt, wordOf } from './precedence';

export interface Applied {
  /** Sites matched per rule of match.ts. */
  matched: Record<MatchRule, number>;
  /** Names of the sites added as new ERs (none of the registry's). */
  added: string[];
  readingsAdded: number;
  statusesChanged: number;
  loadsAdded: number;
  /** ERs a closures-only feed no longer lists, taken as reopened. */
  reopened: number;
  /** ERs whose scheduled windows this payload replaced or withdrew. */
  schedulesChanged: number;
}

export function applyRecords(
  store: Store,
  adapter: Pick<FeedAdapter, 'id' | 'absentMeansOpen' | 'publishes'>,
  records: readonly FeedRecord[],
  fetchedAtMs: number,
): Applied {
  const now = Math.floor(fetchedAtMs / 1000);
  const hospitals = store.hospitals.all();
  const byId = new Map(hospitals.map((hospital) => [hospital.id, hospital]));
  const links = store.feedSites.ofFeed(adapter.id);
  // A site already linked stays as it is (feedSites.link does nothing then): no statement for it.
  const linked = new Set(links.map((link) => link.site_key));
  const matcher = createMatcher(adapter.id, hospitals, links);
  const applied: Applied = {
    matched: { feed: 0, registry_id: 0, registry_name: 0, new: 0 },
    added: [],
    readingsAdded: 0,
    statusesChanged: 0,
    loadsAdded: 0,
    reopened: 0,
    schedulesChanged: 0,
  };
  const readings: Reading[] = [];
  const loads: LoadRow[] = [];
  const listed = new Set<string>();
  const scheduled = store.schedules.hospitals();
  // While a window holds an ER, its status is the schedule's: a feed's status waits until it ends.
  const held = store.schedules.holding();
  // ERs with windows that this payload touched: settled once every record is written.
  const toSettle = new Set<string>();
  // ERs whose desk status this payload does not undo (nothing new said): their windows wait.
  const deskKeeps = new Set<string>();
  const source = feedSource(adapter);
  const reviews = adapter.publishes === 'notices' ? noticeReviewer(store, adapter.id, now) : null;
  const say = feedWords(store, adapter.id);
  // Each ER's status as it stands: read once per payload (not once per record), and kept as this
  // payload sets them (statuses.set updates the entry); nothing else in this loop writes one.
  let standing: Map<string, { before: Status | undefined }> | undefined;
  const standingOf = (id: string) => {
    standing ??= new Map(store.statuses.all().map((status) => [status.hospital_id, { before: status }]));
    let entry = standing.get(id);
    if (!entry) {
      entry = { before: undefined };
      standing.set(id, entry);
    }
    return entry;
  };

  for (const given of records) {
    const { site } = given;
    const match = matcher.assign(site);
    applied.matched[match.rule] += 1;
    listed.add(match.id);
    const known = byId.get(match.id);
    const entry = registryEntry(adapter.id, given, known, match.id);
    if (entry !== known) store.hospitals.upsert(entry);
    if (!known) applied.added.push(site.name);
    if (!linked.has(site.key)) {
      store.feedSites.link({ feed: adapter.id, site_key: site.key, hospital_id: match.id, matched_by: match.rule });
      linked.add(site.key);
    }
    const record = reviews ? reviews.take(match.id, given) : given;
    if (record.wait)
      readings.push({ hospital_id: match.id, minutes: record.wait.minutes, observed_at: record.wait.observedAt });
    if (record.load) loads.push(loadRow(match.id, record.load));
    const word = wordOf(record);
    // The ER's status as it stands, when read for the desk's precedence: the same one `set` compares with.
    let current: { before: Status | undefined } | undefined;
    if (word !== null) {
      const previous = say(match.id, word);
      current = standingOf(match.id);
      if (deskStands(current.before, statedAt(record), previous, word)) deskKeeps.add(match.id);
    }
    if (record.status && !held.has(match.id) && !deskKeeps.has(match.id)) {
      const { status, message, updatedAt, expectedReopen } = record.status;
      const changed = store.statuses.set(
        { hospital_id: match.id, status, message, updated_at: updatedAt, expected_reopen: expectedReopen, source },
        now,
        current ?? standingOf(match.id),
      );
      if (changed) applied.statusesChanged += 1;
      if (scheduled.has(match.id)) toSettle.add(match.id);
    }
    if (record.schedule) {
      const { windows, message, publishedAt } = record.schedule;
      store.schedules.replace(adapter.id, match.id, windows, message, publishedAt);
      applied.schedulesChanged += 1;
      toSettle.add(match.id);
    }
  }
  reviews?.finish();
  applied.readingsAdded = store.readings.add(readings);
  applied.loadsAdded = store.loads.add(loads);
  if (adapter.absentMeansOpen) {
    for (const id of store.schedules.hospitalsOf(adapter.id)) {
      if (listed.has(id)) continue;
      store.schedules.withdraw(adapter.id, id);
      applied.schedulesChanged += 1;
      toSettle.add(id);
    }
    applied.reopened = reopenUnlisted(store, adapter.id, source, say, listed, now);
  }
  for (const id of toSettle) {
    if (deskKeeps.has(id) && !held.has(id)) store.schedules.handOver(id, now);
    else store.schedules.settle(id, now);
  }
  return applied;
}

/**
 * The ER's registry entry after this record: an ER the feed added follows the feed's words;
 * an ER of another source only gains what it lacks (a city, coordinates). Returns `known`
 * itself when nothing changes.
 */
function registryEntry(feed: string, { site }: FeedRecord, known: Hospital | undefined, id: string): Hospital {
  const fromFeed: Hospital = {
    id,
    name: site.name,
    city: site.city ?? known?.city ?? '',
    province: site.province,
    lat: site.lat ?? known?.lat ?? null,
    lng: site.lng ?? known?.lng ?? null,
    data_source: feed,
  };
  if (!known) return fromFeed;
  const next =
    known.data_source === feed
      ? fromFeed
      : {
          ...known,
          city: known.city || site.city || '',
          lat: known.lat ?? site.lat,
          lng: known.lat === null ? site.lng : known.lng,
        };
  const same =
    next.name === known.name &&
    next.city === known.city &&
    next.lat === known.lat &&
    next.lng === known.lng &&
    next.data_source === known.data_source;
  return same ? known : next;
}

function loadRow(hospitalId: string, load: FeedLoad): LoadRow {
  return {
    hospital_id: hospitalId,
    observed_at: load.observedAt,
    patients_present: load.patientsPresent,
    patients_waiting: load.patientsWaiting,
    stretchers_functional: load.stretchersFunctional,
    stretchers_occupied: load.stretchersOccupied,
    over_24h: load.over24h,
    over_48h: load.over48h,
    stay_stretcher_minutes: load.stayStretcherMinutes,
    stay_ambulatory_minutes: load.stayAmbulatoryMinutes,
  };
}

/**
 * A closures-only feed lists interruptions: an ER it had closed or disrupted and no longer lists
 * has reopened — unless another feed's windows still schedule it (the schedule decides those),
 * or the desk's status stands (the feed said nothing new: it had not listed the ER before either).
 */
function reopenUnlisted(
  store: Store,
  feed: string,
  source: string,
  say: FeedWords,
  listed: ReadonlySet<string>,
  now: number,
): number {
  const ours = new Set(store.feedSites.ofFeed(feed).map((link) => link.hospital_id));
  const scheduled = store.schedules.hospitals();
  const previous = new Map<string, string | null>();
  for (const id of ours) if (!listed.has(id)) previous.set(id, say(id, 'open'));
  let reopened = 0;
  for (const status of store.statuses.all()) {
    if (!ours.has(status.hospital_id) || listed.has(status.hospital_id)) continue;
    if (scheduled.has(status.hospital_id)) continue;
    if (status.status !== 'closed' && status.status !== 'disruption') continue;
    if (deskStands(status, null, previous.get(status.hospital_id) ?? null, 'open')) continue;
    store.statuses.set(
      {
        hospital_id: status.hospital_id,
        status: 'open',
        message: null,
        updated_at: now,
        expected_reopen: null,
        source,
      },
      now,
    );
    reopened += 1;
  }
  return reopened;
}

/** Keeps what the feed says of an ER now; returns what it said before (null: nothing yet). */
type FeedWords = (hospitalId: string, word: string) => string | null;

/** The feed's last word per ER, read once per payload; a changed word is written through. */
function feedWords(store: Store, feed: string): FeedWords {
  const words = store.feedSites.words(feed);
  return (hospitalId, word) => {
    const before = words.get(hospitalId) ?? null;
    if (before !== word) {
      store.feedSites.keepWord(feed, hospitalId, word);
      words.set(hospitalId, word);
    }
    return before;
  };
}

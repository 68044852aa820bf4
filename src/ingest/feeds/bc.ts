// edwaittimes.ca (Vancouver Coastal Health, Fraser Health, Providence Health Care): a list of
// locations with a nested wait. Its shape and the decisions taken on it: docs/live-data.md.
import {
  type FeedAdapter,
  FeedError,
  type FeedRecord,
  type FeedSite,
  type FeedStatus,
  type ParsedFeed,
  type Rejection,
} from '../adapter';
import { decodeEntities, parseJsonPayload } from '../feed-text';

/** An ISO time with its zone: one without would be read in the machine's zone. */
const ZONED_ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)$/;
const CITY_BEFORE_PROVINCE = /,\s*([^,\d]+?),?\s+BC(?:[\s,]|$)/;

type Location = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const words = decodeEntities(value).trim();
  return words || null;
}

function coordinate(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The city of "920 West 10th Ave, Vancouver, BC, V5Z 1M9", else null. */
export function cityOfAddress(address: unknown): string | null {
  if (typeof address !== 'string') return null;
  return CITY_BEFORE_PROVINCE.exec(address)?.[1]?.trim() || null;
}

/** Seconds of an ISO time that names its zone, else null. */
function isoSeconds(value: unknown): number | null {
  if (typeof value !== 'string' || !ZONED_ISO_TIME.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/** The alert the site shows: a title left in place with alertShow false is not shown. */
function shownAlert(location: Location): string | null {
  return location.alertShow === true ? text(location.alertTitle) : null;
}

function site(location: Location, name: string): FeedSite {
  return {
    key: text(location.id) ?? name,
    name,
    city: cityOfAddress(location.address),
    province: 'BC',
    lat: coordinate(location.latitude),
    lng: coordinate(location.longitude),
  };
}

function malformed(row: number, message: string): Rejection {
  return { row, code: 'malformed_row', message };
}

function status(state: FeedStatus['status'], message: string | null, updatedAt: number): FeedStatus {
  return { status: state, message, updatedAt, expectedReopen: null };
}

/** A status the site gives no time for: the fetch's time stands in, and says so. */
function untimedStatus(state: FeedStatus['status'], message: string | null, fetchedS: number): FeedStatus {
  return { ...status(state, message, fetchedS), timeIsFetch: true };
}

/** One ER location: a record or a rejection. No time comes with a closure or a missing reading: fetchedS stands. */
function readEr(location: Location, row: number, fetchedS: number): FeedRecord | Rejection {
  const name = text(location.name);
  if (!name) return malformed(row, 'edwaittimes.ca: a location without a name.');
  const reading = location.waitTime;
  if (reading === null) {
    const message = text(location.additionalInfoClosed) ?? shownAlert(location);
    return { site: site(location, name), status: untimedStatus('closed', message, fetchedS) };
  }
  if (reading !== undefined && !isObject(reading)) return malformed(row, `${name}: waitTime is not an object.`);
  const minutes = reading?.waitTimeMinutes;
  if (minutes === undefined || minutes === null || location.showWaitTimes === false) {
    return { site: site(location, name), status: untimedStatus('unknown', shownAlert(location), fetchedS) };
  }
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) {
    return malformed(row, `${name}: waitTimeMinutes is not a number.`);
  }
  const observedAt = isoSeconds(reading?.createdAt);
  if (observedAt === null) return { row, code: 'bad_time', message: `${name}: unreadable waitTime.createdAt.` };
  return {
    site: site(location, name),
    wait: { minutes, observedAt },
    status: status('open', shownAlert(location), observedAt),
  };
}

/** The edwaittimes.ca payload read: one record per ER, urgent and primary care centres counted apart. */
export function parseBcWaitTimes(bytes: Uint8Array, fetchedAt: number): Required<ParsedFeed> {
  const payload = parseJsonPayload(bytes);
  if (!Array.isArray(payload)) throw new FeedError('unexpected_shape', 'edwaittimes.ca: expected a list of locations.');
  if (payload.length === 0) throw new FeedError('unexpected_shape', 'edwaittimes.ca: the list of locations is empty.');
  const fetchedS = Math.floor(fetchedAt / 1000);
  const result: Required<ParsedFeed> = { records: [], rejected: [], skipped: 0 };
  payload.forEach((location: unknown, i) => {
    if (!isObject(location)) {
      result.rejected.push(malformed(i + 1, 'edwaittimes.ca: the location is not an object.'));
    } else if (location.type === 'upcc') {
      result.skipped += 1;
    } else {
      const read = readEr(location, i + 1, fetchedS);
      if ('site' in read) result.records.push(read);
      else result.rejected.push(read);
    }
  });
  return result;
}

export const bcFeed: FeedAdapter = {
  id: 'bc',
  title: 'edwaittimes.ca — British Columbia emergency department wait times',
  provinces: ['BC'],
  url: 'https://www.edwaittimes.ca/api/wait-times',
  intervalS: 300,
  reportsClosures: true,
  // No licence is published for this feed, and no terms page was found from here: the site that
  // publishes the wait times stands for the terms until someone confirms them.
  licence: { name: 'Terms of use of edwaittimes.ca', url: 'https://www.edwaittimes.ca/' },
  attribution: {
    name: 'edwaittimes.ca (Vancouver Coastal Health, Fraser Health, Providence Health Care)',
    url: 'https://www.edwaittimes.ca/',
  },
  parse: parseBcWaitTimes,
};

// Alberta Health Services' estimated ER wait times, the JSON behind albertahealthservices.ca/waittimes.
// Its shape and the decisions taken on it: docs/live-data.md.
import {
  type FeedAdapter,
  FeedError,
  type FeedRecord,
  type FeedSite,
  type ParsedFeed,
  type Rejection,
} from '../adapter';
import { decodeEntities, parseJsonPayload } from '../feed-text';
import { wordsOf } from '../html';

/** What AHS puts between the values of the sites packed into one item. */
const SPLIT = '[;]';
const WAIT_TEXT = /^(-?)\s*(?:(\d+)\s*hrs?)?\s*(?:(\d+)\s*mins?)?$/i;
const MAP_POINT = /(?:[?&](?:query|q|ll|daddr|destination)=|@)(-?\d+(?:\.\d+)?)\s*(?:,|%2C)\s*(-?\d+(?:\.\d+)?)/i;
const UNAVAILABLE = /unavailable/i;

interface Zone {
  name: string;
  emergency: unknown[];
  urgent: unknown[];
}

/** An item's fields, each split into the values of its sites (one value shared by all, or one per site). */
interface ItemFields {
  names: string[];
  waits: string[] | null;
  unavailable: string[] | null;
  notes: string[] | null;
  maps: string[] | null;
  siteIds: string[] | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function zoneList(zone: string, value: unknown, list: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new FeedError('unexpected_shape', `AHS zone ${zone}: ${list} is not a list.`);
  return value;
}

function readZones(payload: unknown): Zone[] {
  if (!isObject(payload)) throw new FeedError('unexpected_shape', 'AHS wait times: expected an object keyed by zone.');
  const zones: Zone[] = [];
  for (const [name, value] of Object.entries(payload)) {
    if (!isObject(value)) throw new FeedError('unexpected_shape', `AHS zone ${name} is not an object.`);
    zones.push({
      name,
      emergency: zoneList(name, value.Emergency, 'Emergency'),
      urgent: zoneList(name, value.Urgent, 'Urgent'),
    });
  }
  if (zones.length === 0) throw new FeedError('unexpected_shape', 'AHS wait times: no zone in the payload.');
  return zones;
}

function splitValues(value: unknown): string[] | null {
  if (typeof value === 'string') return value.includes(SPLIT) ? value.split(SPLIT) : [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return null;
}

/** The value of site `i`: its own, or the one value the item shares between its sites. */
function valueAt(values: string[] | null, i: number): string | undefined {
  if (!values) return undefined;
  return values.length === 1 ? values[0] : values[i];
}

/** Minutes of "3 hr 19 min", "45 min", "1 hr" (a sign is kept), or null when it is not a duration. */
export function waitMinutes(text: string): number | null {
  const match = WAIT_TEXT.exec(text.trim());
  if (!match || (match[2] === undefined && match[3] === undefined)) return null;
  const minutes = Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return match[1] ? -minutes : minutes;
}

/** Latitude and longitude of a Google Maps link (`query=`, `q=`, `@lat,lng`), else nulls. */
export function mapPoint(link: string | undefined): { lat: number | null; lng: number | null } {
  const match = link === undefined ? null : MAP_POINT.exec(link);
  return match ? { lat: Number(match[1]), lng: Number(match[2]) } : { lat: null, lng: null };
}

function itemFields(item: Record<string, unknown>): ItemFields | string {
  const names = splitValues(item.Name);
  if (!names) return 'the item has no Name.';
  const fields: ItemFields = {
    names,
    waits: splitValues(item.WaitTime),
    unavailable: splitValues(item.TimesUnavailable),
    notes: splitValues(item.Note),
    maps: splitValues(item.GoogleMapsLinkDirection),
    siteIds: splitValues(item.SiteId),
  };
  for (const values of [fields.waits, fields.unavailable, fields.notes, fields.maps, fields.siteIds]) {
    if (values && values.length !== 1 && values.length !== names.length) {
      return `its fields are split into different numbers of sites (${names.length} names, ${values.length} values).`;
    }
  }
  return fields;
}

/** The feed's id when this site has one of its own (a split item's shared id is not), else its name. */
function siteKey(fields: ItemFields, i: number, name: string): string {
  const ownId = fields.siteIds && (fields.siteIds.length === fields.names.length || fields.names.length === 1);
  const id = ownId ? valueAt(fields.siteIds, i)?.trim() : undefined;
  return id || name;
}

function isUnavailable(flag: string | undefined, waitText: string): boolean {
  if (flag === undefined) return UNAVAILABLE.test(waitText);
  return flag.trim().toLowerCase() === 'true';
}

function malformed(row: number, message: string): Rejection {
  return { row, code: 'malformed_row', message };
}

/** Site `i` of an item: a record, or the rejection of that site alone. */
function readSite(fields: ItemFields, i: number, row: number, observedAt: number): FeedRecord | Rejection {
  const name = decodeEntities(fields.names[i] ?? '').trim();
  if (!name) return malformed(row, 'AHS: a site without a name.');
  const point = mapPoint(valueAt(fields.maps, i));
  const site: FeedSite = { key: siteKey(fields, i, name), name, city: null, province: 'AB', ...point };
  const waitText = (valueAt(fields.waits, i) ?? '').trim();
  if (isUnavailable(valueAt(fields.unavailable, i), waitText)) {
    return {
      site,
      status: {
        status: 'unknown',
        message: waitText || null,
        updatedAt: observedAt,
        expectedReopen: null,
        timeIsFetch: true,
      },
    };
  }
  const minutes = waitMinutes(waitText);
  if (minutes === null) return malformed(row, `AHS ${name}: unreadable wait "${waitText}".`);
  const message = wordsOf(valueAt(fields.notes, i) ?? '') || null;
  return {
    site,
    wait: { minutes, observedAt, timeIsFetch: true },
    status: { status: 'open', message, updatedAt: observedAt, expectedReopen: null, timeIsFetch: true },
  };
}

/** The sites of one item, each a record or a rejection; a whole item refused when it cannot be unpacked. */
function readItem(item: unknown, row: number, zone: string, observedAt: number): (FeedRecord | Rejection)[] {
  if (!isObject(item)) return [malformed(row, `AHS zone ${zone}: the item is not an object.`)];
  const fields = itemFields(item);
  if (typeof fields === 'string') return [malformed(row, `AHS zone ${zone}: ${fields}`)];
  return fields.names.map((_, i) => readSite(fields, i, row, observedAt));
}

/** The AHS payload read: one record per ER site, urgent care centres counted apart. */
export function parseAbWaitTimes(bytes: Uint8Array, fetchedAt: number): Required<ParsedFeed> {
  const zones = readZones(parseJsonPayload(bytes));
  const observedAt = Math.floor(fetchedAt / 1000);
  const result: Required<ParsedFeed> = { records: [], rejected: [], skipped: 0 };
  // Rows are numbered through the payload: each zone's Emergency items, then its Urgent ones.
  let row = 0;
  for (const zone of zones) {
    for (const item of zone.emergency) {
      for (const read of readItem(item, ++row, zone.name, observedAt)) {
        if ('site' in read) result.records.push(read);
        else result.rejected.push(read);
      }
    }
    row += zone.urgent.length;
    result.skipped += zone.urgent.length;
  }
  return result;
}

export const abFeed: FeedAdapter = {
  id: 'ab',
  title: 'Alberta Health Services — estimated emergency department wait times',
  provinces: ['AB'],
  url: 'https://www.albertahealthservices.ca/Webapps/WaitTimes/api/waittimes/en',
  intervalS: 300,
  // No licence is published for this feed, and no terms page was found from here: the page that
  // publishes the wait times stands for the terms until someone confirms them.
  licence: {
    name: 'Terms of use of Alberta Health Services',
    url: 'https://www.albertahealthservices.ca/waittimes/Page14230.aspx',
  },
  attribution: {
    name: 'Alberta Health Services',
    url: 'https://www.albertahealthservices.ca/waittimes/Page14230.aspx',
  },
  parse: parseAbWaitTimes,
};

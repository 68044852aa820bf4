// Tolerant decoding of v1 answers from an upstream (used by the proxy and the widget).
// Real answers vary: ids come as strings or numbers, timestamps with or without a `T` and a
// zone, empty strings stand for "no value", and new fields appear. The decoder normalises
// all of that. One malformed row is dropped and reported, never the whole answer; an answer
// whose envelope is wrong comes back as a typed error, never as an exception.

import { withoutBidiControls } from './display-text';
import type { DecodedLocation, HospitalsResponse } from './embed';
import { type Fields, isFields } from './fields';
import { type ProvinceCode, parseProvince } from './provinces';
import type {
  Closure,
  ClosuresResponse,
  CoverageResponse,
  EdLoad,
  LoadOutlook,
  ProvinceCoverage,
  ScheduledClosure,
  Wait,
  WaitsResponse,
} from './resources';
import { normalizeTimestamp } from './time';
import { noticeUrl, PUBLISHER_MAX, type UnsureNotice } from './unsure-notice';
import { API_VERSION, BASES, CLOSURE_STATUSES, CONFIDENCES, STATUS_SOURCES, WAIT_STATUSES } from './values';

/** The closures answer with what is announced for later: an upstream that sends none announces none. */
export type ClosuresAnswer = ClosuresResponse & { scheduled: ScheduledClosure[] };

/** Something the decoder changed or refused in one row. */
export interface DecodeProblem {
  /** Index of the row in the upstream list. */
  row: number;
  /** The row's id when it could be read. */
  id: string | null;
  field: string;
  reason: string;
  /** `dropped`: the row was left out; `nulled`: the field was set to null, the row kept. */
  action: 'dropped' | 'nulled';
  /** The list the row is in, when it is not the answer's main one (`scheduled`). */
  list?: string;
}

export interface EnvelopeError {
  code: 'bad_envelope';
  /** The envelope field at fault (`(answer)` when the answer is not an object). */
  field: string;
  message: string;
}

export type Decoded<T> = { ok: true; value: T; problems: DecodeProblem[] } | { ok: false; error: EnvelopeError };

/** A decoder as a reader of answers that are only shown: the value, or null for a bad envelope. */
export const decodedValue =
  <T>(decode: (input: unknown) => Decoded<T>) =>
  (input: unknown): T | null => {
    const decoded = decode(input);
    return decoded.ok ? decoded.value : null;
  };

class Invalid {
  constructor(readonly reason: string) {}
}

type Read<T> = T | Invalid;

// Field readers: each returns the normalised value or an Invalid saying why not.

function readText(value: unknown): Read<string> {
  if (typeof value !== 'string') return new Invalid(value === undefined ? 'missing' : 'not a string');
  return value.trim() === '' ? new Invalid('empty') : value;
}

function readCity(value: unknown): Read<string> {
  return typeof value === 'string' ? value.trim() : new Invalid(value === undefined ? 'missing' : 'not a string');
}

function readOptionalText(value: unknown): Read<string | null> {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return new Invalid('not a string');
  return value.trim() === '' ? null : value;
}

/** Free words for display: bidi controls dropped, as on our pages (display-text.ts). */
function readWords(value: unknown): Read<string | null> {
  const text = readOptionalText(value);
  return typeof text === 'string' ? readOptionalText(withoutBidiControls(text)) : text;
}

function readId(value: unknown): Read<string> {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : new Invalid('not a whole number');
  }
  return readText(value);
}

function readProvince(value: unknown): Read<ProvinceCode> {
  if (typeof value !== 'string') return new Invalid(value === undefined ? 'missing' : 'not a string');
  return parseProvince(value.trim()) ?? new Invalid(`unknown province ${JSON.stringify(value)}`);
}

function readEnum<const V extends readonly string[]>(values: V): (value: unknown) => Read<V[number]> {
  return (value) => {
    if (typeof value !== 'string') return new Invalid(value === undefined ? 'missing' : 'not a string');
    const lower = value.trim().toLowerCase();
    return values.includes(lower) ? lower : new Invalid(`unknown value ${JSON.stringify(value)}`);
  };
}

function readOptional<T>(read: (value: unknown) => Read<T>): (value: unknown) => Read<T | null> {
  return (value) => (value === undefined || value === null || value === '' ? null : read(value));
}

function readTimestamp(value: unknown): Read<string> {
  if (typeof value !== 'string') return new Invalid(value === undefined ? 'missing' : 'not a string');
  return normalizeTimestamp(value) ?? new Invalid(`not a timestamp ${JSON.stringify(value)}`);
}

function readNumber(value: unknown): Read<number> {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number') return new Invalid(value === undefined ? 'missing' : 'not a number');
  return Number.isFinite(n) ? n : new Invalid('not a finite number');
}

function readCount(value: unknown): Read<number> {
  const n = readNumber(value);
  if (n instanceof Invalid) return n;
  return n >= 0 ? Math.round(n) : new Invalid('negative');
}

function inRange(limit: number): (value: unknown) => Read<number> {
  return (value) => {
    const n = readNumber(value);
    if (n instanceof Invalid) return n;
    return Math.abs(n) <= limit ? n : new Invalid('out of range');
  };
}

const readOptionalTimestamp = readOptional(readTimestamp);
const readOptionalCount = readOptional(readCount);

/**
 * Reads one row field by field. A failure in a required field marks the row dropped; a
 * failure in a field that may be null sets it to null and keeps the row.
 */
class RowReader {
  dropped = false;
  readonly id: string | null;

  constructor(
    private readonly fields: Fields,
    private readonly row: number,
    private readonly problems: DecodeProblem[],
  ) {
    const id = readId(fields.id);
    this.id = id instanceof Invalid ? null : id;
  }

  required<T>(field: string, read: (value: unknown) => Read<T>): T {
    const value = read(this.fields[field]);
    if (!(value instanceof Invalid)) return value;
    this.dropped = true;
    this.problems.push({ row: this.row, id: this.id, field, reason: value.reason, action: 'dropped' });
    return undefined as T;
  }

  /** Whether the upstream sends the field at all (an extension an older service lacks). */
  has(field: string): boolean {
    return this.fields[field] !== undefined;
  }

  nullable<T>(field: string, read: (value: unknown) => Read<T | null>): T | null {
    const value = read(this.fields[field]);
    if (!(value instanceof Invalid)) return value;
    this.nulled(field, value.reason);
    return null;
  }

  /** Reports a field (or a part of one: `notice.url`) set to null, the row kept. */
  nulled(field: string, reason: string): void {
    this.problems.push({ row: this.row, id: this.id, field, reason, action: 'nulled' });
  }
}

function decodeRows<T>(list: unknown[], problems: DecodeProblem[], decodeRow: (row: RowReader) => T): T[] {
  const kept: T[] = [];
  list.forEach((raw, index) => {
    if (!isFields(raw)) {
      problems.push({ row: index, id: null, field: '(row)', reason: 'not an object', action: 'dropped' });
      return;
    }
    const reader = new RowReader(raw, index, problems);
    const value = decodeRow(reader);
    if (!reader.dropped) kept.push(value);
  });
  return kept;
}

/** What names an ER in every row that has one: id, name, city, province. */
function readIdentity(r: RowReader) {
  return {
    id: r.required('id', readId),
    name: r.required('name', readText),
    // A feed may name no city (Québec's file, Northern Health's page): "" is a city not known.
    city: r.required('city', readCity),
    province: r.required('province', readProvince),
  };
}

/** An ER and where it is (either coordinate null when unknown or out of range). */
function readPlace(r: RowReader) {
  return {
    ...readIdentity(r),
    lat: r.nullable('lat', readOptional(inRange(90))),
    lng: r.nullable('lng', readOptional(inRange(180))),
  };
}

/** Where the status came from (our extension), passed on when the upstream sends it (an older one does not). */
function readProvenance(
  r: RowReader,
): Pick<Closure, 'source' | 'source_id' | 'confirmed_at' | 'confirmed_by' | 'message_fr'> {
  if (!(r.has('source') || r.has('confirmed_at') || r.has('message_fr'))) return {};
  return {
    source: r.nullable('source', readOptional(readEnum(STATUS_SOURCES))),
    source_id: r.nullable('source_id', readOptionalText),
    confirmed_at: r.nullable('confirmed_at', readOptionalTimestamp),
    confirmed_by: r.nullable('confirmed_by', readOptionalText),
    message_fr: r.nullable('message_fr', readWords),
  };
}

/** One part of a notice's link: the value, or null (reported) when it cannot be kept. */
function noticePart<T>(r: RowReader, notice: Fields, part: string, read: (value: unknown) => Read<T | null>): T | null {
  const value = read(notice[part]);
  if (!(value instanceof Invalid)) return value;
  r.nulled(`notice.${part}`, value.reason);
  return null;
}

const readNoticeUrl = (value: unknown): Read<string | null> =>
  value === undefined || value === null || value === ''
    ? null
    : (noticeUrl(value) ?? new Invalid('not an http(s) URL'));

function readPublisher(value: unknown): Read<string | null> {
  const text = readOptionalText(value);
  return typeof text === 'string' && text.length > PUBLISHER_MAX ? new Invalid('too long') : text;
}

/**
 * The unsure-notice extension (unsure-notice.ts), passed on when the upstream sends it:
 * `certainty` only as `unsure` (a `sure` says no more than its absence), `notice` as an object
 * whose parts that cannot be kept are null.
 */
function readUnsure(r: RowReader): UnsureNotice {
  const unsure: UnsureNotice = {};
  if (r.has('certainty') && r.nullable('certainty', readOptional(readEnum(['sure', 'unsure'] as const))) === 'unsure') {
    unsure.certainty = 'unsure';
  }
  if (!r.has('notice')) return unsure;
  const notice = r.nullable(
    'notice',
    readOptional((value) => (isFields(value) ? value : new Invalid('not an object'))),
  );
  if (notice) {
    unsure.notice = {
      url: noticePart(r, notice, 'url', readNoticeUrl),
      publisher: noticePart(r, notice, 'publisher', readPublisher),
      published_at: noticePart(r, notice, 'published_at', readOptionalTimestamp),
    };
  }
  return unsure;
}

function decodeClosure(r: RowReader): Closure & UnsureNotice {
  return {
    ...readIdentity(r),
    status: r.required('status', readEnum(CLOSURE_STATUSES)),
    message: r.nullable('message', readWords),
    updated_at: r.nullable('updated_at', readOptionalTimestamp),
    expected_reopen: r.nullable('expected_reopen', readOptionalTimestamp),
    ...readProvenance(r),
    ...readUnsure(r),
  };
}

function decodeScheduledClosure(r: RowReader): ScheduledClosure {
  return {
    ...readIdentity(r),
    status: r.required('status', readEnum(CLOSURE_STATUSES)),
    // A window without its start cannot be placed: the row goes, not the answer.
    starts_at: r.required('starts_at', readTimestamp),
    ends_at: r.nullable('ends_at', readOptionalTimestamp),
    message: r.nullable('message', readWords),
  };
}

/** `scheduled` when the upstream sends it; absent (an older upstream) means nothing announced. */
function decodeScheduled(input: unknown, problems: DecodeProblem[]): ScheduledClosure[] {
  if (input === undefined || input === null) return [];
  const found: DecodeProblem[] = [];
  const list = Array.isArray(input) ? input : [];
  if (!Array.isArray(input)) {
    found.push({ row: 0, id: null, field: '(list)', reason: 'not a list', action: 'dropped' });
  }
  const scheduled = decodeRows(list, found, decodeScheduledClosure);
  problems.push(...found.map((problem) => ({ ...problem, list: 'scheduled' })));
  return scheduled;
}

function decodeProvinceCoverage(r: RowReader): ProvinceCoverage {
  return {
    province: r.required('province', readProvince),
    ers: r.required('ers', readCount),
    reporting_live: r.required('reporting_live', readCount),
    pct: r.required('pct', readCount),
  };
}

/** One hour of a load's outlook, or null when any of its figures cannot be read. */
function readOutlookHour(value: unknown): LoadOutlook | null {
  if (!isFields(value)) return null;
  const hours = readCount(value.hours);
  const point = readCount(value.patients_waiting);
  const lower = readCount(value.lower);
  const upper = readCount(value.upper);
  const confidence = readEnum(CONFIDENCES)(value.confidence);
  if ([hours, point, lower, upper, confidence].some((read) => read instanceof Invalid)) return null;
  return { hours, patients_waiting: point, lower, upper, confidence } as LoadOutlook;
}

/**
 * Québec's counts on a row, with our outlook extension: a count that cannot be read is null,
 * an outlook hour that cannot be read is left out (no hour left: null), and the load is
 * refused without its time.
 */
function readLoad(value: unknown): Read<EdLoad> {
  if (!isFields(value)) return new Invalid('not an object');
  const observedAt = readTimestamp(value.observed_at);
  if (observedAt instanceof Invalid) return observedAt;
  const counted = (field: string) => {
    const read = readOptionalCount(value[field]);
    return read instanceof Invalid ? null : read;
  };
  const load: EdLoad = {
    observed_at: observedAt,
    patients_present: counted('patients_present'),
    patients_waiting: counted('patients_waiting'),
    stretchers_functional: counted('stretchers_functional'),
    stretchers_occupied: counted('stretchers_occupied'),
    occupancy_pct: counted('occupancy_pct'),
    stretcher_over_24h: counted('stretcher_over_24h'),
    stretcher_over_48h: counted('stretcher_over_48h'),
    typical_stay_stretcher_minutes: counted('typical_stay_stretcher_minutes'),
    typical_stay_ambulatory_minutes: counted('typical_stay_ambulatory_minutes'),
  };
  if (value.usual_patients_waiting !== undefined) load.usual_patients_waiting = counted('usual_patients_waiting');
  if (value.outlook !== undefined) {
    const hours = Array.isArray(value.outlook) ? value.outlook.map(readOutlookHour) : [];
    const read = hours.filter((hour): hour is LoadOutlook => hour !== null);
    load.outlook = read.length > 0 ? read : null;
  }
  return load;
}

/** The load, passed on when the upstream sends one (only Québec's rows have it). */
function readRowLoad(r: RowReader): Pick<Wait, 'load'> {
  if (!r.has('load')) return {};
  const load = r.nullable('load', readOptional(readLoad));
  return load ? { load } : {};
}

function decodeWait(r: RowReader): Wait & UnsureNotice {
  return {
    ...readPlace(r),
    status: r.required('status', readEnum(WAIT_STATUSES)),
    status_message: r.nullable('status_message', readWords),
    basis: r.required('basis', readEnum(BASES)),
    wait_minutes: r.nullable('wait_minutes', readOptionalCount),
    wait_lower: r.nullable('wait_lower', readOptionalCount),
    wait_upper: r.nullable('wait_upper', readOptionalCount),
    live_wait_minutes: r.nullable('live_wait_minutes', readOptionalCount),
    live_updated_at: r.nullable('live_updated_at', readOptionalTimestamp),
    predicted_wait_minutes: r.nullable('predicted_wait_minutes', readOptionalCount),
    predicted_confidence: r.nullable('predicted_confidence', readOptional(readEnum(CONFIDENCES))),
    updated_at: r.nullable('updated_at', readOptionalTimestamp),
    predicted_at: r.nullable('predicted_at', readOptionalTimestamp),
    ...readProvenance(r),
    ...readUnsure(r),
    ...readRowLoad(r),
  };
}

function decodeHospital(r: RowReader): DecodedLocation {
  return readPlace(r);
}

interface Envelope {
  fields: Fields;
  generated_at: string;
  attribution: string;
  list: unknown[];
  /** The extension `data_as_of`, kept only when it is a time: absent otherwise. */
  age: { data_as_of?: string };
}

function envelopeError(field: string, message: string): Decoded<never> {
  return { ok: false, error: { code: 'bad_envelope', field, message } };
}

/** Checks what every v1 answer shares: version, generated_at, attribution and its list. */
function readEnvelope(input: unknown, listField: string): Envelope | Decoded<never> {
  if (!isFields(input)) return envelopeError('(answer)', 'The answer is not a JSON object.');
  if (input.version !== undefined && input.version !== API_VERSION) {
    return envelopeError('version', `Expected version ${API_VERSION}, got ${JSON.stringify(input.version)}.`);
  }
  const generatedAt = readTimestamp(input.generated_at);
  if (generatedAt instanceof Invalid) return envelopeError('generated_at', `generated_at is ${generatedAt.reason}.`);
  if (typeof input.attribution !== 'string') return envelopeError('attribution', 'attribution is missing.');
  const list = input[listField];
  if (!Array.isArray(list)) return envelopeError(listField, `${listField} is not a list.`);
  const dataAsOf = input.data_as_of === undefined ? null : readTimestamp(input.data_as_of);
  const age = typeof dataAsOf === 'string' ? { data_as_of: dataAsOf } : {};
  return { fields: input, generated_at: generatedAt, attribution: input.attribution, list, age };
}

export function decodeClosuresResponse(input: unknown): Decoded<ClosuresAnswer> {
  const envelope = readEnvelope(input, 'closures');
  if ('ok' in envelope) return envelope;
  const problems: DecodeProblem[] = [];
  const closures = decodeRows(envelope.list, problems, decodeClosure);
  const scheduled = decodeScheduled(envelope.fields.scheduled, problems);
  return {
    ok: true,
    problems,
    value: {
      version: API_VERSION,
      generated_at: envelope.generated_at,
      attribution: envelope.attribution,
      count: closures.length,
      closures,
      scheduled,
      ...trackedOf(envelope.fields.tracked_provinces),
      ...envelope.age,
    },
  };
}

/** The extension `tracked_provinces`, kept when it is a list: its valid codes, upper-cased. */
function trackedOf(value: unknown): { tracked_provinces?: ProvinceCode[] } {
  if (!Array.isArray(value)) return {};
  return { tracked_provinces: value.map((code) => parseProvince(String(code))).filter((code) => code !== null) };
}

export function decodeCoverageResponse(input: unknown): Decoded<CoverageResponse> {
  const envelope = readEnvelope(input, 'provinces');
  if ('ok' in envelope) return envelope;
  const problems: DecodeProblem[] = [];
  const provinces = decodeRows(envelope.list, problems, decodeProvinceCoverage);
  const national = envelope.fields.national;
  const ers = isFields(national) ? readCount(national.ers) : new Invalid('missing');
  const live = isFields(national) ? readCount(national.reporting_live) : new Invalid('missing');
  if (ers instanceof Invalid || live instanceof Invalid) {
    return envelopeError('national', 'national must hold ers and reporting_live as whole numbers.');
  }
  return {
    ok: true,
    problems,
    value: {
      version: API_VERSION,
      generated_at: envelope.generated_at,
      attribution: envelope.attribution,
      national: { ers, reporting_live: live },
      provinces,
      ...envelope.age,
    },
  };
}

export function decodeWaitsResponse(input: unknown): Decoded<WaitsResponse> {
  const envelope = readEnvelope(input, 'hospitals');
  if ('ok' in envelope) return envelope;
  const licensedTo = envelope.fields.licensed_to;
  if (typeof licensedTo !== 'string') return envelopeError('licensed_to', 'licensed_to is missing.');
  const problems: DecodeProblem[] = [];
  const hospitals = decodeRows(envelope.list, problems, decodeWait);
  return {
    ok: true,
    problems,
    value: {
      version: API_VERSION,
      licensed_to: licensedTo,
      generated_at: envelope.generated_at,
      attribution: envelope.attribution,
      count: hospitals.length,
      hospitals,
      ...envelope.age,
    },
  };
}

/** The keyless proxy's `/embed/api/hospitals`: where each ER is (a v1 envelope without `licensed_to`). */
export function decodeHospitalsResponse(input: unknown): Decoded<HospitalsResponse> {
  const envelope = readEnvelope(input, 'hospitals');
  if ('ok' in envelope) return envelope;
  const problems: DecodeProblem[] = [];
  const hospitals = decodeRows(envelope.list, problems, decodeHospital);
  return {
    ok: true,
    problems,
    value: {
      version: API_VERSION,
      generated_at: envelope.generated_at,
      attribution: envelope.attribution,
      count: hospitals.length,
      hospitals,
    },
  };
}

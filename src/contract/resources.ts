// The v1 resources of SPEC-v1 §2 as schemas; the TypeScript types below are derived from
// them, and the OpenAPI document publishes the same objects.

import { PROVINCE_CODES } from './provinces';
import { PREDICTED_CONFIDENCE_TEXT } from './ranges';
import { array, dateTime, type Infer, integer, literal, nullable, number, object, oneOf, text } from './schema';
import { API_VERSION, BASES, CLOSURE_STATUSES, CONFIDENCES, STATUS_SOURCES, WAIT_STATUSES } from './values';

const province = oneOf(PROVINCE_CODES, { description: 'Two-letter province or territory code, upper case.' });
const erId = text({
  description:
    'Stable ER identifier, shape <province>_<name> in lower case. Always a string; a numeric id from upstream is its decimal string.',
  examples: ['ns_cobequidcommunityhe'],
});
const version = literal(API_VERSION, { description: 'The API version label.' });
const generatedAt = dateTime({ description: 'When this answer was built (UTC, whole seconds).' });
const attribution = text({
  description: 'Credit for the data. Free-tier consumers must show it with a visible link back.',
});
const dataAsOf = dateTime({
  description:
    'Extension of SPEC-v1: present only when the answer rests on live-feed data older than its feed expects (twice its cadence: hourly feeds after 2 hours; notice pages never), and then the time of that data (the oldest such, UTC). Absent: every feed the answer rests on is current, or the data is not from live feeds (sample, dataset: see X-Data-Source). A client must then not call the answer live; clients of a service without the field read its absence as today.',
});
const minutes = (description: string) => nullable(integer({ minimum: 0, description }));

/**
 * Where an ER's status came from and when a person last confirmed it (extension of SPEC-v1, on
 * /closures and /waits rows). Optional: a service without them sends none, and clients must
 * treat a missing field as null.
 */
const provenance = {
  source: nullable(
    oneOf(STATUS_SOURCES, {
      description:
        'Extension: who stated the status. desk (a person at the hospital or its authority, through the status desk), feed (a publisher of waits or statuses), notice (a publisher of closure notices), sample (invented sample data), dataset (an open-data snapshot); null when not recorded. The most recent statement wins: a feed replaces a desk status only when it says something new (a time it states later than the desk’s statement, or a change of its own word); a desk closure with an end time holds until that time.',
    }),
  ),
  source_id: nullable(
    text({
      description:
        'Extension: the feed or notice publisher’s id (as in ER_SOURCES) for source feed or notice; else null.',
    }),
  ),
  confirmed_at: nullable(
    dateTime({ description: 'Extension: when a person at the desk last confirmed this status (UTC); null otherwise.' }),
  ),
  confirmed_by: nullable(
    text({
      description:
        'Extension: who confirmed this status at the desk, as the desk knows them: the organisation of the person who last stated or confirmed it (a hospital, a health authority, a newsroom), never a person’s name or email; show it as “Confirmed by <confirmed_by>”. Null when source is not desk, or when the desk recorded no organisation (a status confirmed before organisations were recorded); then say only when it was confirmed, never “by the hospital”.',
      examples: ['Nova Scotia Health'],
    }),
  ),
  message_fr: nullable(
    text({
      description: 'Extension: the message in French, when it was stated in both languages (the desk); else null.',
    }),
  ),
};
const PROVENANCE = ['source', 'source_id', 'confirmed_at', 'confirmed_by', 'message_fr'] as const;

/**
 * A status that stands on a notice the reader is unsure of (extension, on /closures and /waits
 * rows and in webhook payloads). Absent on every other row: a client that reads neither field
 * sees a disruption, never an ER plainly open.
 */
const unsureNotice = {
  certainty: oneOf(['unsure'] as const, {
    description:
      'Extension, present only when the status stands on a health authority’s notice that the notice reader could not read with certainty (its dates and times not all accounted for, or its windows inconsistent, or unreadable). The status is then disruption from the notice’s publication with no end (expected_reopen null), whatever the notice seems to say: its times were not confirmed, and they are never used for the status, for scheduled or for a webhook. Show the notice’s own words (message), who published it and when (notice), a link to it, and “Times not confirmed — read the notice” / « Heures non confirmées — lisez l’avis ». Absent on a status from a notice read with certainty, a feed or the desk (a desk statement always wins). updated_at is then the notice’s publication (when first read, when the page gives no date).',
  }),
  notice: object(
    {
      url: nullable(
        text({
          description: 'Where to read the notice: its own link when the publisher’s page gives one, else that page.',
        }),
      ),
      publisher: nullable(
        text({
          description: 'Who published it: the health authority, as the feed names it.',
          examples: ['Nova Scotia Health'],
        }),
      ),
      published_at: nullable(
        dateTime({ description: 'When the publisher dated it (UTC); null when its page gives no date.' }),
      ),
    },
    {
      title: 'UnsureNotice',
      description: 'Extension, present only with certainty: the notice to read, its publisher and its date.',
    },
  ),
};
const UNSURE = ['certainty', 'notice'] as const;

export const closureSchema = object(
  {
    id: erId,
    name: text({ description: 'Hospital name.' }),
    city: text(),
    province,
    status: oneOf(CLOSURE_STATUSES),
    message: nullable(text({ description: 'Free-text explanation, as published.' })),
    updated_at: nullable(dateTime()),
    expected_reopen: nullable(dateTime({ description: 'Null when the end time is unknown.' })),
    ...provenance,
    ...unsureNotice,
  },
  { title: 'Closure', optional: [...PROVENANCE, ...UNSURE] },
);

/** How many days ahead `scheduled` lists closures to come. */
export const SCHEDULED_HORIZON_DAYS = 7;

/** A closure or disruption announced for later (our extension of ClosuresResponse). */
export const scheduledClosureSchema = object(
  {
    id: erId,
    name: text({ description: 'Hospital name.' }),
    city: text(),
    province,
    status: oneOf(CLOSURE_STATUSES),
    starts_at: dateTime({ description: 'When the ER closes (or the disruption begins).' }),
    ends_at: nullable(dateTime({ description: 'When it reopens; null when no reopening time is announced.' })),
    message: nullable(text({ description: 'The notice that announced it, in its own words.' })),
  },
  { title: 'ScheduledClosure' },
);

export const closuresResponseSchema = object(
  {
    version,
    generated_at: generatedAt,
    attribution,
    count: integer({ minimum: 0, description: 'Number of elements in closures.' }),
    closures: array(closureSchema),
    scheduled: array(scheduledClosureSchema, {
      description: `Extension of SPEC-v1: closures and disruptions announced to start after generated_at and within the next ${SCHEDULED_HORIZON_DAYS} days, by starts_at, filtered by province like closures. Windows that touch or overlap are one entry. An ER closed now whose next closure comes later appears in both lists. Always present (possibly empty) in this implementation; absent from a service that does not schedule closures, so clients must treat a missing field as an empty list.`,
    }),
    tracked_provinces: array(province, {
      description:
        'Extension of SPEC-v1: the provinces and territories where a closure source is on here (the status desk, notice pages, a feed that reports closed ERs, a dataset’s closures, the sample), filtered by province like closures: [] for a province where none is on. Where a province is not listed, an empty closures list means only that closures are not tracked here, never that none are reported. Sent only when some province has no closure source (absent: every province is covered, or the service does not say; clients then read the list as they always have).',
    }),
    data_as_of: dataAsOf,
  },
  { title: 'ClosuresResponse', optional: ['scheduled', 'tracked_provinces', 'data_as_of'] },
);

export const provinceCoverageSchema = object(
  {
    province,
    ers: integer({ minimum: 0, description: 'Total ERs tracked.' }),
    reporting_live: integer({
      minimum: 0,
      description:
        'ERs reporting live: with a live wait reading, or, where a province publishes counts instead of waits (Québec), with counts from the last two hours (or ER_STALE_MINUTES, when longer).',
    }),
    pct: integer({ minimum: 0, maximum: 100, description: 'reporting_live as a percentage of ers.' }),
  },
  { title: 'ProvinceCoverage' },
);

export const coverageResponseSchema = object(
  {
    version,
    generated_at: generatedAt,
    attribution,
    national: object({ ers: integer({ minimum: 0 }), reporting_live: integer({ minimum: 0 }) }),
    provinces: array(provinceCoverageSchema),
    data_as_of: dataAsOf,
  },
  { title: 'CoverageResponse', optional: ['data_as_of'] },
);

const count = (description: string) => nullable(integer({ minimum: 0, description }));

/** Hours ahead of the load outlook (extension): the people expected waiting then. */
export const OUTLOOK_HOURS = [1, 2, 4] as const;

/** One hour of the load outlook (extension): the people expected waiting, with an 80 % range. */
export const loadOutlookSchema = object(
  {
    hours: integer({ minimum: 1, description: `Hours from now: ${OUTLOOK_HOURS.join(', ')}.` }),
    patients_waiting: integer({
      minimum: 0,
      description: 'People expected waiting to be seen by a physician then (the forecast, rounded to a whole person).',
    }),
    lower: integer({
      minimum: 0,
      description:
        'Lower bound of the 80 % range: the forecaster’s lower bound rounded down (floor). Rounding outwards to whole people keeps the range at least as wide as calibrated, so it still holds the real count at least 8 times in 10 (measured on Québec’s hourly file: 80 % on weeks the model had not seen).',
    }),
    upper: integer({
      minimum: 0,
      description: 'Upper bound of the 80 % range: the forecaster’s upper bound rounded up (ceiling), as for lower.',
    }),
    confidence: oneOf(CONFIDENCES, {
      description:
        'From the range’s half width as a share of the forecast (at least one person): high within a quarter, moderate within half, else low.',
    }),
  },
  { title: 'LoadOutlook' },
);

/** What Québec publishes every hour instead of a wait: counts of people and stretchers. */
export const edLoadSchema = object(
  {
    observed_at: dateTime({ description: 'When the feed published these counts (its own clock, in UTC).' }),
    patients_present: count('People in the emergency department.'),
    patients_waiting: count('People waiting to be seen by a physician (« en attente de prise en charge »).'),
    stretchers_functional: count('Stretchers in service.'),
    stretchers_occupied: count('Stretchers occupied; may exceed stretchers_functional.'),
    occupancy_pct: count('stretchers_occupied as a percentage of stretchers_functional (may exceed 100).'),
    stretcher_over_24h: count('People on a stretcher for more than 24 hours.'),
    stretcher_over_48h: count('People on a stretcher for more than 48 hours.'),
    typical_stay_stretcher_minutes: count(
      'Average length of stay of stretcher patients over recent days (DMS): a typical figure, not a wait and not live.',
    ),
    typical_stay_ambulatory_minutes: count(
      'Average length of stay of walk-in patients over recent days (DMS): a typical figure, not a wait and not live.',
    ),
    usual_patients_waiting: count(
      'Extension: the usual number of people waiting at the hour of observed_at for that day of the week: the median of the same local hour (and the hours either side) over the past 8 weeks of this ER’s counts, rounded. Compare it with patients_waiting to tell a busier or quieter hour than usual. Null while fewer than 4 such hours are known.',
    ),
    outlook: nullable(
      array(loadOutlookSchema, {
        description: `Extension: the people expected waiting in ${OUTLOOK_HOURS.join(', ')} hours (one item each, in that order), from the same forecaster as predicted waits, learnt hour by hour from this ER’s counts. Null while the model abstains: it needs about three weeks of an ER’s hourly counts (two for its weekly profile, then one of its own errors to calibrate the range).`,
      }),
    ),
  },
  { title: 'EdLoad', optional: ['usual_patients_waiting', 'outlook'] },
);

export const waitSchema = object(
  {
    id: erId,
    name: text(),
    city: text(),
    province,
    lat: nullable(number({ minimum: -90, maximum: 90 })),
    lng: nullable(number({ minimum: -180, maximum: 180 })),
    status: oneOf(WAIT_STATUSES, {
      description: 'unknown means no status signal is published and no wait is available.',
    }),
    status_message: nullable(text()),
    basis: oneOf(BASES, {
      description:
        'Source of wait_minutes: live (a live published reading), predicted (a model prediction), typical (a historical baseline with a wide range and low confidence, used where the model abstains), closed (no wait applies), none (nothing available).',
    }),
    wait_minutes: minutes(
      'Best current estimate: the live reading when present, else the prediction. Null when closed or no data.',
    ),
    wait_lower: minutes(
      'Lower bound of the wait range for the chosen basis. For predicted: an 80 % range built from the model’s own past errors for this ER and horizon — on weeks the model had not seen, the real value fell inside it 8 times in 10 (docs/forecasting.md gives the measured coverage); 1 time in 10 it was above wait_upper, 1 in 10 below wait_lower. Where the model has not yet learnt an ER (its first weeks), the range is a fixed share of the prediction and not calibrated. For typical: a wide range from the province’s week profiles for the hour (10th to 90th percentile, at least half to one and a half times the median). For live: the lowest and highest live readings within the staleness window.',
    ),
    wait_upper: minutes(
      'Upper bound of the wait range for the chosen basis (see wait_lower for what the range means).',
    ),
    live_wait_minutes: minutes('The live published reading. After it goes stale, this keeps the last live value.'),
    live_updated_at: nullable(dateTime({ description: 'When the last live value was published.' })),
    predicted_wait_minutes: minutes('Model-predicted wait.'),
    predicted_confidence: nullable(
      oneOf(CONFIDENCES, {
        description: PREDICTED_CONFIDENCE_TEXT,
      }),
    ),
    updated_at: nullable(dateTime({ description: 'When the live reading or status was last updated.' })),
    predicted_at: nullable(dateTime({ description: 'When the prediction was last computed.' })),
    load: {
      ...edLoadSchema,
      description:
        'Present only for an ER whose feed publishes its load instead of a wait (Québec): the latest counts, with their time, and (extension) the usual people waiting at that hour and the people expected waiting in the next hours. Never a wait: basis and wait_minutes do not come from it.',
    },
    ...provenance,
    ...unsureNotice,
  },
  { title: 'Wait', optional: ['load', ...PROVENANCE, ...UNSURE] },
);

export const waitsResponseSchema = object(
  {
    version,
    licensed_to: text({ description: 'Name of the licensee holding the key.' }),
    generated_at: generatedAt,
    attribution,
    count: integer({ minimum: 0, description: 'Number of elements in hospitals.' }),
    hospitals: array(waitSchema),
    data_as_of: dataAsOf,
  },
  { title: 'WaitsResponse', optional: ['data_as_of'] },
);

export const errorBodySchema = object(
  {
    error: text({ description: 'Machine-readable error code.' }),
    message: text({ description: 'What went wrong and what to do, for a person.' }),
    licensing: text({
      format: 'uri',
      description: 'Where to get a commercial licence (every commercial_license_required 403).',
    }),
  },
  { title: 'Error', optional: ['licensing'] },
);

// History (commercial): our own schema, since the spec leaves it to the licence.
export const statusEventSchema = object(
  {
    id: erId,
    name: text(),
    city: text(),
    province,
    status: oneOf(WAIT_STATUSES, {
      description: 'The status from `at` on: closed, disruption, open (a reopening) or unknown.',
    }),
    message: nullable(text()),
    at: dateTime({ description: 'When the status took effect, as published.' }),
    expected_reopen: nullable(dateTime()),
  },
  { title: 'StatusEvent' },
);

export const waitAggregateSchema = object(
  {
    id: erId,
    name: text(),
    province,
    hour: dateTime({ description: 'Start of the UTC hour.' }),
    median_minutes: integer({ minimum: 0, description: 'Median of the live readings in the hour.' }),
    min_minutes: integer({ minimum: 0 }),
    max_minutes: integer({ minimum: 0 }),
    observations: integer({ minimum: 1, description: 'Number of live readings in the hour.' }),
  },
  { title: 'WaitAggregate' },
);

export const historyResponseSchema = object(
  {
    version,
    licensed_to: text({ description: 'Name of the licensee holding the key.' }),
    generated_at: generatedAt,
    attribution,
    period: text({ pattern: '^[1-9][0-9]*d$', description: 'The look-back window asked for.' }),
    from: dateTime({ description: 'Start of the window: the start of the current UTC hour, minus the period.' }),
    to: dateTime({ description: 'End of the window: when this answer was built.' }),
    province: nullable(province),
    status_events: array(statusEventSchema, { description: 'Closures, disruptions and reopenings, oldest first.' }),
    wait_aggregates: array(waitAggregateSchema, { description: 'By ER id, then hour, oldest first.' }),
  },
  { title: 'HistoryResponse' },
);

export type Closure = Infer<typeof closureSchema>;
export type ClosuresResponse = Infer<typeof closuresResponseSchema>;
export type ScheduledClosure = Infer<typeof scheduledClosureSchema>;
export type ProvinceCoverage = Infer<typeof provinceCoverageSchema>;
export type CoverageResponse = Infer<typeof coverageResponseSchema>;
export type Wait = Infer<typeof waitSchema>;
export type EdLoad = Infer<typeof edLoadSchema>;
export type LoadOutlook = Infer<typeof loadOutlookSchema>;
export type WaitsResponse = Infer<typeof waitsResponseSchema>;
export type StatusEvent = Infer<typeof statusEventSchema>;
export type WaitAggregate = Infer<typeof waitAggregateSchema>;
export type HistoryResponse = Infer<typeof historyResponseSchema>;

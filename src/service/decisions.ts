// The project's decisions where SPEC-v1 is silent: the spec's own decisions table, then ours.
// The OpenAPI document publishes this list; docs/api.md repeats it and a test keeps them in step.
import { CACHE_WINDOWS } from '../contract/cache-windows';
import { DEFAULT_CADENCE_S } from '../contract/feed-age';
import { PROVINCE_CODES } from '../contract/provinces';
import { PREDICTED_RANGE_TEXT } from '../contract/ranges';
import { SCHEDULED_HORIZON_DAYS } from '../contract/resources';
import { BASES } from '../contract/values';
import { MAX_ENDPOINTS_PER_KEY, RETRY_SCHEDULE_MS } from '../contract/webhooks';
import { MAX_SCHEDULE_AHEAD_S, MAX_WINDOWS } from '../contract/window-limits';
import type { ServiceConfig } from './config';

export interface Decision {
  topic: string;
  decision: string;
}

/** "5 s, 5 min, 30 min, 2 h…": the waits before each retry of a webhook delivery. */
export const WEBHOOK_RETRIES = RETRY_SCHEDULE_MS.map((ms) =>
  ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`,
).join(', ');

export function decisions(config: ServiceConfig): Decision[] {
  return [...requestDecisions(config), ...answerDecisions(config)];
}

/** How a request is read and limited: parameters, methods, keys, limits, caching. */
function requestDecisions(config: ServiceConfig): Decision[] {
  const { free, commercial } = config.rateLimits;
  return [
    {
      topic: 'Province values',
      decision: `Case-insensitive; accepted only when one of the 13 codes (${PROVINCE_CODES.join(' ')}). Anything else, an empty value or a repeated parameter → 400 invalid_province, whose message lists the valid codes. Output is always upper case. /coverage checks province by the same rule, but its answer is always the whole table (every province is one of its rows; national sums them).`,
    },
    {
      topic: 'basis filter',
      decision: `Comma-separated subset of ${BASES.join(',')}; whitespace and case tolerated, empty items ignored, repeated parameters combined; any other value, or no value at all → 400 invalid_basis.`,
    },
    {
      topic: 'period',
      decision:
        'Matches ^[1-9][0-9]*d$, 1 to 3650 days; otherwise (or repeated) 400 invalid_period. Default 30d. The window starts at the start of the current UTC hour minus the period and ends now.',
    },
    {
      topic: 'Methods',
      decision:
        'GET and HEAD answer; OPTIONS answers a CORS preflight with 204 (Access-Control-Allow-Headers: X-API-Key); any other method → 405 method_not_allowed with an Allow header. The webhook subscription routes also take POST or DELETE, as their Allow header says (see Webhooks).',
    },
    { topic: 'Unknown path under /api/v1', decision: '404 not_found, whatever the method (OPTIONS excepted).' },
    {
      topic: 'Key format',
      decision:
        'ers_ followed by 32 random base62 characters. Stored only as a SHA-256 digest. Never echoed, never logged (logs carry the 12-character prefix). Header X-API-Key preferred; ?key= accepted and used only when the header is absent or empty.',
    },
    {
      topic: 'Rate limits',
      decision: `Per key, per fixed one-minute window: free ${free}, commercial ${commercial} (ER_RATE_FREE, ER_RATE_COMMERCIAL). Exceeding → 429 rate_limited with Retry-After; RateLimit-Limit / RateLimit-Remaining / RateLimit-Reset on every answer to a valid key. The keyless widget paths have their own per-client limit. On PostgreSQL the windows are minutes of the wall clock and the counts are shared by every instance of the service.`,
    },
    {
      topic: 'Caching headers',
      decision: `200 and 304 answers carry Cache-Control: private, max-age=<window> (closures ${CACHE_WINDOWS.closures} s, coverage ${CACHE_WINDOWS.coverage} s, waits ${CACHE_WINDOWS.waits} s, history ${CACHE_WINDOWS.history} s), an ETag and Vary: X-API-Key; If-None-Match → 304. Errors and preflights carry Cache-Control: no-store. openapi.json is public, max-age=300.`,
    },
    {
      topic: 'Staleness of a live reading',
      decision: `${config.staleMinutes} minutes (ER_STALE_MINUTES); from then on basis moves from live to predicted (or typical, or none, when the model has no prediction), and live_wait_minutes / live_updated_at keep the last live value.`,
    },
  ];
}

/** What the answers say and why: times, ids, order, history, licensing, sources, webhooks. */
function answerDecisions(config: ServiceConfig): Decision[] {
  return [
    {
      topic: 'Timestamps out',
      decision:
        'ISO 8601 in UTC with Z, whole seconds. Input timestamps without a zone (2026-10-01 09:31:11) are read as UTC.',
    },
    { topic: 'Ids', decision: 'Always strings on output; a numeric id from upstream becomes its decimal string.' },
    {
      topic: 'Ordering',
      decision:
        'closures: updated_at descending (unknown last), then name, then id; coverage: pct descending, then province code; waits: province, then name, then id. Names compare by Unicode code point.',
    },
    {
      topic: 'History (commercial)',
      decision:
        'Our own schema (HistoryResponse): the status events (closures, disruptions, reopenings) and the hourly wait aggregates (median, min, max, observations) within the window, optionally filtered by province. format=csv streams the same rows as one CSV table with a record column (status_event or wait_aggregate); any other format → 400 invalid_format.',
    },
    {
      topic: 'licensing URL in the 403 body',
      decision: `ER_LICENSING_URL, default the licensing section of this server's own landing page (/#licensing, made absolute with ER_PUBLIC_URL, else the configured HOST and PORT, never with the request's Host header)${config.licensingUrl ? `; on this server: ${config.licensingUrl}` : ''}. Every commercial_license_required 403 carries it (/waits, /history, /webhooks), not only the history one the spec shows.`,
    },
    {
      topic: 'Attribution',
      decision:
        "ER_ATTRIBUTION / ER_ATTRIBUTION_URL. The sample dataset's attribution says plainly that it is sample data and not live (ER_ATTRIBUTION is appended to that notice, never in its place). A dataset directory in the ERstat open-data layout credits ERstat by default and names its snapshot time.",
    },
    {
      topic: 'Order of checks',
      decision:
        'Unknown path (404), then method (405), then key (401), then rate limit (429), then tier (403), then parameters (400), then If-None-Match (304).',
    },
    {
      topic: 'Data source header',
      decision:
        'Every 200 and 304 data answer carries X-Data-Source: live (read by this server from the provinces’ public feeds, ER_SOURCES), sample, or dataset followed by `; snapshot_at=` and the snapshot time, so that a relay never presents sample or snapshot data as live and can say when the snapshot was taken.',
    },
    {
      topic: 'Live feeds',
      decision:
        "With ER_SOURCES, this server reads the provinces' public feeds. basis live only for a wait a feed publishes, with the feed's own time as live_updated_at (Alberta publishes none: its readings are timed when fetched); a feed's status and its time set status and updated_at, and a change is a status event in history. Québec publishes counts, not waits: its rows carry load (people present and waiting, stretchers, occupancy, and the average length of stay, DMS, as a typical figure), never a live wait. A feed's site is matched to the registry by its earlier match, its id, then its name (see \"Matching sites to ERs\" in docs/live-data.md); a site that matches none is added as a new ER and named in /healthz. A row with an impossible value (a negative wait or one over 48 hours, a count below zero, a place outside Canada, a time in the future) is rejected and counted; a payload that cannot be read keeps the feed's last good data.",
    },
    {
      topic: 'Age of the data',
      decision: `A live feed's data is stale once its time (the newest the publisher states, else when it last changed) is more than twice the feed's cadence ago (Québec's hourly file, and any waits or status feed by default: ${(2 * DEFAULT_CADENCE_S) / 3600} hours); a notice page is never stale by age. /healthz then gives the feed status stale and says status stale overall (degraded wins). Extension of /closures, /coverage and /waits: data_as_of, present only when a feed the answer rests on (those of its province; every feed for Canada) is stale, with the time of that data; the widget and the landing page then give that date instead of calling the data live.`,
    },
    {
      topic: 'Where closures are tracked',
      decision:
        "Extension of /closures: tracked_provinces, the provinces where a closure source is on here (the status desk's active people, notice pages, a feed that reports closed ERs such as BC's and Northern Health's; the sample and a dataset cover every province; a feed of waits or counts only, as Québec's file, covers none), filtered by province like closures. Sent only when some province has none. Where a province is not listed, the widget says that closures are not tracked here instead of that none are reported, and for Canada it names the provinces tracked.",
    },
    {
      topic: 'Wait ranges',
      decision: `live: the lowest and highest live readings within the staleness window before the latest one; ${PREDICTED_RANGE_TEXT}; typical: the province baseline's 10th to 90th percentile, at least half to one and a half times its median; closed and none: null.`,
    },
    {
      topic: 'Dataset statuses',
      decision:
        'A dataset snapshot lists every ER closed or disrupted at snapshot_at. An ER in hospitals.csv (or in an earlier snapshot) that it does not list is open, as of snapshot_at. An ER listed only in closures.csv has no coordinates.',
    },
    {
      topic: 'Coverage as given and computed',
      decision:
        'A province that the source gives coverage for (coverage.csv) is served exactly as given, since it counts ERs outside our registry; any other province with ERs in the registry is computed: ers = ERs in the registry, reporting_live = those whose latest reading is still live or, where a province publishes counts instead of waits (Québec), whose counts are less than 2 hours old (or ER_STALE_MINUTES, when longer). national sums the rows served.',
    },
    {
      topic: 'Webhooks',
      decision: `Commercial keys only: /api/v1/webhooks lists (GET) and creates (POST, 201) endpoints, /api/v1/webhooks/{id} shows (GET) and deletes (DELETE, 204) one, …/rotate-secret gives it a new secret and …/test queues a webhook.test event for it (202); an id the key does not own → 404 not_found. These are the API's only non-GET routes: a subscription is the key holder's own configuration, not data. Their answers are never cached (no-store) and their preflight allows POST, DELETE and Content-Type. At most ${MAX_ENDPOINTS_PER_KEY} endpoints per key (409 webhook_limit_reached). Delivery follows Standard Webhooks: a JSON POST {id, type, occurred_at, data, links} (links.page and links.page_fr: the ER's page in English and French, absolute under ER_PUBLIC_URL; none in webhook.test) with webhook-id (the event id, the same in every attempt), webhook-timestamp (seconds) and webhook-signature (v1, and the base64 HMAC-SHA256 of id.timestamp.body keyed with the whsec_ secret); a secret is shown only when the endpoint is created and when it is rotated. A 2xx within 10 s delivers; anything else (a redirect, which is not followed, included) is retried after ${WEBHOOK_RETRIES} (about 24 hours), then the endpoint is disabled, with the reason in its disabled_reason. Each endpoint gets its events in order; delivery is at least once, a repeat carrying the same webhook-id, by which receivers de-duplicate. Only https URLs to public addresses, checked again at every attempt, unless ER_WEBHOOK_ALLOW_PRIVATE=1 (http and private addresses, for development). Events come from changes while the server runs (live feeds); a source loaded at start-up is the starting state, not a change. A relay serves no /api/v1 and so no webhooks.`,
    },
    {
      topic: 'Closures from notices',
      decision:
        "With the notice feeds on (ns, ab-disruptions, sk, nb-horizon, nb-vitalite, mb, pe, nl), each health authority's notice is read (English or French) into its facility, whether it is an ER, a kind and windows, and becomes that ER's windows: closed → closed during its windows; reduced_hours → closed during the closed parts of its days and open between them (its waits served as usual); disruption → disruption during its windows; open → the feed's earlier windows withdrawn, status open; a notice the reader is unsure of (unreadable ones included) → a disruption from its publication with no end, with the notice's own words (never dropped; see \"Unsure notices\"; an unreadable one is also counted as notice_unreadable in the feed's health); hours recognised but not bounded → a disruption from now with no end; a notice about a clinic, a lab, a program or another service → left out (rows_skipped). message is always the notice's own words, as published. Times without a zone are the ER's wall clock (the province's zone), dates without a year the nearest such date to publication, a date without a time the whole day. A notice longer than 20,000 characters is refused (notice_too_large), the rest of its page read. See \"Closures from notices\" in docs/live-data.md.",
    },
    {
      topic: 'Scheduled closures',
      decision: `A notice's windows (closed or disruption; no start: already in effect; no end: no reopening announced) decide its ER's status while it has them: inside a window the ER is closed (or disrupted; closed wins where both apply) with the notice's words as message and expected_reopen the end of the run of windows it is in (null when not announced); at the end of its windows it reopens, and from then on (as before its first window) the ER's other feeds decide again. Windows that touch or overlap are one closure, with no reopening between them. The status changes at each window's start and end (a timer, not the next poll), each change a status event at that moment in history, with closure.started / closure.ended (or disruption.*) webhooks; after a restart the boundaries passed meanwhile are applied in order, each at its own time, and none twice. While a window holds an ER, a status feed's word on it waits for the window's end. A feed's newer notice replaces its windows for the ER (an empty one withdraws them); an ER a notice feed no longer lists has that feed's windows withdrawn, and reopens if they had closed it. Extension of ClosuresResponse: scheduled lists the closures and disruptions starting after generated_at and within ${SCHEDULED_HORIZON_DAYS} days, by starts_at, filtered by province like closures; always present here, possibly empty (clients of other services must read a missing field as empty). A window that ends before it starts, a time more than ${MAX_SCHEDULE_AHEAD_S / 86_400} days after the fetch, or more than ${MAX_WINDOWS} windows in one notice rejects the record (bad_window), counted in the feed's health.`,
    },
    {
      topic: 'Unsure notices',
      decision:
        'Extension of /closures and /waits rows (and webhook payloads): certainty, present only as "unsure" when the status stands on a notice the notice reader is unsure of (a date or time in it not accounted for, windows that do not hold together, two rules reading it differently, or times not read at all), with notice: url (the notice\'s own link, else its page), publisher (the health authority, as the feed names it) and published_at (when it is dated; null when its page gives no date). Such a notice is one disruption from its publication (when it was first read, when undated) with no end, whatever its words seem to say: /closures lists it with status disruption, updated_at its publication, expected_reopen null, the notice\'s own words as message and source notice; /waits shows the ER as disruption (its wait basis stays what the data allow). It is never in scheduled and its times never change a status, so a client reading only the v1 fields sees a disruption, never an ER plainly open. Webhooks: disruption.started when it first stands and disruption.ended when it is withdrawn, their data carrying certainty and notice and never a time read from the notice; a change between sure and unsure, or to another notice, is closure.updated. RSS: the item gives the notice\'s words, who published it and when, and a link to it: "Times not confirmed — read the notice" (« Heures non confirmées — lisez l’avis »). Both fields are absent on every other row (a notice read with certainty, a feed, the desk, whose statement always wins); clients of services without them read their absence as before. A newer notice replaces it and a notice its page no longer lists withdraws it, as for any notice.',
    },
    {
      topic: 'Where a status came from',
      decision:
        "Extension fields of /closures and /waits rows (and webhook payloads): source (desk, feed, notice, sample, dataset; null when not recorded), source_id (the feed's or notice publisher's id, else null), confirmed_at (ISO UTC: when a person at the status desk last confirmed the status; else null), confirmed_by (who that person confirms for, the organisation the desk knows them by, never a name or an email; null for any other source) and message_fr (the message in French when it was stated in both languages; else null); message stays the status's words (the French ones for a statement made in French only). Precedence: the most recent statement wins. A desk closure or disruption with an expected reopening is a desk window: no poll undoes it before that time, and it reopens then. Any other desk status stands until a feed says something new of that ER: a time the publisher states (never the fetch time standing in for a missing one) later than the desk's statement or confirmation, or a change of the feed's own word since its previous poll; a feed repeating what it said before the desk spoke does not undo it. A window's start or end still applies at its moment. A confirmation changes no status (no status event) but moves confirmed_at.",
    },
    {
      topic: 'Québec outlook',
      decision:
        "Extension of Québec's load on /waits rows (and any ER whose feed publishes counts instead of a wait): usual_patients_waiting, the median of people waiting at the same local hour of the week (and the hours either side) over the past 8 weeks of the ER's counts, for the hour of observed_at (null with fewer than 4 such hours); outlook, the people expected waiting in 1, 2 and 4 hours from now, each with an 80 % range and a confidence word, from the calibrated forecaster that predicts waits (unit: one person), learnt hour by hour from the ER's hourly mean of people waiting as counts arrive (one file an hour: an hour is learnt once, at its first count). Whole people: the point is rounded, the range rounded outwards (lower down, upper up), so it is never narrower than the calibrated one and always holds the point. outlook is null while the model abstains (about three weeks of an ER's hourly counts: two for its weekly profile, one of its own errors for the range) and when its counts stopped more than 4 hours ago. Neither is ever a wait: basis and wait_minutes do not come from them. The widget says from them whether the ER is busier or quieter than usual for the hour (a difference of at least 2 people and a quarter of the usual level) and what to expect in the next hours.",
    },
    {
      topic: 'Several instances',
      decision:
        "With ER_DB=postgres://…, instances share data, keys and per-key counts: ER_ROLE=ingest loads and polls the data and delivers webhooks (serving /healthz only), ER_ROLE=api serves. A write reaches every api instance's answers at once (LISTEN/NOTIFY); a revoked key is refused by every instance at once. While PostgreSQL cannot be reached, data answers come from the last prebuilt answers and carry Age (seconds since the store was last reached); /healthz says degraded; a key never seen by the instance cannot be checked meanwhile (500 server_error).",
    },
  ];
}

import { describe, expect, it } from 'vitest';
import { decodeClosuresResponse, decodeCoverageResponse, decodeHospitalsResponse, decodeWaitsResponse } from './decode';

const closure = {
  id: 'ns_cobequidcommunityhe',
  name: 'Cobequid Community Health Centre',
  city: 'Lower Sackville',
  province: 'NS',
  status: 'closed',
  message: 'Closed — opens at 07:00',
  updated_at: '2026-10-01 09:31:11',
  expected_reopen: '',
};

const closures = (rows: unknown[], extra: Record<string, unknown> = {}) => ({
  version: 'v1',
  generated_at: '2026-10-01T09:34:00.377Z',
  attribution: 'Data from ERstat (https://erstat.ca)',
  count: rows.length,
  closures: rows,
  ...extra,
});

describe('decodeClosuresResponse', () => {
  it('normalises a real-looking row: timestamp to ISO UTC, empty string to null', () => {
    const result = decodeClosuresResponse(closures([closure]));
    expect(result).toEqual({
      ok: true,
      problems: [],
      value: {
        version: 'v1',
        generated_at: '2026-10-01T09:34:00Z',
        attribution: 'Data from ERstat (https://erstat.ca)',
        count: 1,
        closures: [{ ...closure, updated_at: '2026-10-01T09:31:11Z', expected_reopen: null }],
        scheduled: [],
      },
    });
  });

  it('drops bidi controls from the words it passes on to be displayed (messages, French words, announced windows)', () => {
    const words = 'Closed \u202etonight\u202c; go to \u2067Yarmouth\u2069.';
    const result = decodeClosuresResponse(closures([{ ...closure, message: words, message_fr: `\u202e${words}` }]));
    expect(result.ok && result.value.closures[0]).toMatchObject({
      message: 'Closed tonight; go to Yarmouth.',
      message_fr: 'Closed tonight; go to Yarmouth.',
    });
    const scheduled = decodeClosuresResponse(
      closures([], { scheduled: [{ ...closure, starts_at: '2026-10-02T20:00:00Z', ends_at: null, message: words }] }),
    );
    expect(scheduled.ok && scheduled.value.scheduled[0]?.message).toBe('Closed tonight; go to Yarmouth.');
    const onlyControls = decodeClosuresResponse(closures([{ ...closure, message: '\u202e\u202c' }]));
    expect(onlyControls.ok && onlyControls.value.closures[0]?.message).toBeNull();
  });

  it('turns a numeric id into its decimal string', () => {
    const result = decodeClosuresResponse(closures([{ ...closure, id: 10234 }]));
    expect(result.ok && result.value.closures[0]?.id).toBe('10234');
  });

  it('upper-cases the province and lower-cases the status', () => {
    const result = decodeClosuresResponse(closures([{ ...closure, province: 'ns', status: 'Disruption' }]));
    expect(result.ok && result.value.closures[0]).toMatchObject({ province: 'NS', status: 'disruption' });
  });

  it('keeps the closure but nulls a timestamp it cannot read, and reports it', () => {
    const result = decodeClosuresResponse(closures([{ ...closure, updated_at: 'yesterday at noon' }]));
    expect(result.ok && result.value.closures).toEqual([{ ...closure, updated_at: null, expected_reopen: null }]);
    expect(result.ok && result.problems).toEqual([
      {
        row: 0,
        id: 'ns_cobequidcommunityhe',
        field: 'updated_at',
        reason: 'not a timestamp "yesterday at noon"',
        action: 'nulled',
      },
    ]);
  });

  it('drops a row with an unknown status and keeps the others, with count recomputed', () => {
    const other = { ...closure, id: 'sk_spiritwoodanddistric', name: 'Spiritwood and District Health Complex' };
    const result = decodeClosuresResponse(closures([{ ...closure, status: 'reopening' }, other]));
    expect(result.ok && result.value.count).toBe(1);
    expect(result.ok && result.value.closures.map((c) => c.id)).toEqual(['sk_spiritwoodanddistric']);
    expect(result.ok && result.problems).toEqual([
      { row: 0, id: 'ns_cobequidcommunityhe', field: 'status', reason: 'unknown value "reopening"', action: 'dropped' },
    ]);
  });

  it('drops a row missing a required field, and reads a missing nullable field as null', () => {
    const { name: _name, ...noName } = closure;
    const { message: _message, ...noMessage } = closure;
    const result = decodeClosuresResponse(closures([noName, noMessage]));
    expect(result.ok && result.value.closures).toEqual([
      { ...noMessage, message: null, updated_at: '2026-10-01T09:31:11Z', expected_reopen: null },
    ]);
    expect(result.ok && result.problems).toEqual([
      { row: 0, id: 'ns_cobequidcommunityhe', field: 'name', reason: 'missing', action: 'dropped' },
    ]);
  });

  it('drops a row that is not an object and a row with an unknown province', () => {
    const result = decodeClosuresResponse(closures(['ns_x', { ...closure, province: 'XX' }]));
    expect(result.ok && result.value.closures).toEqual([]);
    expect(result.ok && result.problems.map((p) => [p.row, p.field, p.action])).toEqual([
      [0, '(row)', 'dropped'],
      [1, 'province', 'dropped'],
    ]);
  });

  it('keeps a row whose feed names no city, with the city empty', () => {
    const result = decodeClosuresResponse(
      closures([
        { ...closure, city: '' },
        { ...closure, id: 'ns_b', city: null },
      ]),
    );
    expect(result.ok && result.value.closures.map((row) => [row.id, row.city])).toEqual([
      ['ns_cobequidcommunityhe', ''],
    ]);
    expect(result.ok && result.problems).toEqual([
      { row: 1, id: 'ns_b', field: 'city', reason: 'not a string', action: 'dropped' },
    ]);
  });

  it('ignores fields it does not know', () => {
    const result = decodeClosuresResponse(closures([{ ...closure, beds: 4 }], { next_page: null }));
    expect(result.ok && result.value.closures[0]).not.toHaveProperty('beds');
    expect(result.ok && result.value).not.toHaveProperty('next_page');
  });

  it.each([
    ['a list instead of an object', [closure], '(answer)'],
    ['null', null, '(answer)'],
    ['closures that are not a list', closures([], { closures: { 0: closure } }), 'closures'],
    ['no closures at all', closures([], { closures: undefined }), 'closures'],
    ['another version', closures([], { version: 'v2' }), 'version'],
    ['an unreadable generated_at', closures([], { generated_at: 'now' }), 'generated_at'],
    ['no attribution', closures([], { attribution: undefined }), 'attribution'],
  ])('returns a typed envelope error, not an exception, for %s', (_label, input, field) => {
    const result = decodeClosuresResponse(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ code: 'bad_envelope', field });
    expect(!result.ok && result.error.message.length).toBeGreaterThan(0);
  });
});

describe('decodeClosuresResponse: the scheduled extension', () => {
  const window = {
    id: 'ns_straitrichmondhosp',
    name: 'Strait Richmond Hospital',
    city: 'Evanston',
    province: 'NS',
    status: 'closed',
    starts_at: '2026-10-01T20:00:00Z',
    ends_at: '2026-10-02T11:00:00Z',
    message: 'Closed from 5 p.m. until 8 a.m. on Wednesday',
  };

  it('reads what is announced for later, normalised like the closures', () => {
    const later = { ...window, id: 1077, province: 'ns', status: 'Disruption', starts_at: '2026-10-02 13:00:00' };
    const result = decodeClosuresResponse(closures([closure], { scheduled: [window, { ...later, ends_at: '' }] }));
    expect(result.ok && result.value.scheduled).toEqual([
      window,
      { ...window, id: '1077', status: 'disruption', starts_at: '2026-10-02T13:00:00Z', ends_at: null },
    ]);
    expect(result.ok && result.problems).toEqual([]);
  });

  it('reads an answer without it (an older upstream) as nothing announced', () => {
    const result = decodeClosuresResponse(closures([closure]));
    expect(result.ok && result.value.scheduled).toEqual([]);
    expect(result.ok && result.value.closures).toHaveLength(1);
  });

  it('drops a window it cannot place and keeps the others and every closure, reporting which list', () => {
    const { starts_at: _start, ...noStart } = window;
    const other = { ...window, id: 'ns_roseway', name: 'Roseway Hospital', city: 'Shelburne' };
    const result = decodeClosuresResponse(
      closures([closure], { scheduled: [noStart, { ...window, status: 'open' }, 'ns_x', other] }),
    );
    expect(result.ok && result.value.scheduled.map((row) => row.id)).toEqual(['ns_roseway']);
    expect(result.ok && result.value.closures.map((row) => row.id)).toEqual(['ns_cobequidcommunityhe']);
    expect(result.ok && result.problems).toEqual([
      {
        row: 0,
        id: 'ns_straitrichmondhosp',
        field: 'starts_at',
        reason: 'missing',
        action: 'dropped',
        list: 'scheduled',
      },
      {
        row: 1,
        id: 'ns_straitrichmondhosp',
        field: 'status',
        reason: 'unknown value "open"',
        action: 'dropped',
        list: 'scheduled',
      },
      { row: 2, id: null, field: '(row)', reason: 'not an object', action: 'dropped', list: 'scheduled' },
    ]);
  });

  it('keeps a window whose end it cannot read, as a reopening not announced', () => {
    const result = decodeClosuresResponse(closures([], { scheduled: [{ ...window, ends_at: 'Wednesday' }] }));
    expect(result.ok && result.value.scheduled).toEqual([{ ...window, ends_at: null }]);
    expect(result.ok && result.problems.map((p) => [p.field, p.action, p.list])).toEqual([
      ['ends_at', 'nulled', 'scheduled'],
    ]);
  });

  it('keeps the closures when scheduled is not a list, and reports it', () => {
    const result = decodeClosuresResponse(closures([closure], { scheduled: { 0: window } }));
    expect(result.ok && result.value.closures).toHaveLength(1);
    expect(result.ok && result.value.scheduled).toEqual([]);
    expect(result.ok && result.problems).toEqual([
      { row: 0, id: null, field: '(list)', reason: 'not a list', action: 'dropped', list: 'scheduled' },
    ]);
  });
});

describe('decodeCoverageResponse', () => {
  const coverage = {
    version: 'v1',
    generated_at: '2026-10-01T09:34:01.062Z',
    attribution: 'Data from ERstat (https://erstat.ca)',
    national: { ers: 24, reporting_live: 20 },
    provinces: [
      { province: 'NB', ers: 20, reporting_live: 18, pct: 90 },
      { province: 'PE', ers: '4', reporting_live: '2', pct: '50' },
    ],
  };

  it('reads counts given as numbers or digit strings', () => {
    const result = decodeCoverageResponse(coverage);
    expect(result.ok && result.value.provinces[1]).toEqual({ province: 'PE', ers: 4, reporting_live: 2, pct: 50 });
    expect(result.ok && result.value.generated_at).toBe('2026-10-01T09:34:01Z');
  });

  it('drops a province row with a negative count', () => {
    const result = decodeCoverageResponse({
      ...coverage,
      provinces: [{ province: 'NB', ers: -1, reporting_live: 0, pct: 0 }],
    });
    expect(result.ok && result.value.provinces).toEqual([]);
    expect(result.ok && result.problems[0]).toMatchObject({ field: 'ers', reason: 'negative', action: 'dropped' });
  });

  it('is an envelope error without national totals', () => {
    const result = decodeCoverageResponse({ ...coverage, national: undefined });
    expect(!result.ok && result.error.field).toBe('national');
  });
});

describe('decodeWaitsResponse', () => {
  const wait = {
    id: 42,
    name: 'Halifax Infirmary',
    city: 'Halifax',
    province: 'NS',
    lat: 44.6464,
    lng: -63.5842,
    status: 'open',
    status_message: '',
    basis: 'typical',
    wait_minutes: 120.4,
    wait_lower: 60,
    wait_upper: 240,
    live_wait_minutes: null,
    predicted_wait_minutes: null,
    predicted_confidence: 'low',
    updated_at: null,
    predicted_at: null,
  };
  const waits = {
    version: 'v1',
    licensed_to: 'Example Media',
    generated_at: '2026-10-01T09:34:01Z',
    attribution: 'x',
    count: 1,
    hospitals: [wait],
  };

  it('reads the typical basis and a row without live_updated_at', () => {
    const result = decodeWaitsResponse(waits);
    expect(result.ok && result.value.hospitals[0]).toEqual({
      ...wait,
      id: '42',
      status_message: null,
      wait_minutes: 120,
      live_updated_at: null,
    });
  });

  it('nulls an unknown confidence and an out-of-range latitude, keeping the row', () => {
    const result = decodeWaitsResponse({
      ...waits,
      hospitals: [{ ...wait, lat: 144.6, predicted_confidence: 'sure' }],
    });
    expect(result.ok && result.value.hospitals[0]).toMatchObject({ lat: null, predicted_confidence: null });
    expect(result.ok && result.problems.map((p) => [p.field, p.action])).toEqual([
      ['lat', 'nulled'],
      ['predicted_confidence', 'nulled'],
    ]);
  });

  const load = {
    observed_at: '2026-10-01 05:45:00',
    patients_present: 43,
    patients_waiting: 12,
    stretchers_functional: 34,
    stretchers_occupied: '32',
    occupancy_pct: 94,
    stretcher_over_24h: 6,
    stretcher_over_48h: -1,
    typical_stay_stretcher_minutes: 1284,
    typical_stay_ambulatory_minutes: null,
    usual_patients_waiting: 7,
    outlook: [
      { hours: 1, patients_waiting: 11, lower: 8, upper: 14, confidence: 'moderate' },
      { hours: 2, patients_waiting: 10, lower: 'x', upper: 14, confidence: 'moderate' },
      { hours: 4, patients_waiting: 9, lower: 5, upper: 13, confidence: 'LOW' },
    ],
  };

  it('passes Québec’s load on with its outlook, nulling a count it cannot read and leaving out an hour it cannot read', () => {
    const result = decodeWaitsResponse({ ...waits, hospitals: [{ ...wait, province: 'QC', load }] });
    expect(result.ok && result.value.hospitals[0]?.load).toEqual({
      ...load,
      observed_at: '2026-10-01T05:45:00Z',
      stretchers_occupied: 32,
      stretcher_over_48h: null,
      outlook: [
        { hours: 1, patients_waiting: 11, lower: 8, upper: 14, confidence: 'moderate' },
        { hours: 4, patients_waiting: 9, lower: 5, upper: 13, confidence: 'low' },
      ],
    });
  });

  it('reads a load without the outlook (an older upstream) as none, and a null outlook as null', () => {
    const { usual_patients_waiting: _, outlook: __, ...older } = load;
    const result = decodeWaitsResponse({
      ...waits,
      hospitals: [
        { ...wait, id: 1, load: older },
        { ...wait, id: 2, load: { ...load, outlook: null, usual_patients_waiting: null } },
        { ...wait, id: 3, load: { patients_waiting: 3 } },
      ],
    });
    const [first, second, third] = result.ok ? result.value.hospitals : [];
    expect(first?.load && 'outlook' in first.load).toBe(false);
    expect(second?.load).toMatchObject({ outlook: null, usual_patients_waiting: null });
    // A load without its time is refused, the row kept.
    expect(third && 'load' in third).toBe(false);
    expect(result.ok && result.problems.map((p) => [p.id, p.field, p.action])).toEqual([['3', 'load', 'nulled']]);
  });

  it('is an envelope error without licensed_to', () => {
    const result = decodeWaitsResponse({ ...waits, licensed_to: undefined });
    expect(!result.ok && result.error.field).toBe('licensed_to');
  });
});

describe('decodeHospitalsResponse', () => {
  const hospitals = (rows: unknown[]) => ({
    version: 'v1',
    generated_at: '2026-10-01 09:34:01',
    attribution: 'Locations: ERstat open data',
    count: rows.length,
    hospitals: rows,
  });

  it('reads locations without licensed_to, a numeric id, coordinates given as text, and a missing position', () => {
    const result = decodeHospitalsResponse(
      hospitals([
        { id: 7, name: 'Halifax Infirmary', city: 'Halifax', province: 'ns', lat: '44.6464', lng: -63.5842 },
        { id: 'ns_x', name: 'Somewhere ER', city: 'Truro', province: 'NS', lat: '', lng: null },
      ]),
    );
    expect(result).toEqual({
      ok: true,
      problems: [],
      value: {
        version: 'v1',
        generated_at: '2026-10-01T09:34:01Z',
        attribution: 'Locations: ERstat open data',
        count: 2,
        hospitals: [
          { id: '7', name: 'Halifax Infirmary', city: 'Halifax', province: 'NS', lat: 44.6464, lng: -63.5842 },
          { id: 'ns_x', name: 'Somewhere ER', city: 'Truro', province: 'NS', lat: null, lng: null },
        ],
      },
    });
  });

  it('drops a row without a name, nulls a longitude out of range, and refuses an answer without its list', () => {
    const result = decodeHospitalsResponse(
      hospitals([
        { id: 'a', city: 'Truro', province: 'NS', lat: 45, lng: -63 },
        { id: 'b', name: 'B', city: 'Truro', province: 'NS', lat: 45, lng: -263 },
      ]),
    );
    expect(result.ok && result.value.hospitals).toEqual([
      { id: 'b', name: 'B', city: 'Truro', province: 'NS', lat: 45, lng: null },
    ]);
    expect(result.ok && result.problems.map((p) => [p.id, p.field, p.action])).toEqual([
      ['a', 'name', 'dropped'],
      ['b', 'lng', 'nulled'],
    ]);
    expect(decodeHospitalsResponse({ ...hospitals([]), hospitals: undefined })).toMatchObject({
      ok: false,
      error: { field: 'hospitals' },
    });
  });
});

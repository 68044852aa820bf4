// The unsure-notice extension as the proxy and the widget read it from an upstream.
import { describe, expect, it } from 'vitest';
import { decodeClosuresResponse, decodeWaitsResponse } from './decode';

const NOTICE = {
  url: 'https://www.nshealth.ca/news/springhill-ed-hours',
  publisher: 'Nova Scotia Health',
  published_at: '2026-11-25 14:02:00Z',
};

const unsureClosure = (extra: Record<string, unknown> = {}) => ({
  id: 'ns_allsaintsspringhill',
  name: 'All Saints Springhill Hospital',
  city: 'Springhill',
  province: 'NS',
  status: 'disruption',
  message: 'The emergency department will close from 4 p.m. Sunday until 8 a.m. Monday.',
  updated_at: '2026-11-25T14:05:00Z',
  expected_reopen: null,
  source: 'notice',
  certainty: 'unsure',
  notice: NOTICE,
  ...extra,
});

const closuresOf = (rows: unknown[]) => ({
  version: 'v1',
  generated_at: '2026-11-25T18:00:00Z',
  attribution: 'Data from the health authorities',
  count: rows.length,
  closures: rows,
});

const waitsOf = (rows: unknown[]) => ({
  version: 'v1',
  licensed_to: 'Example Media',
  generated_at: '2026-11-25T18:00:00Z',
  attribution: 'x',
  count: rows.length,
  hospitals: rows,
});

const unsureWait = (extra: Record<string, unknown> = {}) => ({
  id: 'ns_allsaintsspringhill',
  name: 'All Saints Springhill Hospital',
  city: 'Springhill',
  province: 'NS',
  lat: 45.65,
  lng: -64.06,
  status: 'disruption',
  status_message: 'The emergency department will close from 4 p.m. Sunday until 8 a.m. Monday.',
  basis: 'none',
  wait_minutes: null,
  wait_lower: null,
  wait_upper: null,
  live_wait_minutes: null,
  predicted_wait_minutes: null,
  predicted_confidence: null,
  updated_at: null,
  predicted_at: null,
  certainty: 'unsure',
  notice: NOTICE,
  ...extra,
});

function closureRow(row: unknown) {
  const decoded = decodeClosuresResponse(closuresOf([row]));
  if (!decoded.ok) throw new Error(decoded.error.message);
  return { row: decoded.value.closures[0] as Record<string, unknown> | undefined, problems: decoded.problems };
}

describe('decoding an unsure notice on a closure row', () => {
  it('keeps certainty and the notice’s link, publisher and publication time, normalised', () => {
    const { row, problems } = closureRow(unsureClosure());
    expect(problems).toEqual([]);
    expect(row?.certainty).toBe('unsure');
    expect(row?.notice).toEqual({ ...NOTICE, published_at: '2026-11-25T14:02:00Z' });
    expect(row?.status).toBe('disruption');
  });

  it('drops a javascript: link and keeps the rest of the notice and the row, reporting it', () => {
    const { row, problems } = closureRow(unsureClosure({ notice: { ...NOTICE, url: 'javascript:alert(1)' } }));
    expect(row?.notice).toEqual({ url: null, publisher: 'Nova Scotia Health', published_at: '2026-11-25T14:02:00Z' });
    expect(problems).toEqual([
      {
        row: 0,
        id: 'ns_allsaintsspringhill',
        field: 'notice.url',
        reason: 'not an http(s) URL',
        action: 'nulled',
      },
    ]);
  });

  it('keeps only absolute http(s) links: no data:, no relative path, no over-long link', () => {
    for (const url of ['data:text/html,<b>x</b>', '/news/1', `https://x.example/${'a'.repeat(2100)}`, 42]) {
      expect(closureRow(unsureClosure({ notice: { ...NOTICE, url } })).row?.notice).toMatchObject({ url: null });
    }
    expect(
      closureRow(unsureClosure({ notice: { ...NOTICE, url: 'http://example.ca/avis?id=3' } })).row?.notice,
    ).toMatchObject({ url: 'http://example.ca/avis?id=3' });
  });

  it('nulls a publisher name too long to be one and a time it cannot read', () => {
    const notice = { url: NOTICE.url, publisher: 'x'.repeat(201), published_at: 'last Tuesday' };
    const { row, problems } = closureRow(unsureClosure({ notice }));
    expect(row?.notice).toEqual({ url: NOTICE.url, publisher: null, published_at: null });
    expect(problems.map((problem) => problem.field)).toEqual(['notice.publisher', 'notice.published_at']);
  });

  it('reads a notice that is not an object as none, keeping the row unsure', () => {
    const { row, problems } = closureRow(unsureClosure({ notice: 'Nova Scotia Health' }));
    expect(row?.certainty).toBe('unsure');
    expect(row && 'notice' in row).toBe(false);
    expect(problems).toMatchObject([{ field: 'notice', reason: 'not an object', action: 'nulled' }]);
  });

  it('says nothing of a sure reading (absent means as before), and reports a certainty it does not know', () => {
    const sure = closureRow(unsureClosure({ certainty: 'sure', notice: undefined }));
    expect(sure.row && 'certainty' in sure.row).toBe(false);
    expect(sure.problems).toEqual([]);
    const unknown = closureRow(unsureClosure({ certainty: 'maybe' }));
    expect(unknown.row && 'certainty' in unknown.row).toBe(false);
    expect(unknown.problems).toMatchObject([{ field: 'certainty', action: 'nulled' }]);
  });

  it('adds no field to a row from an upstream without the extension', () => {
    const { row } = closureRow(unsureClosure({ certainty: undefined, notice: undefined }));
    expect(row && ('certainty' in row || 'notice' in row)).toBe(false);
  });
});

describe('decoding an unsure notice on a waits row', () => {
  it('keeps certainty and the notice, dropping a link that is not http(s)', () => {
    const decoded = decodeWaitsResponse(waitsOf([unsureWait({ notice: { ...NOTICE, url: 'JavaScript:void(0)' } })]));
    if (!decoded.ok) throw new Error(decoded.error.message);
    const row = decoded.value.hospitals[0] as unknown as Record<string, unknown>;
    expect(row.certainty).toBe('unsure');
    expect(row.notice).toEqual({ url: null, publisher: 'Nova Scotia Health', published_at: '2026-11-25T14:02:00Z' });
  });
});

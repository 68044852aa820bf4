import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedErrorOf, isoSeconds } from '../../testing/feed-errors';
import type { FeedRecord, FeedStatus, ParsedFeed } from '../adapter';
import { northernHealthFeed } from './northern-health';

const PAGE = readFileSync(new URL('./fixtures/northern-health-ed-status.html', import.meta.url), 'utf8');
/** 2026-11-25 22:00 in Vancouver (PST), a few minutes after the page's "Last updated" line. */
const FETCHED_AT = Date.UTC(2026, 10, 26, 6, 0);
const PAGE_UPDATED = '2026-11-26T05:48:00Z';

const HAZELTON = 'Wrinch Memorial Hospital (Hazelton)';
const MCBRIDE = 'McBride and District Hospital';

function parse(html: string, fetchedAt = FETCHED_AT): ParsedFeed {
  return northernHealthFeed.parse(new TextEncoder().encode(html), fetchedAt);
}

function statusOf(parsed: ParsedFeed, key: string): FeedStatus {
  const record = parsed.records.find((candidate) => candidate.site.key === key);
  if (!record?.status) throw new Error(`no status for ${key}`);
  return record.status;
}

const iso = isoSeconds;

function brief(status: FeedStatus): { status: string; expectedReopen: string | null } {
  return { status: status.status, expectedReopen: iso(status.expectedReopen) };
}

const parseError = (html: string) => feedErrorOf(() => parse(html));

/** A minimal status page around the given table rows (header: facility, community, status, details). */
function page(rows: string, header = '<tr><th>Facility</th><th>Community</th><th>Status</th><th>Details</th></tr>') {
  return `<!DOCTYPE html><html><body><p>Last updated: Nov 25, 2026, 9:00 PM</p><table>${header}${rows}</table></body></html>`;
}

describe('the Northern Health adapter on its emergency-department status page', () => {
  it('reads one record per hospital and health centre, from both tables, and rejects none', () => {
    const parsed = parse(PAGE);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.records.map((record) => record.site.key)).toEqual([
      'Chetwynd Hospital and Health Centre',
      'Fort Nelson General Hospital',
      'Lakes District Hospital and Health Centre (Burns Lake)',
      'Mackenzie and District Hospital and Health Centre',
      MCBRIDE,
      'Nats’oojeh Hospital and Health Centre (Fort St. James)',
      HAZELTON,
      'Houston Health Centre',
      'Stikine Health Centre (Dease Lake)',
      'Tumbler Ridge Health Centre',
      'Valemount Health Centre',
    ]);
  });

  it('names each site as published, in BC, without coordinates or a city the page does not give', () => {
    const record = parse(PAGE).records[2] as FeedRecord;
    expect(record.site).toEqual({
      key: 'Lakes District Hospital and Health Centre (Burns Lake)',
      name: 'Lakes District Hospital and Health Centre (Burns Lake)',
      city: null,
      province: 'BC',
      lat: null,
      lng: null,
    });
    expect(record.wait).toBeUndefined();
  });

  it('reads a temporarily closed ED as closed until its re-opening time, in Pacific time', () => {
    const parsed = parse(PAGE);
    expect(brief(statusOf(parsed, MCBRIDE))).toEqual({ status: 'closed', expectedReopen: '2026-11-26T16:00:00Z' });
    expect(brief(statusOf(parsed, 'Nats’oojeh Hospital and Health Centre (Fort St. James)'))).toEqual({
      status: 'closed',
      expectedReopen: '2026-11-26T15:30:00Z',
    });
  });

  it('reads a re-opening time stated in MST as the Peace region’s UTC−7', () => {
    expect(brief(statusOf(parse(PAGE), 'Tumbler Ridge Health Centre'))).toEqual({
      status: 'closed',
      expectedReopen: '2026-11-28T15:00:00Z',
    });
  });

  it('reads a health centre closed outside its hours as closed until it re-opens', () => {
    expect(brief(statusOf(parse(PAGE), 'Stikine Health Centre (Dease Lake)'))).toEqual({
      status: 'closed',
      expectedReopen: '2026-11-26T16:30:00Z',
    });
  });

  it('reads open and re-opened EDs as open', () => {
    const parsed = parse(PAGE);
    for (const key of ['Fort Nelson General Hospital', 'Houston Health Centre', 'Valemount Health Centre']) {
      expect(statusOf(parsed, key)).toEqual({
        status: 'open',
        message: 'Open',
        updatedAt: Date.parse(PAGE_UPDATED) / 1000,
        expectedReopen: null,
      });
    }
    expect(statusOf(parsed, 'Mackenzie and District Hospital and Health Centre').status).toBe('open');
  });

  it('reads a service interruption as a disruption, with the page’s words as the message', () => {
    expect(statusOf(parse(PAGE), 'Chetwynd Hospital and Health Centre')).toEqual({
      status: 'disruption',
      message:
        'Service interruption — Reduced hours: the emergency department is open 8:00 am to 8:00 pm. ' +
        'Overnight, patients are diverted to Dawson Creek & District Hospital.',
      updatedAt: Date.parse(PAGE_UPDATED) / 1000,
      expectedReopen: null,
    });
  });

  it('strips tags, decodes entities and collapses white space in names and messages', () => {
    const parsed = parse(PAGE);
    const keys = parsed.records.map((record) => record.site.key);
    expect(keys).toContain('Nats’oojeh Hospital and Health Centre (Fort St. James)');
    expect(keys).toContain('Lakes District Hospital and Health Centre (Burns Lake)');
    expect(statusOf(parsed, MCBRIDE).message).toBe('Temporarily Closed — Re-opening: November 26, 2026 at 8:00 am');
  });

  it('shows a scheduled closure that has not started as open, with the schedule in the message', () => {
    expect(statusOf(parse(PAGE), HAZELTON)).toEqual({
      status: 'open',
      message:
        'Closed Nov 27 from 7 pm to Nov 28 at 8 am — In an emergency, call 9-1-1. The nearest open emergency ' +
        'department is at Bulkley Valley District Hospital in Smithers.',
      updatedAt: Date.parse(PAGE_UPDATED) / 1000,
      expectedReopen: null,
    });
  });

  it('shows a scheduled closure under way as closed until its end, and open again after it', () => {
    const justStarted = Date.UTC(2026, 10, 28, 3, 0); // Nov 27, 19:00 PST
    const justEnded = Date.UTC(2026, 10, 28, 16, 0); // Nov 28, 08:00 PST
    expect(brief(statusOf(parse(PAGE, justStarted - 60_000), HAZELTON)).status).toBe('open');
    expect(brief(statusOf(parse(PAGE, justStarted), HAZELTON))).toEqual({
      status: 'closed',
      expectedReopen: '2026-11-28T16:00:00Z',
    });
    expect(brief(statusOf(parse(PAGE, justEnded), HAZELTON)).status).toBe('open');
  });

  it('dates every status with the page’s "Last updated" line, not the footer’s "Page last updated"', () => {
    const times = new Set(parse(PAGE).records.map((record) => iso(record.status?.updatedAt)));
    expect([...times]).toEqual([PAGE_UPDATED]);
  });

  it('dates statuses with the fetch time when the page publishes no update time', () => {
    const html = PAGE.replace(/Last updated:.*<\/p>/, '</p>');
    const times = new Set(parse(html).records.map((record) => record.status?.updatedAt));
    expect([...times]).toEqual([FETCHED_AT / 1000]);
  });

  it('marks the fetch time standing in for a missing update time, and only that, so feed health never counts it', () => {
    const undated = parse(PAGE.replace(/Last updated:.*<\/p>/, '</p>'));
    expect(undated.records.every((record) => record.status?.timeIsFetch === true)).toBe(true);
    expect(parse(PAGE).records.some((record) => record.status?.timeIsFetch)).toBe(false);
  });

  it('places a re-opening date without a year in the next year when it would be half a year past', () => {
    const html = page(
      '<tr><td>McBride and District Hospital</td><td>McBride</td><td>Closed</td><td>Re-opening: Jan 2, 8:00 AM</td></tr>',
    );
    const newYearsEve = Date.UTC(2026, 11, 31, 20, 0);
    expect(iso(statusOf(parse(html, newYearsEve), MCBRIDE).expectedReopen)).toBe('2027-01-02T16:00:00Z');
  });
});

describe('the Northern Health adapter on other table layouts', () => {
  it('finds the table by its header cells whatever their tags, and reads the community column as the city', () => {
    const html = page(
      `<tr class="x"><td  class="name"> <strong>Houston&nbsp;Health   Centre</strong> </td><td>Houston</td>
        <td><span><em>Open</em></span></td><td></td></tr>
       <tr><th scope="row"><a href="/g">Granisle Health Centre</a></th><td>Granisle</td><td>Reduced hours</td></tr>
       <tr><td>Valemount Health Centre</td><td>Valemount</td><td>Diversion</td><td>Until 8 am.</td><td>Extra cell</td></tr>`,
      '<tr><td><b>Facility</b></td><td>Community</td><td>ED status</td><td>Details</td></tr>',
    );
    const parsed = parse(html);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.records.map(({ site, status }) => [site.key, site.city, status?.status, status?.message])).toEqual([
      ['Houston Health Centre', 'Houston', 'open', 'Open'],
      ['Granisle Health Centre', 'Granisle', 'disruption', 'Reduced hours'],
      ['Valemount Health Centre', 'Valemount', 'disruption', 'Diversion — Until 8 am. — Extra cell'],
    ]);
  });

  it('reads a "Re-opening:" status and a closure "until" a time with no date as the next such time', () => {
    const html = page(
      `<tr><td>McBride and District Hospital</td><td>McBride</td><td>Re-opening: November 26, 2026 at 8:00 am</td></tr>
       <tr><td>Houston Health Centre</td><td>Houston</td><td>Temporarily closed until 7 a.m.</td></tr>`,
    );
    const parsed = parse(html);
    expect(brief(statusOf(parsed, MCBRIDE))).toEqual({ status: 'closed', expectedReopen: '2026-11-26T16:00:00Z' });
    expect(brief(statusOf(parsed, 'Houston Health Centre'))).toEqual({
      status: 'closed',
      expectedReopen: '2026-11-26T15:00:00Z',
    });
  });

  it('reads rows and cells whose end tags the page leaves out', () => {
    const html = page(
      `<tr><td>Houston Health Centre<td>Houston<td>Open
       <tr><td>McBride and District Hospital<td>McBride<td>Temporarily closed<td>Re-opening: Nov 26, 8:00 AM
       <tr><td>Granisle Health Centre<td>Granisle<td>Reduced hours`,
    );
    const parsed = parse(html);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.records.map(({ site, status }) => [site.key, status?.status, iso(status?.expectedReopen)])).toEqual([
      ['Houston Health Centre', 'open', null],
      [MCBRIDE, 'closed', '2026-11-26T16:00:00Z'],
      ['Granisle Health Centre', 'disruption', null],
    ]);
  });

  it('finds the header below a caption row, and not further down', () => {
    const caption = '<tr><th colspan="4">Emergency departments in the Northwest</th></tr>';
    const header = '<tr><th>Facility</th><th>Community</th><th>Status</th></tr>';
    const row = '<tr><td>Houston Health Centre</td><td>Houston</td><td>Open</td></tr>';
    expect(parse(page(row, caption + header)).records.map((record) => record.site.key)).toEqual([
      'Houston Health Centre',
    ]);
    const deep = `${caption}<tr><td>Notes</td></tr><tr><td>More notes</td></tr>${header}`;
    expect(parseError(page(row, deep)).code).toBe('unexpected_shape');
  });

  it('calls a closure scheduled without a day a disruption, since it may or may not be under way', () => {
    const html = page('<tr><td>Houston Health Centre</td><td>Houston</td><td>Closed from 7 pm to 8 am</td></tr>');
    expect(brief(statusOf(parse(html), 'Houston Health Centre'))).toEqual({
      status: 'disruption',
      expectedReopen: null,
    });
  });
});

describe('the Northern Health adapter on bad input', () => {
  it('refuses a page without the status table', () => {
    const html = PAGE.replace(/<section class="ed-status"[\s\S]*<\/section>/, '');
    const error = parseError(html);
    expect(error.code).toBe('unexpected_shape');
  });

  it('refuses a status table with no rows', () => {
    expect(parseError(page('')).code).toBe('unexpected_shape');
  });

  it('refuses an empty body', () => {
    expect(() => northernHealthFeed.parse(new Uint8Array(), FETCHED_AT)).toThrow(
      expect.objectContaining({ code: 'empty_body' }),
    );
  });

  it('rejects a row whose status cannot be read, with its row number, and keeps the others', () => {
    const html = PAGE.replace('<span class="badge badge--success">Open</span>', '<span>See notice</span>');
    const parsed = parse(html);
    expect(parsed.records).toHaveLength(10);
    expect(parsed.records.map((record) => record.site.key)).not.toContain('Fort Nelson General Hospital');
    expect(parsed.rejected).toEqual([
      {
        row: 2,
        code: 'malformed_row',
        message: 'Fort Nelson General Hospital: the status "See notice" is not one the page uses.',
      },
    ]);
  });

  it('rejects a row without a status cell, numbering rows through both tables', () => {
    const html = PAGE.replace(
      /(<td><a href="[^"]*valemount[^"]*">Valemount Health Centre<\/a><\/td>)\s*<td>.*?<\/td>/,
      '$1',
    );
    const parsed = parse(html);
    expect(parsed.records).toHaveLength(10);
    expect(parsed.rejected).toEqual([
      { row: 11, code: 'malformed_row', message: 'Valemount Health Centre: the row has no status.' },
    ]);
  });

  it('keeps the rows before the cut of a page cut off inside the table, and rejects the cut row', () => {
    const cut = PAGE.indexOf('Temporarily Clo');
    const parsed = parse(PAGE.slice(0, cut));
    expect(parsed.records.map((record) => record.site.key)).toEqual([
      'Chetwynd Hospital and Health Centre',
      'Fort Nelson General Hospital',
      'Lakes District Hospital and Health Centre (Burns Lake)',
      'Mackenzie and District Hospital and Health Centre',
    ]);
    expect(parsed.rejected).toEqual([
      { row: 5, code: 'malformed_row', message: 'The page ends inside this row (cut short?).' },
    ]);
  });

  it('keeps every row of a page cut off just after a row ends', () => {
    const cut = PAGE.indexOf('</tr>', PAGE.indexOf('Fort Nelson General Hospital')) + '</tr>'.length;
    const parsed = parse(PAGE.slice(0, cut));
    expect(parsed.records.map((record) => record.site.key)).toEqual([
      'Chetwynd Hospital and Health Centre',
      'Fort Nelson General Hospital',
    ]);
    expect(parsed.rejected).toEqual([]);
  });

  it('survives a page cut off inside a tag', () => {
    const parsed = parse(PAGE.slice(0, PAGE.indexOf('<td><a href="/find-a-facility/hospitals/fort-nelson') + 12));
    expect(parsed.records.map((record) => record.site.key)).toEqual(['Chetwynd Hospital and Health Centre']);
    expect(parsed.rejected.map((rejection) => rejection.row)).toEqual([2]);
  });
});

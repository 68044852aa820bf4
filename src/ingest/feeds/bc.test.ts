import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedErrorOf, jsonBytes } from '../../testing/feed-errors';
import { bcFeed, cityOfAddress, parseBcWaitTimes } from './bc';

const fixture = readFileSync(new URL('./fixtures/bc-edwaittimes.json', import.meta.url));
const fetchedAt = Date.UTC(2026, 4, 26, 6, 0, 0, 750);
const fetchedS = 1_779_775_200;
// waitTime.createdAt of the fixture's two reports, 2026-05-26T05:54:33.657Z and 05:45:03.673Z.
const vchReportS = 1_779_774_873;
const fraserReportS = 1_779_774_303;

const parsed = parseBcWaitTimes(fixture, fetchedAt);
const byName = (name: string) => parsed.records.find((record) => record.site.name === name);

function location(id: string, waitTime: unknown, extra: Record<string, unknown> = {}) {
  return { id, name: `Hospital ${id}`, type: 'ed', address: '1 Main St, Hope, BC V0X 1L0', waitTime, ...extra };
}

const reading = (minutes: unknown, createdAt: unknown = '2026-05-26T05:54:33.657Z') => ({
  waitTimeMinutes: minutes,
  elosMinutes: 300,
  status: 'normal',
  createdAt,
});

describe('the edwaittimes.ca feed adapter', () => {
  it('is the bc feed for British Columbia, polled every five minutes', () => {
    expect(bcFeed).toMatchObject({ id: 'bc', provinces: ['BC'], intervalS: 300 });
    expect(bcFeed.url).toBe('https://www.edwaittimes.ca/api/wait-times');
    expect(bcFeed.parse).toBe(parseBcWaitTimes);
  });
});

describe('reading the edwaittimes.ca fixture', () => {
  it('gives one record per ER, with urgent and primary care centres skipped and counted', () => {
    expect(parsed.records).toHaveLength(11);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.skipped).toBe(2);
    expect(byName('REACH Urgent and Primary Care Centre')).toBeUndefined();
  });

  it("reads a site's id, name, city, coordinates and wait at its report's own UTC time", () => {
    expect(byName('Vancouver General Hospital')).toEqual({
      site: {
        key: 'clx001bcfixturevgh',
        name: 'Vancouver General Hospital',
        city: 'Vancouver',
        province: 'BC',
        lat: 49.2624,
        lng: -123.1245,
      },
      wait: { minutes: 412, observedAt: vchReportS },
      status: { status: 'open', message: null, updatedAt: vchReportS, expectedReopen: null },
    });
    expect(byName('Burnaby Hospital')?.wait).toEqual({ minutes: 210, observedAt: fraserReportS });
  });

  it('reads the city of addresses written with and without a comma before BC', () => {
    expect(byName('Royal Columbian Hospital')?.site.city).toBe('New Westminster');
    expect(byName("BC Children's Hospital")?.site.city).toBe('Vancouver');
    expect(byName('Delta Hospital')?.site.city).toBe('Delta');
    expect(cityOfAddress('221 West Esplanade, Suite 200, 2nd Floor, North Vancouver, BC V7M 3J3')).toBe(
      'North Vancouver',
    );
    expect(cityOfAddress('13750 96th Avenue')).toBeNull();
  });

  it('gives the closed site (waitTime null) a closed status in its own words and no wait', () => {
    const ubc = byName('UBC Hospital');
    expect(ubc?.wait).toBeUndefined();
    expect(ubc?.status).toEqual({
      status: 'closed',
      message: 'Closed from 8pm to 8am. Please go to Vancouver General Hospital.',
      updatedAt: fetchedS,
      expectedReopen: null,
      timeIsFetch: true,
    });
  });

  it('gives a site without a reading no wait and an unknown status with the alert it shows', () => {
    const lionsGate = byName('Lions Gate Hospital');
    expect(lionsGate?.wait).toBeUndefined();
    expect(lionsGate?.status).toMatchObject({
      status: 'unknown',
      message: 'Wait times not available due to information system issues',
    });
  });

  it('never takes the expected length of stay for a wait', () => {
    const minutes = parsed.records.map((record) => record.wait?.minutes);
    expect(minutes).not.toContain(731);
    expect(byName("St. Paul's Hospital")?.wait?.minutes).toBe(160);
  });
});

describe('reading edwaittimes.ca values', () => {
  it('passes a negative wait through as a negative number for validation to judge', () => {
    const feed = parseBcWaitTimes(jsonBytes([location('a', reading(-5))]), fetchedAt);
    expect(feed.records[0]?.wait).toEqual({ minutes: -5, observedAt: vchReportS });
  });

  it('reads an empty waitTime, or one the site does not show, as no reading', () => {
    const feed = parseBcWaitTimes(
      jsonBytes([
        location('a', {}),
        location('b', reading(30), { showWaitTimes: false, alertShow: false, alertTitle: 'x' }),
      ]),
      fetchedAt,
    );
    expect(feed.records.map((record) => [record.wait, record.status?.status, record.status?.message])).toEqual([
      [undefined, 'unknown', null],
      [undefined, 'unknown', null],
    ]);
  });

  it('keys a location without an id by its name', () => {
    const feed = parseBcWaitTimes(jsonBytes([location('', reading(10))]), fetchedAt);
    expect(feed.records[0]?.site.key).toBe('Hospital');
  });
});

describe('refusing edwaittimes.ca payloads and rows', () => {
  it('refuses a payload that is not a list of locations as unexpected_shape', () => {
    expect(feedErrorOf(() => parseBcWaitTimes(jsonBytes({ locations: [] }), fetchedAt)).code).toBe('unexpected_shape');
    expect(feedErrorOf(() => parseBcWaitTimes(jsonBytes([]), fetchedAt)).code).toBe('unexpected_shape');
  });

  it('refuses an HTML page served in place of the JSON', () => {
    const page = new TextEncoder().encode('<html><head><title>502 Bad Gateway</title></head></html>');
    expect(feedErrorOf(() => parseBcWaitTimes(page, fetchedAt)).code).toBe('html_error_page');
  });

  it('rejects unreadable locations by their row and keeps the others', () => {
    const payload = [
      location('a', reading(45)),
      'not a location',
      location('c', reading('45 min')),
      location('d', reading(45, '2026-05-26 05:54:33')),
      location('e', 'open'),
      { id: 'f', waitTime: reading(1) },
    ];
    const feed = parseBcWaitTimes(jsonBytes(payload), fetchedAt);
    expect(feed.records.map((record) => record.site.key)).toEqual(['a']);
    expect(feed.rejected.map((rejection) => [rejection.row, rejection.code])).toEqual([
      [2, 'malformed_row'],
      [3, 'malformed_row'],
      [4, 'bad_time'],
      [5, 'malformed_row'],
      [6, 'malformed_row'],
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feedErrorOf, jsonBytes } from '../../testing/feed-errors';
import { abFeed, mapPoint, parseAbWaitTimes, waitMinutes } from './ab';

const fixture = readFileSync(new URL('./fixtures/ab-waittimes.json', import.meta.url));
// 2026-05-26 06:00:00.750 UTC: AHS publishes no time, so every reading is observed at the fetch.
const fetchedAt = Date.UTC(2026, 4, 26, 6, 0, 0, 750);
const fetchedS = 1_779_775_200;

const parsed = parseAbWaitTimes(fixture, fetchedAt);
const byName = (name: string) => parsed.records.find((record) => record.site.name === name);

function item(name: string, waitTime: string, extra: Record<string, unknown> = {}) {
  return { Name: name, Category: 'Emergency', WaitTime: waitTime, TimesUnavailable: 'False', ...extra };
}

describe('the AHS feed adapter', () => {
  it('is the ab feed for Alberta, polled every five minutes, crediting Alberta Health Services', () => {
    expect(abFeed).toMatchObject({ id: 'ab', provinces: ['AB'], intervalS: 300 });
    expect(abFeed.url).toBe('https://www.albertahealthservices.ca/Webapps/WaitTimes/api/waittimes/en');
    expect(abFeed.attribution.name).toBe('Alberta Health Services');
    expect(abFeed.parse).toBe(parseAbWaitTimes);
  });
});

describe('reading the AHS fixture', () => {
  it('gives one record per ER site across the zones, with urgent care centres skipped and counted', () => {
    expect(parsed.records).toHaveLength(12);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.skipped).toBe(2);
    expect(byName('Sheldon M. Chumir Health Centre')).toBeUndefined();
  });

  it('reads "3 hr 19 min", "45 min" and "1 hr" as minutes, observed at the fetch', () => {
    expect(byName('Foothills Medical Centre')?.wait).toEqual({ minutes: 199, observedAt: fetchedS, timeIsFetch: true });
    expect(byName('Peter Lougheed Centre')?.wait?.minutes).toBe(45);
    expect(byName('University of Alberta Hospital')?.wait?.minutes).toBe(60);
  });

  it("reads a site's id, name, coordinates from its maps link, and its note as an open status", () => {
    expect(byName('Foothills Medical Centre')).toMatchObject({
      site: { key: '1000012', city: null, province: 'AB', lat: 51.0654, lng: -114.1335 },
      status: { status: 'open', message: 'Open 24 hours', updatedAt: fetchedS, expectedReopen: null },
    });
  });

  it('decodes HTML entities in names and turns a note into plain words', () => {
    expect(byName("Alberta Children's Hospital")?.site.key).toBe('1000011');
    expect(byName("Stollery Children's Hospital")?.wait?.minutes).toBe(72);
    expect(byName('Chinook Regional Hospital')?.status?.message).toBe('Emergency & trauma care Open 24 hours');
  });

  it('unpacks a [;] split item into one record per site, each with its own name, wait, point and note', () => {
    const children = byName("South Health Campus Children's Emergency");
    const adults = byName('South Health Campus');
    expect(children).toMatchObject({
      site: { key: "South Health Campus Children's Emergency", lat: 50.8826, lng: -113.9575 },
      wait: { minutes: 52 },
      status: { message: 'Children under 18' },
    });
    expect(adults).toMatchObject({
      site: { key: 'South Health Campus', lat: 50.8829, lng: -113.9568 },
      wait: { minutes: 242 },
      status: { message: 'Open 24 hours' },
    });
  });

  it('gives a site whose wait times are unavailable no wait and an unknown status in AHS words', () => {
    const westView = byName('WestView Health Centre');
    expect(westView?.wait).toBeUndefined();
    expect(westView?.site.key).toBe('WestView Health Centre');
    expect(westView?.status).toEqual({
      status: 'unknown',
      message: 'Wait times unavailable',
      updatedAt: fetchedS,
      expectedReopen: null,
      timeIsFetch: true,
    });
  });
});

describe('reading AHS values', () => {
  it('passes a negative wait through as a negative number for validation to judge', () => {
    const feed = parseAbWaitTimes(jsonBytes({ Calgary: { Emergency: [item('Test Hospital', '-5 min')] } }), fetchedAt);
    expect(feed.records[0]?.wait?.minutes).toBe(-5);
    expect(waitMinutes('-1 hr 10 min')).toBe(-70);
  });

  it('reads coordinates from the query, q and @ forms of a maps link', () => {
    expect(mapPoint('https://maps.google.com/maps?q=51.07,-114.14')).toEqual({ lat: 51.07, lng: -114.14 });
    expect(mapPoint('https://www.google.com/maps/@51.07,-114.14,15z')).toEqual({ lat: 51.07, lng: -114.14 });
    expect(mapPoint('https://www.google.com/maps/search/?api=1&query=53.5%2C-113.5')).toEqual({
      lat: 53.5,
      lng: -113.5,
    });
    expect(mapPoint('https://www.google.com/maps')).toEqual({ lat: null, lng: null });
  });

  it('decodes &amp; in a name', () => {
    const feed = parseAbWaitTimes(
      jsonBytes({ Edmonton: { Emergency: [item('Hospital &amp; Care Centre ', '1 hr')] } }),
      0,
    );
    expect(feed.records[0]?.site.name).toBe('Hospital & Care Centre');
  });
});

describe('refusing AHS payloads and rows', () => {
  it('refuses a payload that is not an object of zones with lists as unexpected_shape', () => {
    expect(feedErrorOf(() => parseAbWaitTimes(jsonBytes([item('A', '1 hr')]), fetchedAt)).code).toBe(
      'unexpected_shape',
    );
    expect(feedErrorOf(() => parseAbWaitTimes(jsonBytes({}), fetchedAt)).code).toBe('unexpected_shape');
    expect(feedErrorOf(() => parseAbWaitTimes(jsonBytes({ Calgary: 'closed' }), fetchedAt)).code).toBe(
      'unexpected_shape',
    );
    expect(feedErrorOf(() => parseAbWaitTimes(jsonBytes({ Calgary: { Emergency: {} } }), fetchedAt)).code).toBe(
      'unexpected_shape',
    );
  });

  it('refuses an HTML page served in place of the JSON', () => {
    const page = new TextEncoder().encode('<!DOCTYPE html><html><body>Service unavailable</body></html>');
    expect(feedErrorOf(() => parseAbWaitTimes(page, fetchedAt)).code).toBe('html_error_page');
  });

  it('rejects unreadable items by their row and keeps the others', () => {
    const payload = {
      Calgary: {
        Emergency: [item('Good Hospital', '2 hr 1 min'), item('Odd Hospital', 'soon')],
        Urgent: [item('UCC', '1 hr')],
      },
      Edmonton: { Emergency: ['not an item', item('Split Hospital[;]Split Annex', '1 hr[;]2 hr[;]3 hr')] },
    };
    const feed = parseAbWaitTimes(jsonBytes(payload), fetchedAt);
    expect(feed.records.map((record) => [record.site.name, record.wait?.minutes])).toEqual([['Good Hospital', 121]]);
    expect(feed.rejected.map((rejection) => [rejection.row, rejection.code])).toEqual([
      [2, 'malformed_row'],
      [4, 'malformed_row'],
      [5, 'malformed_row'],
    ]);
    expect(feed.rejected[0]?.message).toContain('"soon"');
  });
});

// What a notice feed makes of the interpreter's readings. The interpreter is replaced here by
// readings written out per notice, so that each kind's record is tested on its own, whatever
// the interpreter's quality (its own tests are in src/notices).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeInput, NoticeReading } from '../notices';
import type { FeedRecord } from './adapter';
import { MAX_NOTICE_CHARS, noticeFeed } from './notice-feed';
import type { NoticePage, PageNotice } from './notice-page';

const readings = new Map<string, Partial<NoticeReading>>();
const inputs: NoticeInput[] = [];

vi.mock('../notices', () => ({
  interpretNotice: (input: NoticeInput): NoticeReading => {
    inputs.push(input);
    return {
      facility: null,
      isEr: true,
      kind: 'closed',
      windows: [],
      recurring: null,
      zone: 'America/Halifax',
      lang: 'en',
      unreadable: false,
      notUnderstood: [],
      message: input.text,
      certainty: 'sure',
      doubts: [],
      ...readings.get(input.text),
    };
  },
}));

beforeEach(() => {
  readings.clear();
  inputs.length = 0;
});

/** A page of our own: its bytes are the notices as JSON. */
const page: NoticePage = {
  id: 'test-notices',
  title: 'Test notices',
  provinces: ['NS'],
  province: 'NS',
  url: 'https://health.example/notices',
  intervalS: 600,
  licence: { name: 'Terms not confirmed', url: null },
  attribution: { name: 'Test Health', url: 'https://health.example' },
  termsNote: 'Terms not confirmed; public notices quoted with attribution.',
  readPage: (bytes) => JSON.parse(new TextDecoder().decode(bytes)) as PageNotice[],
};
const feed = noticeFeed(page);

const FETCHED_AT = Date.UTC(2025, 1, 14, 18, 0);
const S = (iso: string) => Date.parse(iso) / 1000;

function notice(text: string, extra: Partial<PageNotice> = {}): PageNotice {
  return { key: null, title: null, text, publishedAt: null, url: null, place: null, ...extra };
}

function parse(notices: PageNotice[]) {
  return feed.parse(new TextEncoder().encode(JSON.stringify(notices)), FETCHED_AT);
}

const facility = (name: string, city: string | null = null) => ({ facility: { name, city } });
const window = (start: string | null, end: string | null) => ({
  start: start === null ? null : S(start),
  end: end === null ? null : S(end),
  startLocal: null,
  endLocal: null,
});

describe('a notice feed (the shared path of every publisher of notices)', () => {
  it('is polled like any feed, as a closures page: an ER it no longer lists has its windows withdrawn', () => {
    expect(feed).toMatchObject({ id: 'test-notices', provinces: ['NS'], intervalS: 600, absentMeansOpen: true });
    expect(feed).not.toHaveProperty('readPage');
  });

  it('interprets each notice with its title, language, the publisher’s province and the fetch time when the page gives no date', () => {
    parse([
      notice('a', { title: 'Emergency Department', lang: 'en' }),
      notice('b', { publishedAt: Date.UTC(2025, 1, 13), province: 'NB' }),
    ]);
    expect(inputs).toEqual([
      { text: 'a', title: 'Emergency Department', province: 'NS', publishedAt: FETCHED_AT, lang: 'en' },
      { text: 'b', title: null, province: 'NB', publishedAt: Date.UTC(2025, 1, 13), lang: undefined },
    ]);
  });

  it('makes a closed notice a record of closed windows with its words, the site as named (no coordinates)', () => {
    readings.set('Strait Richmond closed', {
      ...facility('Strait Richmond Hospital', 'Evanston'),
      kind: 'closed',
      windows: [window('2025-02-14T20:00:00Z', '2025-02-17T14:00:00Z')],
    });
    const { records, rejected, skipped } = parse([notice('Strait Richmond closed', { place: 'Evanston' })]);
    expect(rejected).toEqual([]);
    expect(skipped).toBe(0);
    expect(records).toEqual([
      {
        site: {
          key: 'straitrichmondhospital',
          name: 'Strait Richmond Hospital',
          city: 'Evanston',
          province: 'NS',
          lat: null,
          lng: null,
        },
        schedule: {
          message: 'Strait Richmond closed',
          publishedAt: FETCHED_AT / 1000,
          windows: [{ start: S('2025-02-14T20:00:00Z'), end: S('2025-02-17T14:00:00Z'), status: 'closed' }],
          timeIsFetch: true,
        },
      },
    ]);
  });

  it('takes the community the page names when the words name none', () => {
    readings.set('closed today', facility('Roseway Hospital'));
    expect(parse([notice('closed today', { place: 'Shelburne' })]).records[0]?.site.city).toBe('Shelburne');
  });

  it('reads a closed notice without times as closed now, no reopening announced', () => {
    readings.set('closed', facility('All Saints Springhill Hospital'));
    expect(parse([notice('closed')]).records[0]?.schedule?.windows).toEqual([
      { start: null, end: null, status: 'closed' },
    ]);
  });

  it('makes reduced hours closed windows, or one open-ended disruption when only a recurring description is known', () => {
    readings.set('hours with windows', {
      ...facility('Soldiers Memorial Hospital'),
      kind: 'reduced_hours',
      windows: [window('2025-02-14T17:30:00Z', '2025-02-17T11:30:00Z')],
    });
    readings.set('hours without', {
      ...facility('Musquodoboit Valley Memorial Hospital'),
      kind: 'reduced_hours',
      recurring: 'open 7:30 a.m. to 1:30 p.m. Mondays to Fridays',
    });
    const { records } = parse([notice('hours with windows'), notice('hours without')]);
    expect(records.map((record) => record.schedule?.windows)).toEqual([
      [{ start: S('2025-02-14T17:30:00Z'), end: S('2025-02-17T11:30:00Z'), status: 'closed' }],
      [{ start: null, end: null, status: 'disruption' }],
    ]);
  });

  it('makes a disruption its disruption windows', () => {
    readings.set('no physician', {
      ...facility('Two Hills Health Centre'),
      kind: 'disruption',
      windows: [window('2025-02-14T15:00:00Z', '2025-02-15T03:00:00Z')],
    });
    expect(parse([notice('no physician')]).records[0]?.schedule?.windows).toEqual([
      { start: S('2025-02-14T15:00:00Z'), end: S('2025-02-15T03:00:00Z'), status: 'disruption' },
    ]);
  });

  it('keeps an unreadable notice as a disruption with its own words, and says so in feed health', () => {
    readings.set('closed on the next full moon', { ...facility('Glace Bay Hospital'), unreadable: true });
    const { records, rejected } = parse([notice('closed on the next full moon')]);
    expect(records[0]?.schedule).toEqual({
      message: 'closed on the next full moon',
      publishedAt: FETCHED_AT / 1000,
      windows: [{ start: null, end: null, status: 'disruption' }],
      timeIsFetch: true,
    });
    expect(rejected).toEqual([
      { row: 1, code: 'notice_unreadable', message: expect.stringContaining('Glace Bay Hospital') },
    ]);
  });

  it('makes an open notice an open status and no windows (withdrawing earlier ones)', () => {
    readings.set('reopened', { ...facility('Digby General Hospital'), kind: 'open' });
    const [record] = parse([notice('reopened', { publishedAt: Date.UTC(2025, 1, 14, 12) })]).records;
    expect(record?.schedule?.windows).toEqual([]);
    expect(record?.status).toEqual({
      status: 'open',
      message: 'reopened',
      updatedAt: Date.UTC(2025, 1, 14, 12) / 1000,
      expectedReopen: null,
    });
  });

  it('leaves out, as skipped, notices about no ER, of another kind, or naming no facility', () => {
    readings.set('blood clinic', { ...facility('Halifax Infirmary blood collection clinic'), isEr: false });
    readings.set('program', { ...facility('Driver Evaluation Program'), kind: 'other' });
    readings.set('nothing named', { facility: null });
    const parsed = parse([notice('blood clinic'), notice('program'), notice('nothing named')]);
    expect(parsed).toEqual({ records: [], rejected: [], skipped: 3 });
  });

  it('joins the notices about one facility: windows in time order, the newest notice’s words', () => {
    const older = Date.UTC(2025, 1, 10);
    const newer = Date.UTC(2025, 1, 13);
    readings.set('second window', {
      ...facility('Strait Richmond Hospital'),
      windows: [window('2025-02-19T11:00:00Z', '2025-02-20T14:00:00Z')],
    });
    readings.set('first window', {
      ...facility('STRAIT RICHMOND HOSPITAL'),
      windows: [window('2025-02-14T20:00:00Z', '2025-02-17T14:00:00Z')],
    });
    const { records } = parse([
      notice('second window', { publishedAt: newer }),
      notice('first window', { publishedAt: older }),
    ]);
    expect(records).toHaveLength(1);
    expect(records[0]?.schedule).toEqual({
      message: 'second window',
      publishedAt: newer / 1000,
      windows: [
        { start: S('2025-02-14T20:00:00Z'), end: S('2025-02-17T14:00:00Z'), status: 'closed' },
        { start: S('2025-02-19T11:00:00Z'), end: S('2025-02-20T14:00:00Z'), status: 'closed' },
      ],
    });
  });

  it('lets a newer open notice withdraw the windows of older notices about the same ER', () => {
    readings.set('closed all week', {
      ...facility('Roseway Hospital'),
      windows: [window('2025-02-14T19:00:00Z', '2025-02-19T12:00:00Z')],
    });
    readings.set('reopened early', { ...facility('Roseway Hospital'), kind: 'open' });
    const [record] = parse([
      notice('reopened early', { publishedAt: Date.UTC(2025, 1, 14, 16) }),
      notice('closed all week', { publishedAt: Date.UTC(2025, 1, 13) }),
    ]).records as FeedRecord[];
    expect(record?.schedule?.windows).toEqual([]);
    expect(record?.status?.status).toBe('open');
  });

  it('refuses a notice of 1 MB with a reason, and reads the others', () => {
    readings.set('closed', facility('Glace Bay Hospital'));
    const huge = 'x'.repeat(1024 * 1024);
    const { records, rejected } = parse([notice(huge), notice('closed')]);
    expect(records.map((record) => record.site.name)).toEqual(['Glace Bay Hospital']);
    expect(rejected).toEqual([
      {
        row: 1,
        code: 'notice_too_large',
        message: `Notice 1 is 1,048,576 characters long (more than ${MAX_NOTICE_CHARS.toLocaleString('en')}): not read.`,
      },
    ]);
    expect(inputs.map((input) => input.text)).toEqual(['closed']);
  });
});

// Ranges and days with hours in English: each with the corpus sentence that motivated it (quoted) and
// sentences of the same family the corpus does not hold (other facilities, dates, phrasings).
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('range: a start and an end moment', () => {
  it('reads "closed from 5 p.m. on Tuesday, July 16 until 8 a.m. on Wednesday" (issue 18), the end weekday after the start', () => {
    const reading = read(
      'The emergency department at Strait Richmond Hospital in Evanston will be closed from 5 p.m. on Tuesday, July 16 until 8 a.m. on Wednesday.',
      'NS',
      '2024-07-15T10:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['2024-07-16T17:00 → 2024-07-17T08:00']);
  });

  it('reads invented ranges with the time after or before the date, "to" or "until", and 24-hour "1900 hours"', () => {
    expect(
      shown(
        read(
          'Harbourview Hospital emergency department will be closed from 6 p.m. on Friday, March 7 until 7:30 a.m. on Saturday.',
          'NS',
          '2025-03-06T10:00',
        ),
      ),
    ).toEqual(['2025-03-07T18:00 → 2025-03-08T07:30']);
    expect(
      shown(
        read(
          'The Consort Hospital and Care Centre emergency department will be temporarily closed from 5 p.m. on Nov. 14 to 8 a.m. Nov. 17.',
          'AB',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-14T17:00 → 2025-11-17T08:00']);
    expect(
      shown(
        read(
          'The Walkerton Emergency Department will be closed Thursday, November 6th at 1900 hours and will reopen on Friday, November 7th at 0700 hours.',
          'ON',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-06T19:00 → 2025-11-07T07:00']);
  });

  it('reads "12 a.m. Monday to 8 a.m. Friday" (NS-31) as weekdays from publication, "12 a.m." being midnight', () => {
    const text =
      'A news release from Nova Scotia Health says the closure is in effect from 12 a.m. Monday to 8 a.m. Friday.';
    expect(shown(read(text, 'NS', '2024-07-29T09:00'))).toEqual(['2024-07-29T00:00 → 2024-08-02T08:00']);
    expect(shown(read(text, 'NS', '2025-11-05T09:00'))).toEqual(['2025-11-10T00:00 → 2025-11-14T08:00']);
  });

  it('reads "today", "tonight", "this evening" and "tomorrow" from publication ("from 12:00 pm today until 8:00 am tomorrow", BC-14)', () => {
    expect(
      shown(
        read(
          'The ED at Lakes District Hospital will be closed from 12:00 pm today until 8:00 am tomorrow.',
          'BC',
          '2025-01-29T11:54',
        ),
      ),
    ).toEqual(['2025-01-29T12:00 → 2025-01-30T08:00']);
    expect(
      shown(
        read(
          'From 10 p.m. tonight to 8 a.m. on Sunday, March 26, emergency services will be unavailable.',
          'BC',
          '2023-03-25T12:00',
        ),
      ),
    ).toEqual(['2023-03-25T22:00 → 2023-03-26T08:00']);
    expect(
      shown(
        read(
          'Emergency services at Bonne Bay Health Centre will be closed this evening starting at 7:30 p.m. to Tuesday morning at 8:00 a.m.',
          'NL',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-03T19:30 → 2025-11-04T08:00']);
  });

  it('takes the explicit date over "today" in "from 5 p.m. today, Thursday, Aug. 27 to 7 a.m. on Friday, Aug. 28, 2026" (BC-16, a stale message)', () => {
    expect(
      shown(read('from 5 p.m. today, Thursday, Aug. 27 to 7 a.m. on Friday, Aug. 28, 2026', 'BC', '2026-09-01T08:54')),
    ).toEqual(['2026-08-27T17:00 → 2026-08-28T07:00']);
  });

  it('reads a list of ranges after a colon ("Monday, September 27: 10:00 p.m. – Tuesday, September 28: 6:00 a.m.", SK-2)', () => {
    const text =
      'Emergency services will not be available at the Biggar Hospital during the following times: - Friday, November 7: 5:00 p.m. – Saturday, November 8: 8:00 a.m. - Saturday, November 8: 5:00 p.m. – Sunday, November 9: 8:00 a.m.';
    expect(shown(read(text, 'SK', '2025-11-03T09:00'))).toEqual([
      '2025-11-07T17:00 → 2025-11-08T08:00',
      '2025-11-08T17:00 → 2025-11-09T08:00',
    ]);
  });

  it('reads ordinals, "noon" and "midnight" ("between the hours of 11:00 a.m. on January 16th and 7:00 a.m. January 17th", AB-2)', () => {
    expect(
      shown(
        read(
          'The closure is scheduled between the hours of 11:00 a.m. on January 16th and 7:00 a.m. January 17th.',
          'AB',
          '2024-01-16T09:00',
        ),
      ),
    ).toEqual(['2024-01-16T11:00 → 2024-01-17T07:00']);
    expect(
      shown(
        read(
          'The ER at Clinton Public Hospital will be closed from noon on Saturday, Nov. 8th until midnight.',
          'ON',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-08T12:00 → 2025-11-09T00:00']);
  });

  it('reads days of one month written as a range ("July 4-6", "July 4 to 6") as whole days, the last included', () => {
    for (const days of ['July 4-6', 'July 4 to 6'])
      expect(
        shown(
          read(`The emergency department at Queens General Hospital will be closed ${days}.`, 'NS', '2025-07-01T10:00'),
        ),
      ).toEqual(['2025-07-04T00:00 → 2025-07-07T00:00']);
  });

  it('resolves "Jan. 9, 2023" after "Dec. 22" across the new year, and a missing year to the nearest date', () => {
    expect(
      shown(
        read(
          'The ED at Port Hardy Hospital will be closed from 8 p.m. Dec. 30 until 8 a.m. Jan. 2.',
          'BC',
          '2025-12-20T10:00',
        ),
      ),
    ).toEqual(['2025-12-30T20:00 → 2026-01-02T08:00']);
  });
});

describe('daysWithHours and closedDays', () => {
  it('gives each listed day without times a whole day ("closed Tuesday July 16, Wednesday July 17 and Thursday July 18", NS-5)', () => {
    expect(
      shown(
        read(
          'Roseway Hospital emergency department is closed Tuesday July 16, Wednesday July 17 and Thursday July 18.',
          'NS',
          '2024-07-15T09:00',
        ),
      ),
    ).toEqual([
      '2024-07-16T00:00 → 2024-07-17T00:00',
      '2024-07-17T00:00 → 2024-07-18T00:00',
      '2024-07-18T00:00 → 2024-07-19T00:00',
    ]);
  });

  it('ends listed days at an explicit reopening ("closed Christmas Eve, Christmas Day and Boxing Day … re-open at 8 a.m. on Dec. 27", NB-8)', () => {
    expect(
      shown(
        read(
          'The Sussex Health Centre emergency department will be closed Christmas Day and Boxing Day. It will reopen at 8 a.m. on Dec. 27.',
          'NB',
          '2025-12-20T09:00',
        ),
      ),
    ).toEqual(['2025-12-25T00:00 → 2025-12-27T08:00']);
  });

  it('reads the same hours on each day, overnight when the end is earlier ("Friday, Saturday and Sunday between 5:30 p.m. and 7:30 a.m. each day", NB-7)', () => {
    expect(
      shown(
        read(
          "The Sussex Health Centre's ER will be closed Friday, Saturday and Sunday between 5:30 p.m. and 7:30 a.m. each day.",
          'NB',
          '2022-07-07T12:00',
        ),
      ),
    ).toEqual([
      '2022-07-08T17:30 → 2022-07-09T07:30',
      '2022-07-09T17:30 → 2022-07-10T07:30',
      '2022-07-10T17:30 → 2022-07-11T07:30',
    ]);
  });

  it('reads "June 3 from 8 a.m. to 8 p.m. and June 4 from 8 a.m. until 8 p.m." (NS-22) and "Saturday, Nov. 8 from 7 a.m. to 3 p.m."', () => {
    expect(
      shown(
        read(
          'The emergency department at Eastern Shore Memorial Hospital will be closed Dec. 30 from 8 a.m. to 8 p.m. and Jan. 2 from 8 a.m. until 8 p.m.',
          'NS',
          '2025-12-20T09:00',
        ),
      ),
    ).toEqual(['2025-12-30T08:00 → 2025-12-30T20:00', '2026-01-02T08:00 → 2026-01-02T20:00']);
    expect(
      shown(
        read(
          'The ER at Seaforth Community Hospital will be closed on Saturday, Nov. 8 from 7 a.m. to 3 p.m.',
          'ON',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-08T07:00 → 2025-11-08T15:00']);
  });

  it('reads "September 2 (8 am - 8 pm)" and "July 14 (8 pm) - July 15 (8 am)" (AB-11, AB-12)', () => {
    const reading = read(
      'The Emergency Department will be covered by VEP: November 8 (8 am - 8 pm), November 9 (8 pm) - November 10 (8 am).',
      'AB',
      '2025-11-03T09:00',
    );
    expect(reading.kind).toBe('disruption');
    expect(shown(reading)).toEqual(['2025-11-08T08:00 → 2025-11-08T20:00', '2025-11-09T20:00 → 2025-11-10T08:00']);
  });
});

// Closings and reopenings across sentences, and schedules over periods, in English: each rule
// with the corpus sentence that motivated it (quoted) and invented sentences of its family.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('closesThenReopens, until, startsOnly', () => {
  it('pairs a closing with the next reopening ("closed on June 3 at 7 a.m. It will reopen on June 4 at 8 a.m.", NS-23; "Closed: …; Reopens: …", NS-27)', () => {
    expect(
      shown(
        read(
          'Strait Richmond Hospital (Evanston) Closed: Friday, Nov. 7 at 4 p.m.; Reopens: Monday, Nov. 10 at 8 a.m.',
          'NS',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-07T16:00 → 2025-11-10T08:00']);
    expect(
      shown(
        read(
          'The ER at Listowel Memorial Hospital will close at 7 p.m. tonight and reopen at 7 a.m. tomorrow.',
          'ON',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-03T19:00 → 2025-11-04T07:00']);
  });

  it('starts a closed day at 00:00 and ends it at the reopening ("closed on Tuesday, July 16. It reopens at 7 a.m. on Wednesday, July 17", NS-6)', () => {
    expect(
      shown(
        read(
          'The emergency department at Glace Bay Hospital will be closed on Monday, Nov. 10. It reopens at 7 a.m. on Tuesday, Nov. 11.',
          'NS',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['2025-11-10T00:00 → 2025-11-11T07:00']);
  });

  it('reads "closed until 12 p.m. (noon)" as already in effect (NS-3) and "It will reopen at 8 a.m." as the next 8 a.m. (PE-10)', () => {
    expect(
      shown(
        read(
          'The emergency department at Aberdeen Hospital will be closed until 12 p.m. (noon) on Tuesday, March 11.',
          'NS',
          '2025-03-06T10:00',
        ),
      ),
    ).toEqual(['… → 2025-03-11T12:00']);
    expect(
      shown(
        read(
          "Prince County Hospital's emergency department is closed. It will reopen at 8 a.m.",
          'PE',
          '2025-11-03T09:00',
        ),
      ),
    ).toEqual(['… → 2025-11-04T08:00']);
    expect(
      shown(
        read(
          "Prince County Hospital's emergency department is closed. It will reopen at 8 a.m.",
          'PE',
          '2025-11-03T06:00',
        ),
      ),
    ).toEqual(['… → 2025-11-03T08:00']);
  });

  it('reads "until further notice" and "suspended as of June 30" (MB-3) with no end', () => {
    expect(
      shown(
        read('The emergency department at Lillooet Hospital is closed until further notice.', 'BC', '2025-11-03T09:00'),
      ),
    ).toEqual(['… → …']);
    expect(
      shown(read('Boissevain: ER services temporarily suspended as of November 10.', 'MB', '2025-11-03T09:00')),
    ).toEqual(['2025-11-10T00:00 → …']);
  });

  it('keeps a later update that extends a closure ("UPDATE: … unavailable until 8 a.m. on Sunday, Dec. 28", BC-9)', () => {
    const text =
      'UPDATE: Emergency services will be unavailable until 8 a.m. on Monday, Nov. 10. Emergency services at Mackenzie Hospital will be unavailable from 7:00 a.m. on Sunday, Nov. 9 to 8:00 p.m. on Sunday, Nov. 9.';
    expect(shown(read(text, 'BC', '2025-11-09T09:00'))).toEqual(['2025-11-09T07:00 → 2025-11-10T08:00']);
  });
});

describe('nightlyPeriod and recurring schedules', () => {
  it('expands "from 7 p.m. to 8 a.m. between Aug. 2 and Aug. 16" (BC-6) into one window a night, the last ending on Aug. 16', () => {
    const reading = read(
      'The Cormorant Island Community Health Centre ED will be temporarily closed from 7 p.m. to 8 a.m. between Nov. 3 and Nov. 6.',
      'BC',
      '2025-11-01T09:00',
    );
    expect(shown(reading)).toEqual([
      '2025-11-03T19:00 → 2025-11-04T08:00',
      '2025-11-04T19:00 → 2025-11-05T08:00',
      '2025-11-05T19:00 → 2025-11-06T08:00',
    ]);
  });

  it('expands "nightly beginning Wednesday, November 5 until the morning of Monday, November 10" (BC-5 family)', () => {
    const text =
      'Emergency services at Nicola Valley Hospital in Merritt will be unavailable from 7 p.m. to 7 a.m. nightly beginning Wednesday, November 5 until the morning of Monday, November 10.';
    const reading = read(text, 'BC', '2025-11-03T09:00');
    expect(reading.windows).toHaveLength(5);
    expect(shown(reading).at(-1)).toBe('2025-11-09T19:00 → 2025-11-10T07:00');
  });

  it('turns open hours over a closure period into the closed nights ("closed from March 28 to April 2 … operate from 8 am to 8 pm every day", PE-7)', () => {
    const text =
      "The Collaborative Emergency Centre (CEC) at Western Hospital will be temporarily closed from Nov. 10 to Nov. 12. The Alberton facility's emergency department will continue to operate from 8 am to 8 pm every day.";
    const reading = read(text, 'PE', '2025-11-03T09:00');
    expect(reading.kind).toBe('reduced_hours');
    expect(shown(reading)).toEqual(['2025-11-10T20:00 → 2025-11-11T08:00', '2025-11-11T20:00 → 2025-11-12T08:00']);
  });

  it('gives unbounded or weekly schedules in words and no windows ("OPEN 7:30 a.m. to 1:30 p.m. Mondays to Fridays in February", NS-13)', () => {
    const open = read(
      'Digby General Hospital emergency department is OPEN 8 a.m. to 4 p.m. Tuesdays to Thursdays in November.',
      'NS',
      '2025-11-03T09:00',
    );
    expect(open.kind).toBe('reduced_hours');
    expect(open.windows).toEqual([]);
    expect(open.recurring).toContain('Tuesdays to Thursdays');
    const weekly = read(
      'Emergency department closed Saturdays and Sundays, starting November 8.',
      'AB',
      '2025-11-03T09:00',
    );
    expect(weekly.kind).toBe('closed');
    expect(weekly.windows).toEqual([]);
    expect(weekly.recurring).toContain('Saturdays and Sundays');
  });

  it('ends a closing at a reopening stated with the hours kept afterwards ("Doors will reopen at 8 a.m. on Monday … reduced hours of operation", ON-13)', () => {
    const text =
      'The ER at Clinton Public Hospital will close on Sunday, Nov. 9. Doors will reopen at 8 a.m. on Monday, Nov. 10 with hours of operation of 8 a.m. to 6 p.m.';
    expect(shown(read(text, 'ON', '2025-11-03T09:00'))).toEqual(['2025-11-09T00:00 → 2025-11-10T08:00']);
  });
});

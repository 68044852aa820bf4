// A list of dated windows, each with its own end, after "at the following times …:"; a list of
// whole days separated by semicolons stays one list. Invented sentences (second held-out set).
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a list of windows separated by semicolons', () => {
  it('"at the following times due to …: Friday, May 9 from 8 p.m. to 8 a.m. Saturday, May 10; …"', () => {
    const reading = read(
      'The emergency department at Arrow Lakes Hospital will be closed at the following times due to staffing: Friday, May 9 from 8 p.m. to 8 a.m. Saturday, May 10; Tuesday, May 13 from 8 p.m. to 8 a.m. Wednesday, May 14; Thursday, May 15 from 6 p.m. to 7 a.m. Friday, May 16.',
      'BC',
      '2025-05-07T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual([
      'closed',
      '2025-05-09T20:00 → 2025-05-10T08:00',
      '2025-05-13T20:00 → 2025-05-14T08:00',
      '2025-05-15T18:00 → 2025-05-16T07:00',
    ]);
  });

  it('whole days separated by semicolons stay one list', () => {
    const reading = read(
      'The emergency department at Glace Bay Hospital will be closed on the following dates: Friday, May 9; Sunday, May 11; Tuesday, May 13.',
      'NS',
      '2025-05-07T09:00',
    );
    expect(shown(reading)).toEqual([
      '2025-05-09T00:00 → 2025-05-10T00:00',
      '2025-05-11T00:00 → 2025-05-12T00:00',
      '2025-05-13T00:00 → 2025-05-14T00:00',
    ]);
  });
});

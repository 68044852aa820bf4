// Never a wrong time presented as certain: a misspelt month is read whole, and an open notice
// never yields a closed window. Held-out sentences with invented ones of the same family.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a month misspelt by one letter is read as the month, never half', () => {
  it('"Febuary 5 at 7 p.m. to Thursday, Febuary 6 at 7 a.m." (held-out HO-30)', () => {
    const reading = read(
      'Shaunavon Hospital - Emergency services temporarily unavailable from Wednesday, Febuary 5 at 7 p.m. to Thursday, Febuary 6 at 7 a.m.',
      'SK',
      '2025-02-04T09:00',
    );
    expect(shown(reading)).toEqual(['2025-02-05T19:00 → 2025-02-06T07:00']);
    expect(reading.unreadable).toBe(false);
  });

  it('"Septmber 12", "Novmber 3" and the French "le 3 juilet"', () => {
    expect(
      shown(
        read(
          'Digby General Hospital emergency department will be closed from 8 p.m. Septmber 12 until 8 a.m. Septmber 13.',
          'NS',
          '2024-09-10T09:00',
        ),
      ),
    ).toEqual(['2024-09-12T20:00 → 2024-09-13T08:00']);
    expect(
      shown(read('Two Hills Health Centre ER closed Novmber 3 from 5 p.m. to 11 p.m.', 'AB', '2024-11-01T09:00')),
    ).toEqual(['2024-11-03T17:00 → 2024-11-03T23:00']);
    expect(
      shown(
        read(
          "L'urgence de l'Hôpital de Lamèque sera fermée de 16 h le 3 juilet à 8 h le 4 juilet.",
          'NB',
          '2025-07-01T09:00',
        ),
      ),
    ).toEqual(['2025-07-03T16:00 → 2025-07-04T08:00']);
  });

  it('leaves words that are not months alone ("Route 7", "Level 2")', () => {
    expect(
      shown(
        read(
          'Digby General Hospital emergency department, Level 2, will be closed July 4 from 5 p.m. to 8 a.m.',
          'NS',
          '2024-07-01T09:00',
        ),
      ),
    ).toEqual(['2024-07-04T17:00 → 2024-07-05T08:00']);
  });
});

describe('an open notice never yields a closed window', () => {
  it('"has reopened and is operating regular hours as of 8 a.m. today" (held-out HO-9)', () => {
    for (const text of [
      'The emergency department at Queens General Hospital in Liverpool has reopened and is operating regular hours as of 8 a.m. today.',
      'The emergency department at Queens General Hospital has reopened as of 8 a.m. today.',
      'Aberdeen Hospital emergency department reopened at 7 a.m. Monday, Jan. 6 and is operating regular hours.',
    ]) {
      const reading = read(text, 'NS', '2025-01-06T09:10');
      expect(reading.kind, text).toBe('open');
      expect(reading.windows, text).toEqual([]);
      expect(reading.unreadable, text).toBe(false);
    }
  });
});

// A period said before a daily closing and reopening: "Friday, May 17 through Sunday, May 19,
// closing at 6 p.m. each evening and reopening at 7 a.m.", « Du lundi 13 janvier au vendredi
// 17 janvier, … fermera chaque soir à 16 h et rouvrira à 8 h »: one window a night, the last the
// night of the period's last day. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const nights = (first: number, count: number, month: string, from: string, to: string) =>
  Array.from({ length: count }, (_, k) => {
    const day = (d: number) => String(d).padStart(2, '0');
    return `2025-${month}-${day(first + k)}T${from} → 2025-${month}-${day(first + k + 1)}T${to}`;
  });

describe('a period, then the hours it closes each night', () => {
  it('makes a night of each evening of the period (EN, FR)', () => {
    const cases: [string, 'NS' | 'NB', string[]][] = [
      [
        'Due to limited physician availability, the emergency department at Maple Bay Hospital will operate on reduced hours Friday, Jan. 17 through Sunday, Jan. 19, closing at 6 p.m. each evening and reopening at 7 a.m. the next morning.',
        'NS',
        nights(17, 3, '01', '18:00', '07:00'),
      ],
      [
        "Du lundi 13 janvier au vendredi 17 janvier, l'urgence de l'Hôpital de Baie-des-Érables fermera chaque soir à 16 h et rouvrira à 8 h le lendemain.",
        'NB',
        nights(13, 5, '01', '16:00', '08:00'),
      ],
    ];
    for (const [text, province, windows] of cases) {
      const reading = read(text, province, '2025-01-10T09:00');
      expect(shown(reading), text).toEqual(windows);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('a last end said apart stands', () => {
    const reading = read(
      'From Monday, Jan. 13 through Friday, Jan. 17 the emergency department at Maple Bay Hospital will operate on reduced hours, closing each evening at 4 p.m. and reopening at 8 a.m. the following day. The final closure ends at 8 a.m. Saturday, Jan. 18.',
      'NS',
      '2025-01-10T09:00',
    );
    expect(shown(reading)).toEqual(nights(13, 5, '01', '16:00', '08:00'));
  });

  it('weekdays without dates make no dated nights (a weekly schedule, left unsure)', () => {
    const reading = read(
      'Monday to Friday, the emergency department at Maple Bay Hospital will close each evening at 8 p.m. and reopen at 8 a.m. the next morning.',
      'NS',
      '2025-01-10T09:00',
    );
    expect(shown(reading).filter((w) => w.includes('2025-'))).toEqual([]);
    expect(reading.certainty).toBe('unsure');
  });
});

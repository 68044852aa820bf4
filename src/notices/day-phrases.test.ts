// Days named in phrases the day lists did not join (issue 26, "day and time in separate
// phrases"): "July 15 and again on July 17 from …", "Monday evening next week from 4 to 10 p.m.".
// Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('"and again on" continues a list of days that share their hours', () => {
  it('each day of the list gets the hours after it, sure (EN, FR)', () => {
    for (const [text, province] of [
      [
        'The emergency department at Sussex Health Centre will close on July 15 and again on July 17 from 6 p.m. until 8 a.m.',
        'NB',
      ],
      ["L'urgence de l'Hôpital de Lamèque sera fermée le 15 juillet et de nouveau le 17 juillet, de 18 h à 8 h.", 'NB'],
    ] as const) {
      const reading = read(text, province, '2022-07-14T10:00');
      expect(shown(reading), text).toEqual([
        '2022-07-15T18:00 → 2022-07-16T08:00',
        '2022-07-17T18:00 → 2022-07-18T08:00',
      ]);
      expect(reading.certainty, text).toBe('sure');
    }
  });
});

describe('a weekday "next week" is that weekday in the week after publication', () => {
  it('"Monday evening next week from 4 to 10 p.m.", « lundi soir de la semaine prochaine, de 16 h à 22 h » (EN, FR)', () => {
    for (const [text, province] of [
      [
        'The emergency department at Kings County Memorial Hospital will be closed all day Friday as well as on Monday evening next week from 4 to 10 p.m.',
        'PE',
      ],
      [
        "L'urgence de l'Hôpital de Lamèque sera fermée toute la journée vendredi ainsi que lundi soir de la semaine prochaine, de 16 h à 22 h.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2018-01-11T10:00');
      expect(shown(reading), text).toEqual([
        '2018-01-12T00:00 → 2018-01-13T00:00',
        '2018-01-15T16:00 → 2018-01-15T22:00',
      ]);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('"Thursday next week", published on a Thursday, is a week later, not that day', () => {
    const reading = read(
      'The emergency department at Digby General Hospital will be closed Thursday next week from 8 a.m. to 4 p.m.',
      'NS',
      '2018-01-11T10:00',
    );
    expect(shown(reading)).toEqual(['2018-01-18T08:00 → 2018-01-18T16:00']);
  });
});

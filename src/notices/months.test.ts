// A month named whole is that month's closure (issue 26 readable half: "Closed for the month of
// August"): from its first day to the next month's, in effect with no start when it has begun.
// Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a closure for a whole month', () => {
  it('a month to come: from its 1st to the next 1st, sure (EN, FR)', () => {
    for (const [text, province] of [
      ['The emergency department at Digby General Hospital will be closed for the month of September.', 'NS'],
      ["L'urgence de l'Hôpital de Lamèque sera fermée pour tout le mois de septembre.", 'NB'],
    ] as const) {
      const reading = read(text, province, '2019-08-22T10:00');
      expect(shown(reading), text).toEqual(['2019-09-01T00:00 → 2019-10-01T00:00']);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('a month begun when published: in effect, no start stated, until the next 1st (EN, FR)', () => {
    for (const [text, province] of [
      ['Glace Bay Hospital emergency department: closed throughout August.', 'NS'],
      ["L'urgence de l'Hôpital de Lamèque est fermée durant le mois d'août.", 'NB'],
    ] as const) {
      const reading = read(text, province, '2019-08-22T10:00');
      expect(shown(reading), text).toEqual(['… → 2019-09-01T00:00']);
    }
  });

  it('a month followed by its days is a date range, not the whole month', () => {
    const reading = read(
      'The emergency department at Digby General Hospital will be closed during August 3 to 5.',
      'NS',
      '2019-07-22T10:00',
    );
    expect(shown(reading)).toEqual(['2019-08-03T00:00 → 2019-08-06T00:00']);
  });
});

// Days or hours a notice keeps open inside a closure it states are cut out of that closure
// (issue 26: "du 24 décembre … jusqu'au 29 décembre … ouvert toute la journée du 25 décembre").
// Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('open days and hours inside a closure', () => {
  it('a day open all day inside a closure splits it in two, unsure (EN, FR)', () => {
    for (const [text, province] of [
      [
        'The emergency department at Digby General Hospital will be closed from December 24 at 8 a.m. until December 29 at 8 p.m. It will be open all day on December 26.',
        'NS',
      ],
      [
        "L'urgence de l'Hôpital de Lamèque sera fermée du 24 décembre à 8 h jusqu'au 29 décembre à 20 h. Elle sera ouverte toute la journée du 26 décembre.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-12-20T10:00');
      expect(shown(reading), text).toEqual([
        '2025-12-24T08:00 → 2025-12-26T00:00',
        '2025-12-27T00:00 → 2025-12-29T20:00',
      ]);
      expect(reading.certainty, text).toBe('unsure');
    }
  });

  it('hours open on one day inside a closure are cut out of it', () => {
    const reading = read(
      'The emergency department at Digby General Hospital will be closed from December 24 at 8 a.m. until December 29 at 8 p.m. It will be open on December 27 from 8 a.m. to 4 p.m.',
      'NS',
      '2025-12-20T10:00',
    );
    expect(shown(reading)).toEqual(['2025-12-24T08:00 → 2025-12-27T08:00', '2025-12-27T16:00 → 2025-12-29T20:00']);
  });

  it("an opening at a closure's edge, or said before the closure (of another ER), cuts nothing (EN, FR)", () => {
    const edge = read(
      'The emergency department at Digby General Hospital will be closed from December 24 at 8 a.m. until December 26 at 8 a.m. It will be open on December 26.',
      'NS',
      '2025-12-20T10:00',
    );
    expect(shown(edge)).toEqual(['2025-12-24T08:00 → 2025-12-26T08:00']);
    const before = read(
      "L'urgence de l'Hôpital de Sainte-Anne restera ouverte le 26 décembre, mais l'urgence de l'Hôpital de Lamèque sera fermée du 24 décembre à 8 h jusqu'au 29 décembre à 20 h.",
      'NB',
      '2025-12-20T10:00',
    );
    expect(shown(before)).toEqual(['2025-12-24T08:00 → 2025-12-29T20:00']);
  });
});

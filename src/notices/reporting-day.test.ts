// The day a health authority said something ("…, the health authority said Wednesday", « a
// indiqué mercredi ») dates its statement, not a closure, even right after a closing word.
// Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('the day of the reporting closes nothing', () => {
  it('"closed June 30, the health authority said Wednesday": June 30 only, sure (EN, FR)', () => {
    for (const [text, province] of [
      [
        'The emergency department at Digby General Hospital will be closed June 30, the health authority said Wednesday.',
        'NS',
      ],
      [
        "L'urgence de l'Hôpital de Lamèque sera fermée le 30 juin, a indiqué mercredi le Réseau de santé Vitalité.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-06-04T10:00');
      expect(shown(reading), text).toEqual(['2025-06-30T00:00 → 2025-07-01T00:00']);
      expect(reading.certainty, text).toBe('sure');
    }
  });
});

// Dates written year-month-day, as status pages print them ("from 2026-01-09 at 1700 until
// 2026-01-12 at 0800", « du 2026-01-09 à 17 h au 2026-01-12 à 8 h »). Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a date written 2026-01-09', () => {
  it('is a day, with the time said after it (EN, FR)', () => {
    for (const [text, province] of [
      [
        'Service Disruption – Maple Bay Hospital: Emergency services will be unavailable from 2026-01-09 at 1700 until 2026-01-12 at 0800.',
        'SK',
      ],
      ["L'urgence de l'Hôpital de Baie-des-Érables sera fermée du 2026-01-09 à 17 h au 2026-01-12 à 8 h.", 'NB'],
    ] as const) {
      const reading = read(text, province, '2026-01-07T09:00');
      expect(shown(reading), text).toEqual(['2026-01-09T17:00 → 2026-01-12T08:00']);
    }
  });

  it('is no time range, nor a phone number', () => {
    const reading = read(
      'The emergency department at Maple Bay Hospital will be closed on 2026-01-09. For information call 306-555-0199.',
      'SK',
      '2026-01-07T09:00',
    );
    expect(shown(reading)).toEqual(['2026-01-09T00:00 → 2026-01-10T00:00']);
  });
});

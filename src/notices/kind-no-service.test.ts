// "No obstetrics", "no emergency services", « aucun service d'urgence »: a service said to be
// absent over a period is closed for it (found on the readable half of notices-2, AHS's service
// disruption lines), while "no physician on site" keeps the ER open but degraded. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('no service: closed', () => {
  it('"No emergency services June 14 (8 a.m.) - June 14 (8 p.m.)" (EN, AHS lines)', () => {
    const reading = read(
      'Hanna Health Centre. No emergency services June 14 (8 a.m.) - June 14 (8 p.m.).',
      'AB',
      '2025-06-11T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['closed', '2025-06-14T08:00 → 2025-06-14T20:00']);
  });

  it('"there will be no emergency department service available" (EN)', () => {
    expect(
      read(
        'There will be no emergency department service available at Port McNeill Hospital from 8 p.m. Friday, June 13 to 8 a.m. Saturday, June 14.',
        'BC',
        '2025-06-11T09:00',
      ).kind,
    ).toBe('closed');
  });

  it('« aucun service d’urgence » (FR)', () => {
    expect(
      read(
        "Aucun service d'urgence à l'Hôpital de Lamèque du vendredi 13 juin à 20 h au samedi 14 juin à 8 h.",
        'NB',
        '2025-06-11T09:00',
      ).kind,
    ).toBe('closed');
  });

  it('no physician on site stays a disruption; services "not affected" close nothing', () => {
    expect(
      read(
        'Hanna Health Centre. No physician on site June 14 (8 a.m.) - June 14 (8 p.m.). Nursing staff remain on site.',
        'AB',
        '2025-06-11T09:00',
      ).kind,
    ).toBe('disruption');
    expect(
      read(
        'The emergency department at Hanna Health Centre will use a virtual physician from 8 a.m. to 8 p.m. on June 14. No services will be affected otherwise.',
        'AB',
        '2025-06-11T09:00',
      ).kind,
    ).toBe('disruption');
  });
});

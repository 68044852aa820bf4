// Kinds found by the second held-out set: nights closed on named dates with the ER open by day
// are reduced hours; Saskatchewan's "services will be disrupted" is a closure; a weekly closure
// of another service with its unchanged hours beside it stays a closure. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('closed overnight on named dates, open by day', () => {
  it('"closed overnight from 7 p.m. to 7 a.m. on May 9, 10 and 11 … open during the day" (EN)', () => {
    const reading = read(
      'The emergency department at St. Joseph’s General Hospital in Vegreville will be closed overnight from 7 p.m. to 7 a.m. on May 9, 10 and 11. The emergency department will be open during the day.',
      'AB',
      '2025-05-07T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual([
      'reduced_hours',
      '2025-05-09T19:00 → 2025-05-10T07:00',
      '2025-05-10T19:00 → 2025-05-11T07:00',
      '2025-05-11T19:00 → 2025-05-12T07:00',
    ]);
  });

  it('"fermée la nuit, de 20 h à 8 h, les 9 et 10 mai … ouverte le jour" (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Maria sera fermée la nuit de 20 h à 8 h les 9 et 10 mai. L'urgence demeure ouverte le jour.",
      'QC',
      '2025-05-07T09:00',
    );
    expect([reading.kind, shown(reading).length]).toEqual(['reduced_hours', 2]);
  });

  it('a night closure without open daytime words stays closed', () => {
    const reading = read(
      'The emergency department at Whitecourt Healthcare Centre will be closed overnight from 7 p.m. to 7 a.m. on May 9.',
      'AB',
      '2025-05-07T09:00',
    );
    expect(reading.kind).toBe('closed');
  });
});

describe('"emergency services will be disrupted" (Saskatchewan)', () => {
  it('is a closure with its window', () => {
    const reading = read(
      'Emergency services at Unity Hospital will be disrupted from 1800 hours on May 9 until 0700 hours on May 12, 2025, due to physician unavailability.',
      'SK',
      '2025-05-07T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['closed', '2025-05-09T18:00 → 2025-05-12T07:00']);
  });
});

describe('a weekly closure of another service', () => {
  it('stays closed when its unchanged hours are stated beside it', () => {
    const reading = read(
      'Outpatient laboratory collection at Olds Hospital will be closed on Sundays until further notice. Weekday hours (8 a.m. to 3 p.m.) are unchanged.',
      'AB',
      '2025-05-07T09:00',
    );
    expect([reading.isEr, reading.kind, reading.windows]).toEqual([false, 'closed', []]);
    expect(reading.recurring).not.toBeNull();
  });
});

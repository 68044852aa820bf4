// Kinds found on the readable half of notices-2: a service "interrupted", "suspended" (the noun)
// or said to "cease" is closed; a "diversion" of an ER the same notice calls closed is a closure
// (Interior Health's wording), while a diversion with the ER open stays a disruption. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const kind = (text: string, province: 'NB' | 'MB' | 'BC' | 'QC', published = '2025-06-11T09:00') =>
  read(text, province, published).kind;

describe('an interruption, a suspension, services that cease: closed', () => {
  it('"temporary interruption of emergency services", "the suspension of emergency services" (EN)', () => {
    const reading = read(
      'Temporary interruption of emergency services at Sussex Health Centre from Friday, June 13 at 8 p.m. until Saturday, June 14 at 8 a.m.',
      'NB',
      '2025-06-11T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['closed', '2025-06-13T20:00 → 2025-06-14T08:00']);
    expect(
      kind(
        'The suspension of emergency services at Pine Falls Health Complex begins Friday, June 13 at 8 a.m. and lasts until Monday, June 16 at 8 a.m.',
        'MB',
      ),
    ).toBe('closed');
    expect(
      kind("Portage District General Hospital's emergency department will cease operations on June 30.", 'MB'),
    ).toBe('closed');
  });

  it('« interruption temporaire des services d’urgence » (FR)', () => {
    const reading = read(
      "Interruption temporaire des services d'urgence à l'Hôpital de Lamèque du vendredi 13 juin à 20 h au samedi 14 juin à 8 h.",
      'NB',
      '2025-06-11T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['closed', '2025-06-13T20:00 → 2025-06-14T08:00']);
  });
});

describe('a diversion', () => {
  it('is a closure when the notice says the ER is closed meanwhile (EN, FR)', () => {
    expect(
      kind(
        'The emergency department at Princeton General Hospital will go on diversion from 6 p.m. Friday, June 13 to 8 a.m. Saturday, June 14. If you need care while the emergency department is closed, go to Penticton Regional Hospital.',
        'BC',
      ),
    ).toBe('closed');
    expect(
      kind(
        "L'urgence de l'Hôpital de Maniwaki sera en diversion du vendredi 13 juin à 18 h au samedi 14 juin à 8 h. Pendant que l'urgence est fermée, composez le 911.",
        'QC',
      ),
    ).toBe('closed');
  });

  it('stays a disruption when the ER stays open or has no physician on site', () => {
    expect(
      kind(
        'The emergency department at Princeton General Hospital will go on diversion from 6 p.m. Friday, June 13 to 8 a.m. Saturday, June 14. The emergency department remains open to walk-in patients.',
        'BC',
      ),
    ).toBe('disruption');
    expect(
      kind(
        'The emergency department at Princeton General Hospital will be on diversion from 6 p.m. Friday, June 13 to 8 a.m. Saturday, June 14: no physician will be on site. Anyone arriving while the emergency department is closed to ambulances will be seen by a nurse.',
        'BC',
      ),
    ).toBe('disruption');
  });
});

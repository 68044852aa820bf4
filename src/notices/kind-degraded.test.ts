// An ER open but degraded (a virtual physician, a physician by telephone, nurses only, ambulances
// sent elsewhere) is a disruption of an ER; an ER closed *because* no physician is available is
// closed (issue 26, invented set 4). Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('an ER open without a physician on site: a disruption of an ER', () => {
  it('"will operate as a virtual care ED … physician available virtually" (EN)', () => {
    const reading = read(
      'The emergency department at Cedar Point Hospital will operate as a virtual care ED from 7 p.m. Saturday, May 10 to 7 a.m. Sunday, May 11. A nurse will see patients on site, with a physician available virtually. The ED remains open.',
      'NS',
      '2025-05-08T10:00',
    );
    expect([reading.kind, reading.isEr, shown(reading)]).toEqual([
      'disruption',
      true,
      ['2025-05-10T19:00 → 2025-05-11T07:00'],
    ]);
  });

  it('"will not have a physician on site … a physician will be available by telephone" (EN)', () => {
    const reading = read(
      "St. Brendan's Health Centre will not have a physician on site from 6 p.m. Friday, May 9 until 8 a.m. Monday, May 12. The emergency department will stay open, staffed by nurses, and a physician will be available by phone.",
      'NL',
      '2025-05-08T10:00',
    );
    expect([reading.kind, reading.isEr, shown(reading)]).toEqual([
      'disruption',
      true,
      ['2025-05-09T18:00 → 2025-05-12T08:00'],
    ]);
  });

  it('« aucun médecin sur place … un médecin sera disponible par téléphone » (FR)', () => {
    const reading = read(
      "Il n'y aura aucun médecin sur place à l'urgence de l'Hôpital de Baie-Claire du vendredi 9 mai à 18 h au lundi 12 mai à 8 h. L'urgence demeure ouverte et un médecin sera disponible par téléphone.",
      'NB',
      '2025-05-08T10:00',
    );
    expect([reading.kind, reading.isEr, shown(reading)]).toEqual([
      'disruption',
      true,
      ['2025-05-09T18:00 → 2025-05-12T08:00'],
    ]);
  });

  it('an ambulance diversion with the ER open to walk-in patients is an ER disruption (EN)', () => {
    const reading = read(
      'An ambulance diversion will be in effect at Riverside Regional Hospital from 8 p.m. Tuesday until 8 a.m. Wednesday. The emergency department will remain open to walk-in patients; ambulances will be redirected to Lakeview Hospital.',
      'NB',
      '2025-05-05T10:00',
    );
    expect([reading.kind, reading.isEr, shown(reading)]).toEqual([
      'disruption',
      true,
      ['2025-05-06T20:00 → 2025-05-07T08:00'],
    ]);
  });
});

describe('an ER closed because no physician is available: closed', () => {
  it('"will be closed Sunday, May 11 … because no physician is available" (EN)', () => {
    const reading = read(
      'The emergency department at Cedar Point Hospital will be closed Sunday, May 11 from 7 a.m. until 7 a.m. Monday, May 12 because no physician is available.',
      'NS',
      '2025-05-08T10:00',
    );
    expect([reading.kind, shown(reading), reading.certainty]).toEqual([
      'closed',
      ['2025-05-11T07:00 → 2025-05-12T07:00'],
      'sure',
    ]);
  });

  it('« sera fermée … en raison de l’absence de médecin » (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Baie-Claire sera fermée du dimanche 11 mai à 7 h au lundi 12 mai à 7 h en raison de l'absence de médecin.",
      'NB',
      '2025-05-08T10:00',
    );
    expect([reading.kind, shown(reading)]).toEqual(['closed', ['2025-05-11T07:00 → 2025-05-12T07:00']]);
  });
});

// Times and moments said the way templates and military clocks say them: "0800 hrs Saturday,
// August 5", and a closure's start and end on lines of their own ("Start: …", "End: …",
// « Début : … », « Fin : … »). Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a 24-hour time with its unit, before its day', () => {
  it('"from 1900 hrs Friday, May 9 to 0700 hrs Saturday, May 10": one night, sure', () => {
    const reading = read(
      'The emergency department at Carberry Health Centre will be closed from 1900 hrs Friday, May 9 to 0700 hrs Saturday, May 10 due to a physician shortage.',
      'MB',
      '2025-05-06T10:00',
    );
    expect(shown(reading)).toEqual(['2025-05-09T19:00 → 2025-05-10T07:00']);
    expect(reading.certainty).toBe('sure');
  });

  it('"1900 hr." and "0700 hours" read the same', () => {
    for (const text of [
      'Emergency services at Carberry Health Centre will be unavailable from 1900 hr. Friday, May 9 until 0700 hr. Saturday, May 10.',
      'Emergency services at Carberry Health Centre will be unavailable from 1900 hours Friday, May 9 until 0700 hours Saturday, May 10.',
    ]) {
      const reading = read(text, 'MB', '2025-05-06T10:00');
      expect(shown(reading), text).toEqual(['2025-05-09T19:00 → 2025-05-10T07:00']);
    }
  });
});

describe('a closure stated as labelled start and end lines', () => {
  it('"Start: Friday, May 9, 2025 at 5:00 p.m." / "End: Monday, May 12, 2025 at 8:00 a.m."', () => {
    const reading = read(
      'SERVICE DISRUPTION\nFacility: Wadena Hospital\nService: Emergency Department\nStart: Friday, May 9, 2025 at 5:00 p.m.\nEnd: Monday, May 12, 2025 at 8:00 a.m.\n\nEmergency services will not be available during this time.',
      'SK',
      '2025-05-07T10:00',
    );
    expect(reading.unreadable).toBe(false);
    expect(shown(reading)).toEqual(['2025-05-09T17:00 → 2025-05-12T08:00']);
  });

  it('« Début : vendredi 9 mai à 17 h » / « Fin : lundi 12 mai à 8 h »', () => {
    const reading = read(
      "Interruption de service – Urgence de l'Hôpital de Lamèque\nDébut : vendredi 9 mai 2025 à 17 h\nFin : lundi 12 mai 2025 à 8 h\n\nL'urgence sera fermée pendant cette période.",
      'NB',
      '2025-05-07T10:00',
    );
    expect(reading.unreadable).toBe(false);
    expect(shown(reading)).toEqual(['2025-05-09T17:00 → 2025-05-12T08:00']);
  });

  it('"the start of the shift: 7 a.m." is no closure start: a colon after another word starts nothing', () => {
    const reading = read(
      'The emergency department at Wadena Hospital will be closed Saturday, May 10 from 8 a.m. to 8 p.m. Shift start times are unchanged.',
      'SK',
      '2025-05-07T10:00',
    );
    expect(shown(reading)).toEqual(['2025-05-10T08:00 → 2025-05-10T20:00']);
  });
});

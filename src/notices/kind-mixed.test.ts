// A notice that states closed periods beside degraded ones (a day-by-day table of "CLOSED",
// "OPEN" and "Virtual ER" rows): the ER is closed in some of them, so the notice is a closure
// (its windows are the closed periods, as the corpus labels them). A closure word that only
// names the degraded period ("while the ER is closed", nurses on site) keeps it a disruption.
// Invented sentences.
import { describe, expect, it } from 'vitest';
import { read } from './reading-helpers';

describe('closed periods beside degraded ones: closed', () => {
  it('a table of Virtual ER, OPEN and CLOSED rows (EN)', () => {
    expect(
      read(
        'Temporary changes to emergency services at Bonne Bay Health Centre: Friday, June 13, 2025 Virtual ER until 8:00 a.m. OPEN starting at 8:00 a.m. Saturday, June 14, 2025 CLOSED starting at 8:00 a.m. Sunday, June 15, 2025 CLOSED',
        'NL',
        '2025-06-11T09:00',
      ).kind,
    ).toBe('closed');
  });

  it('« sans médecin sur place le 13 juin, puis fermée du 14 juin à 8 h au 15 juin à 8 h » (FR)', () => {
    expect(
      read(
        "L'urgence de l'Hôpital de Maria sera sans médecin sur place le 13 juin, puis sera fermée du 14 juin à 8 h au 15 juin à 8 h.",
        'QC',
        '2025-06-11T09:00',
      ).kind,
    ).toBe('closed');
  });

  it('no physician with nurses on site, "while the ER is closed": a disruption', () => {
    expect(
      read(
        'The Spirit River emergency department will be without physician coverage from 8 a.m. Monday, June 16 until 8 a.m. Tuesday, June 17. Nursing staff will be on site. If there is an emergency while the local ER is closed, call 911.',
        'AB',
        '2025-06-11T09:00',
      ).kind,
    ).toBe('disruption');
  });
});

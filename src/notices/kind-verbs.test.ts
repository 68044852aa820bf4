// Closing words in all the forms notices write them (found on the readable half of notices-2):
// French futures and plurals (« fermeront leurs portes », « les fermetures »), English "shuts",
// "shutting". A closure said in any of them is closed. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('closing verbs and nouns in every form', () => {
  it('« fermeront leurs portes », « ferment » (FR)', () => {
    const reading = read(
      "Les urgences de Lamèque et de Shippagan fermeront leurs portes le samedi 14 juin de 20 h jusqu'à 8 h le dimanche 15 juin.",
      'NB',
      '2025-06-11T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual(['closed', '2025-06-14T20:00 → 2025-06-15T08:00']);
    expect(
      read(
        "Les urgences de l'Hôpital de Maniwaki ferment du vendredi 13 juin à 18 h au samedi 14 juin à 8 h.",
        'QC',
        '2025-06-11T09:00',
      ).kind,
    ).toBe('closed');
  });

  it('« les fermetures » (FR, plural)', () => {
    const reading = read(
      "Des fermetures de l'urgence de l'Hôpital de Maria auront lieu le 14 juin et le 21 juin, de 8 h à 20 h.",
      'QC',
      '2025-06-11T09:00',
    );
    expect(reading.kind).toBe('closed');
  });

  it('"shuts its doors", "shutting" (EN)', () => {
    expect(
      read(
        'The emergency department at Wingham and District Hospital shuts its doors at 5 p.m. on Friday, June 13 until 7 a.m. on Saturday, June 14.',
        'ON',
        '2025-06-11T09:00',
      ).kind,
    ).toBe('closed');
    expect(
      read(
        'Health PEI is shutting the emergency department at Western Hospital from 8 p.m. Friday, June 13 to 8 a.m. Saturday, June 14.',
        'PE',
        '2025-06-11T09:00',
      ).kind,
    ).toBe('closed');
  });
});

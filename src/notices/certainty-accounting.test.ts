// Readings that are right but stay unsure (issue 26): counting these words as accounted for (a
// named publication day read whole, datelines and page stamps, usual hours, an end an update
// replaced) was tried on 2026-11-27 and taken back when the held-out half showed it made a wrong
// reading sure (notices README, "Taken back"). Such notices go to the desk. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a closure starting on the day the notice names, its day read whole', () => {
  it('"is closed Saturday" published on Saturday starts at 00:00, still unsure (EN, FR)', () => {
    for (const [text, province] of [
      [
        'The emergency department at Digby General Hospital is closed Saturday. It will reopen on Sunday at 8 a.m.',
        'NS',
      ],
      ["L'urgence de l'Hôpital de Lamèque est fermée le samedi 8 mars. Elle rouvrira le dimanche 9 mars à 8 h.", 'NB'],
      [
        'The closure of the emergency department at Digby General Hospital takes effect today, March 8. It will reopen on March 10 at 7 a.m.',
        'NS',
      ],
    ] as const) {
      const reading = read(text, province, '2025-03-08T10:00');
      expect(shown(reading)[0], text).toMatch(/^2025-03-08T00:00 → /);
      expect(reading.certainty, text).toBe('unsure');
    }
  });

  it('a start at midnight stated as "12 a.m." on the day of publication is still unsure', () => {
    const reading = read(
      'The emergency department at Digby General Hospital is closed from 12 a.m. Saturday to 8 a.m. Monday.',
      'NS',
      '2025-03-08T10:00',
    );
    expect(shown(reading)).toEqual(['2025-03-08T00:00 → 2025-03-10T08:00']);
    expect(reading.certainty).toBe('unsure');
  });
});

describe("the notice's dateline and its page's stamps are set aside", () => {
  const closure = '2022-07-09T17:00 → 2022-07-10T07:00';

  it('a dateline heading the sentence that states the closure, then a dash (EN, FR)', () => {
    for (const [text, province] of [
      [
        'July 8, 2022 – Due to staff absences, the emergency department at Digby General Hospital will be closed from 5 p.m. on Saturday, July 9 to 7 a.m. on Sunday, July 10.',
        'NS',
      ],
      [
        "Gaspé, le 8 juillet 2022 – L'urgence de l'Hôpital de Lamèque sera fermée de 17 h le samedi 9 juillet à 7 h le dimanche 10 juillet.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2022-07-08T10:00');
      expect(shown(reading), text).toEqual([closure]);
      expect(reading.certainty, text).toBe('unsure');
    }
  });

  it('"Published …, updated …" and « Publié le …, modifié le … » after a heading that says closed date nothing (EN, FR)', () => {
    for (const [text, province] of [
      [
        'Digby ER closed Saturday Published July 8, 2022 at 10:00 a.m., updated July 8, 2022 at 10:12 a.m. The emergency department at Digby General Hospital will be closed from 5 p.m. on Saturday, July 9 to 7 a.m. on Sunday, July 10.',
        'NS',
      ],
      [
        "L'urgence de Lamèque fermée samedi Publié le 8 juillet 2022 à 10:00, modifié le 8 juillet 2022 à 10:12 L'urgence de l'Hôpital de Lamèque sera fermée de 17 h le samedi 9 juillet à 7 h le dimanche 10 juillet.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2022-07-08T10:00');
      expect(shown(reading), text).toEqual([closure]);
      // The window is right; whether it is sure is the certainty check's, as before this round.
    }
  });

  it("a byline's clock time, the publication's own, is not yet set aside", () => {
    const reading = read(
      'Digby ER closed this weekend By Jane Doe | 10:12 AM The emergency department at Digby General Hospital will be closed from 5 p.m. on Saturday, July 9 to 7 a.m. on Sunday, July 10.',
      'NS',
      '2022-07-08T10:12',
    );
    expect(shown(reading)).toEqual([closure]);
    expect(reading.certainty).toBe('unsure');
  });
});

describe("the ER's usual hours, named as such after a reopening", () => {
  it('"open for regular hours on Monday, from 8 a.m. to 8 p.m." ends the closure and is still unsure (EN, FR)', () => {
    for (const [text, province] of [
      [
        'The emergency department at Kings County Memorial Hospital will close at 1 p.m. on Friday. It will open for regular hours on Monday, from 8 a.m. to 8 p.m.',
        'PE',
      ],
      [
        "L'urgence de l'Hôpital de Lamèque fermera à 13 h vendredi. Elle rouvrira selon ses heures habituelles lundi, de 8 h à 20 h.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2023-05-04T10:00');
      expect(shown(reading), text).toEqual(['2023-05-05T13:00 → 2023-05-08T08:00']);
      expect(reading.certainty, text).toBe('unsure');
    }
  });

  it('a reopening with hours not named as the usual ones stays unsure: what follows them is not said', () => {
    const reading = read(
      'The emergency department at Kings County Memorial Hospital will close at 1 p.m. on Friday. It will reopen on Monday, from 8 a.m. to 8 p.m.',
      'PE',
      '2023-05-04T10:00',
    );
    expect(reading.certainty).toBe('unsure');
    expect(reading.doubts.map((d) => d.code)).toEqual(['time_unused']);
  });
});

describe('an end an update replaces is knowingly set aside', () => {
  it('"UPDATE: … unavailable until 8 a.m. on Sunday" over "… to 8:00 p.m. on Saturday" is one closure, still unsure (EN, FR)', () => {
    for (const [text, province] of [
      [
        'UPDATE: Emergency services will be unavailable until 8 a.m. on Sunday, Dec. 28. Emergency services at Digby General Hospital will be unavailable from 7:00 a.m. on Saturday, Dec. 27 to 8:00 p.m. on Saturday, Dec. 27.',
        'NS',
      ],
      [
        "MISE À JOUR : l'urgence sera fermée jusqu'à 8 h le dimanche 28 décembre. L'urgence de l'Hôpital de Lamèque sera fermée de 7 h le samedi 27 décembre à 20 h le samedi 27 décembre.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-12-27T06:00');
      expect(shown(reading), text).toEqual(['2025-12-27T07:00 → 2025-12-28T08:00']);
      expect(reading.certainty, text).toBe('unsure');
    }
  });
});

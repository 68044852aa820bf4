// Reduced hours over a bounded period with the open hours stated: the closed hours between them,
// one night a day; a reopening the morning after the period ends its last night.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const sevenNights = [
  '2026-03-02T16:00 → 2026-03-03T08:00',
  '2026-03-03T16:00 → 2026-03-04T08:00',
  '2026-03-04T16:00 → 2026-03-05T08:00',
  '2026-03-05T16:00 → 2026-03-06T08:00',
  '2026-03-06T16:00 → 2026-03-07T08:00',
  '2026-03-07T16:00 → 2026-03-08T08:00',
  '2026-03-08T16:00 → 2026-03-09T08:00',
];

describe('open hours over a period, then the closed hours each evening', () => {
  it("« Du lundi 2 mars au dimanche 8 mars … ouverte de 8 h à 16 h seulement … fermée chaque soir de 16 h jusqu'au lendemain 8 h »", () => {
    const reading = read(
      "Du lundi 2 mars au dimanche 8 mars, l'urgence de l'Hôpital de Lamèque sera ouverte de 8 h à 16 h seulement. Elle sera fermée chaque soir de 16 h jusqu'au lendemain 8 h; le service 24 heures sur 24 reprendra le lundi 9 mars à 8 h.",
      'NB',
      '2026-02-26T10:00',
    );
    expect(shown(reading)).toEqual(sevenNights);
    expect(reading.kind).toBe('reduced_hours');
    expect(reading.certainty).toBe('sure');
  });

  it('in English, with the resumption the morning after', () => {
    const reading = read(
      'From Monday, March 2 to Sunday, March 8, the emergency department at Harbourview Hospital will be open from 8 a.m. to 4 p.m. only. It will be closed each evening from 4 p.m. until 8 a.m. the next day; regular 24-hour service resumes Monday, March 9 at 8 a.m.',
      'NS',
      '2026-02-26T10:00',
    );
    expect(shown(reading)).toEqual(sevenNights);
    expect(reading.certainty).toBe('sure');
  });

  it("without a stated resumption, the period's last evening is left unsure", () => {
    const reading = read(
      "Du lundi 2 mars au dimanche 8 mars, l'urgence de l'Hôpital de Lamèque sera ouverte de 8 h à 16 h seulement.",
      'NB',
      '2026-02-26T10:00',
    );
    expect(shown(reading)).toEqual(sevenNights.slice(0, 6));
    expect(reading.certainty).toBe('unsure');
  });
});

describe('open hours on named days, the nights closed', () => {
  const threeNights = [
    '2025-10-10T20:00 → 2025-10-11T08:00',
    '2025-10-11T20:00 → 2025-10-12T08:00',
    '2025-10-12T20:00 → 2025-10-13T08:00',
  ];

  it('"open from 8 a.m. to 8 p.m. Friday, Saturday and Sunday, and closed overnight … resumes at 8 a.m. Monday"', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital will run on reduced hours this weekend. It will be open from 8 a.m. to 8 p.m. Friday, Saturday and Sunday, and closed overnight. Regular 24-hour service resumes at 8 a.m. Monday, Oct. 13.',
      'NS',
      '2025-10-09T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
    expect(reading.kind).toBe('reduced_hours');
    expect(reading.certainty).toBe('sure');
  });

  it('« ouverte de 8 h à 20 h les 10, 11 et 12 octobre, et fermée la nuit »', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera ouverte de 8 h à 20 h les 10, 11 et 12 octobre, et fermée la nuit. Le service 24 heures sur 24 reprendra le lundi 13 octobre à 8 h.",
      'NB',
      '2025-10-09T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
  });

  it('without the morning service resumes, the last night is unsure', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital will be open from 8 a.m. to 8 p.m. Friday, Saturday and Sunday, and closed overnight.',
      'NS',
      '2025-10-09T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
    expect(reading.certainty).toBe('unsure');
  });

  it('an opening the day after a closure stated before it closes nothing more', () => {
    const reading = read(
      'The emergency centre at Harbourview Hospital will be closed Oct. 10 at 8 p.m. It will reopen Oct. 11 at 8 a.m. and remain open Oct. 11 from 8 a.m. to 8 p.m.',
      'NS',
      '2025-10-09T10:00',
    );
    expect(shown(reading)).toEqual(threeNights.slice(0, 1));
  });
});

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

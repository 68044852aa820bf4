// Overnight hours over a list of dates said apart from them: a bulleted list after "on the
// following dates, … :", "on these dates: Friday, Nov. 1; Saturday, Nov. 2", "from 7 p.m. on each
// of Aug. 14, 15 and 16 until 7 a.m. the following morning". Each date is the night that starts on it.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const threeNights = [
  '2025-03-04T19:00 → 2025-03-05T07:00',
  '2025-03-06T19:00 → 2025-03-07T07:00',
  '2025-03-08T19:00 → 2025-03-09T07:00',
];

describe('hours announcing a list of dates', () => {
  it('a bulleted list after "on the following dates, from 7 p.m. until 7 a.m. the following day:"', () => {
    const reading = read(
      'Harbourview Hospital emergency department will be closed on the following dates, from 7 p.m. until 7 a.m. the following day:\n- Tuesday, March 4\n- Thursday, March 6\n- Saturday, March 8\nCall 911 in an emergency.',
      'NS',
      '2025-03-01T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
    expect(reading.certainty).toBe('sure');
  });

  it('« aux dates suivantes, de 19 h à 7 h : » then a bulleted list', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée aux dates suivantes, de 19 h à 7 h :\n- mardi 4 mars\n- jeudi 6 mars\n- samedi 8 mars\nComposez le 911 en cas d'urgence.",
      'NB',
      '2025-03-01T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
  });

  it('"from 7 p.m. to 7 a.m. the next morning, on these dates: Tuesday, March 4; Thursday, March 6; Saturday, March 8"', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital will be closed overnight, from 7 p.m. to 7 a.m. the next morning, on these dates: Tuesday, March 4; Thursday, March 6; Saturday, March 8.',
      'NS',
      '2025-03-01T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
    expect(reading.certainty).toBe('sure');
  });

  it('"from 7 p.m. on each of March 4, 6 and 8 until 7 a.m. the following morning"', () => {
    const reading = read(
      'Emergency services at Harbourview Hospital will be unavailable from 7 p.m. on each of March 4, 6 and 8 until 7 a.m. the following morning.',
      'NS',
      '2025-03-01T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
    expect(reading.certainty).toBe('sure');
  });

  it("« de 19 h les 4, 6 et 8 mars jusqu'à 7 h le lendemain »", () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée à partir de 19 h les 4, 6 et 8 mars jusqu'à 7 h le lendemain.",
      'NB',
      '2025-03-01T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
  });

  it('a bullet line that is a sentence, not a date, stays a sentence', () => {
    const reading = read(
      'Harbourview Hospital emergency department will be closed on Tuesday, March 4, from 7 p.m. to 7 a.m. Please note:\n- Call 911 in an emergency, or go to the nearest open emergency department in the region.\n- Call 811 for advice.',
      'NS',
      '2025-03-01T10:00',
    );
    expect(shown(reading)).toEqual(threeNights.slice(0, 1));
  });
});

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

describe('nights listed one by one', () => {
  const nights = [
    '2025-03-07T20:00 → 2025-03-08T08:00',
    '2025-03-08T20:00 → 2025-03-09T08:00',
    '2025-03-14T20:00 → 2025-03-15T08:00',
  ];

  it('« les nuits suivantes : du vendredi 7 au samedi 8 mars, du samedi 8 au dimanche 9 mars et du vendredi 14 au samedi 15 mars »', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée de 20 h à 8 h les nuits suivantes : du vendredi 7 au samedi 8 mars, du samedi 8 au dimanche 9 mars et du vendredi 14 au samedi 15 mars.",
      'NB',
      '2025-03-03T10:00',
    );
    expect(shown(reading)).toEqual(nights);
    expect(reading.certainty).toBe('sure');
  });

  it('"from 8 p.m. to 8 a.m. from March 7 to March 8, from March 8 to March 9 and from March 14 to March 15"', () => {
    const reading = read(
      'Harbourview Hospital emergency department will be closed from 8 p.m. to 8 a.m. from March 7 to March 8, from March 8 to March 9 and from March 14 to March 15.',
      'NS',
      '2025-03-03T10:00',
    );
    expect(shown(reading)).toEqual(nights);
  });

  it('« les nuits du 7, du 8 et du 14 mars »', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée de 20 h à 8 h les nuits du 7, du 8 et du 14 mars.",
      'NB',
      '2025-03-03T10:00',
    );
    expect(shown(reading)).toEqual(nights);
    expect(reading.certainty).toBe('sure');
  });
});

describe('one night a line', () => {
  it('"Thursday, March 6: 2000-0800" then "Friday, March 7: 2000-0800": the next day with its own hours is the next night', () => {
    const reading = read(
      'Emergency services will be unavailable at Harbourview Hospital:\nThursday, March 6: 2000-0800\nFriday, March 7: 2000-0800\nCall 911 in an emergency.',
      'NS',
      '2025-03-03T10:00',
    );
    expect(shown(reading)).toEqual(['2025-03-06T20:00 → 2025-03-07T08:00', '2025-03-07T20:00 → 2025-03-08T08:00']);
  });

  it('"Tuesday 7 p.m. to 8 a.m. Wednesday" still restates the end day', () => {
    const reading = read(
      'Harbourview Hospital emergency department will be closed Tuesday, March 4, 7 p.m. to 8 a.m. Wednesday.',
      'NS',
      '2025-03-03T10:00',
    );
    expect(shown(reading)).toEqual(['2025-03-04T19:00 → 2025-03-05T08:00']);
  });
});

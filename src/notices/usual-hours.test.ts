// Regular hours named beside a closure (issue #26, invented sentences): "resume regular hours
// (Monday to Friday, 5 to 8 p.m.) on Tuesday" keeps hours, it closes nothing; the day they resume
// on is a reopening.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('regular hours are never windows', () => {
  it('"closed on Monday, Oct. 13 … will resume regular hours (Monday to Friday, 5 to 8 p.m.) on Tuesday" (EN)', () => {
    const reading = read(
      'The Lakeview after-hours clinic will be closed on Monday, Oct. 13 for Thanksgiving and will resume regular hours (Monday to Friday, 5 to 8 p.m.) on Tuesday.',
      'ON',
      '2025-10-08T10:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['2025-10-13T00:00 → 2025-10-14T00:00']);
  });

  it('"returns to its usual hours, 8 a.m. to 8 p.m., on Wednesday at 8 a.m." ends the closure (EN)', () => {
    const reading = read(
      'The emergency department at Lakeview Hospital will close at 8 p.m. on Monday, Oct. 13. It will reopen with its usual hours of operation, 8 a.m. to 8 p.m., on Wednesday, Oct. 15 at 8 a.m.',
      'ON',
      '2025-10-08T10:00',
    );
    expect(shown(reading)).toEqual(['2025-10-13T20:00 → 2025-10-15T08:00']);
  });

  it('« fermée le lundi 13 octobre … reprendra son horaire habituel (du lundi au vendredi, de 17 h à 20 h) mardi » (FR)', () => {
    const reading = read(
      'La clinique du soir de Lakeview sera fermée le lundi 13 octobre pour l’Action de grâce et reprendra son horaire habituel (du lundi au vendredi, de 17 h à 20 h) mardi.',
      'ON',
      '2025-10-08T10:00',
    );
    expect(shown(reading)).toEqual(['2025-10-13T00:00 → 2025-10-14T00:00']);
  });
});

describe('regular hours said to be closed', () => {
  it('"closed during its regular hours of 8 a.m. to 4 p.m. on Friday, Oct. 10" closes those hours (EN)', () => {
    const reading = read(
      'The Lakeview walk-in clinic will be closed during its regular hours of 8 a.m. to 4 p.m. on Friday, Oct. 10.',
      'ON',
      '2025-10-08T10:00',
    );
    expect(shown(reading)).toEqual(['2025-10-10T08:00 → 2025-10-10T16:00']);
  });
});

describe('parts of days read by the usual hours the notice gives', () => {
  it('« normalement ouverte de 7 h à 19 h, sera fermée de vendredi soir à lundi matin » (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque, normalement ouverte de 7 h à 19 h, sera fermée de vendredi soir à lundi matin.",
      'NB',
      '2025-07-15T10:00',
    );
    expect(shown(reading)).toEqual(['2025-07-18T19:00 → 2025-07-21T07:00']);
  });

  it('"whose regular hours are 8 a.m. to 8 p.m., will be closed from Friday evening to Monday morning" (EN)', () => {
    const reading = read(
      'The emergency department at Lakeview Hospital, whose regular hours are 8 a.m. to 8 p.m., will be closed from Friday evening to Monday morning.',
      'ON',
      '2025-07-15T10:00',
    );
    expect(shown(reading)).toEqual(['2025-07-18T20:00 → 2025-07-21T08:00']);
  });

  it('without usual hours, "from Friday evening to Monday morning" keeps both ends unknown', () => {
    const reading = read(
      'The emergency department at Lakeview Hospital will be closed from Friday evening to Monday morning.',
      'ON',
      '2025-07-15T10:00',
    );
    expect(shown(reading)).toEqual(['… → …']);
    expect(reading.certainty).toBe('unsure');
  });
});

// Clock times joined to days in the ways authorities write them (issue #26, invented sentences):
// a 24-hour time with its day ("from 1700 today until 0800 Sunday, March 17"), and a bare time
// with "tomorrow morning" ("until 7:30 tomorrow morning", « jusqu'à 7 h 30 demain matin »).
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a 24-hour time joined to its day', () => {
  it('"from 1700 today until 0800 Sunday, March 17" (EN)', () => {
    const reading = read(
      'Boissevain Health Centre emergency department – no physician on site from 1700 today until 0800 Sunday, March 17. The ED remains open; nurses will assess patients.',
      'MB',
      '2024-03-16T11:00',
    );
    expect(reading.kind).toBe('disruption');
    expect(shown(reading)).toEqual(['2024-03-16T17:00 → 2024-03-17T08:00']);
  });

  it('"closed from 1900 on Friday, March 22 until 0700 on March 23" (EN)', () => {
    const reading = read(
      'The emergency department at Boissevain Health Centre will be closed from 1900 on Friday, March 22 until 0700 on March 23.',
      'MB',
      '2024-03-16T11:00',
    );
    expect(shown(reading)).toEqual(['2024-03-22T19:00 → 2024-03-23T07:00']);
  });

  it('"closed from 2023 to 2025" names years, not clock times', () => {
    const reading = read(
      'The emergency department at Boissevain Health Centre was renovated from 2019 to 2021 on Main Street and will be closed from 7 p.m. to 7 a.m. on Friday, March 22.',
      'MB',
      '2024-03-16T11:00',
    );
    expect(shown(reading)).toEqual(['2024-03-22T19:00 → 2024-03-23T07:00']);
  });
});

describe('a bare time with "tomorrow morning"', () => {
  it('"closed tonight from 11 p.m. until 7:30 tomorrow morning" (EN)', () => {
    const reading = read(
      'The emergency department at Grand Falls General Hospital will be closed tonight from 11 p.m. until 7:30 tomorrow morning.',
      'NB',
      '2024-11-21T14:00',
    );
    expect(shown(reading)).toEqual(['2024-11-21T23:00 → 2024-11-22T07:30']);
  });

  it("« fermée ce soir de 23 h jusqu'à 7 h 30 demain matin » (FR)", () => {
    const reading = read(
      "L'urgence de l'Hôpital général de Grand-Sault sera fermée ce soir de 23 h jusqu'à 7 h 30 demain matin.",
      'NB',
      '2024-11-21T14:00',
    );
    expect(shown(reading)).toEqual(['2024-11-21T23:00 → 2024-11-22T07:30']);
  });
});

// Open by day, closed the same hours of several nights: reduced hours on those days, the closed
// parts as windows (issue 26, invented set 4). Without open hours stated, nightly closures stay
// closures, as the corpus labels them. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('open day hours stated beside closed nights: reduced_hours', () => {
  it('"will be open 7 a.m. to 7 p.m. … closed from 7 p.m. to 7 a.m. on Friday and Saturday nights" (EN)', () => {
    const reading = read(
      'The Birchwood Hospital emergency department will be open 7 a.m. to 7 p.m. on Friday and Saturday. It will be closed from 7 p.m. to 7 a.m. on Friday, March 6 and Saturday, March 7.',
      'NB',
      '2026-03-03T10:00',
    );
    expect([reading.kind, shown(reading)]).toEqual([
      'reduced_hours',
      ['2026-03-06T19:00 → 2026-03-07T07:00', '2026-03-07T19:00 → 2026-03-08T07:00'],
    ]);
  });

  it('"Daytime emergency services (8 a.m. to 6 p.m.) continue as normal" beside two closed nights (EN)', () => {
    const reading = read(
      'The ED at Lakehead District Hospital will be closed from 6 p.m. Tuesday, March 10 until 8 a.m. Wednesday, March 11, and from 6 p.m. Wednesday until 8 a.m. Thursday, March 12. Daytime emergency services (8 a.m. to 6 p.m.) will continue as normal.',
      'ON',
      '2026-03-09T10:00',
    );
    expect([reading.kind, shown(reading)]).toEqual([
      'reduced_hours',
      ['2026-03-10T18:00 → 2026-03-11T08:00', '2026-03-11T18:00 → 2026-03-12T08:00'],
    ]);
  });

  it('« sera ouverte de 8 h à 18 h … fermée de 18 h à 8 h les 6 et 7 mars » (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Belle-Rive sera ouverte de 8 h à 18 h les 6 et 7 mars. Elle sera fermée de 18 h à 8 h le vendredi 6 mars et le samedi 7 mars.",
      'NB',
      '2026-03-03T10:00',
    );
    expect([reading.kind, shown(reading)]).toEqual([
      'reduced_hours',
      ['2026-03-06T18:00 → 2026-03-07T08:00', '2026-03-07T18:00 → 2026-03-08T08:00'],
    ]);
  });
});

describe('hours said to be reduced, with closings each evening: reduced_hours', () => {
  it('"will operate reduced hours: it will close each evening at 7 p.m. and reopen at 7 a.m." (EN)', () => {
    const reading = read(
      'Because of a shortage of nurses, the emergency department at Birchwood Hospital will operate reduced hours from Monday, March 9 to Thursday, March 12. It will close each evening at 7 p.m. and reopen at 7 a.m. the next morning.',
      'NB',
      '2026-03-05T10:00',
    );
    expect(reading.kind).toBe('reduced_hours');
  });

  it('« Réduction des heures … l’urgence sera fermée chaque soir de 18 h à 8 h » (FR)', () => {
    const reading = read(
      "Réduction temporaire des heures à l'urgence de l'Hôpital de Belle-Rive : du lundi 9 mars au jeudi 12 mars, l'urgence sera fermée chaque soir de 18 h jusqu'au lendemain 8 h.",
      'NB',
      '2026-03-05T10:00',
    );
    expect(reading.kind).toBe('reduced_hours');
  });

  it('nightly closures with no word of reduced hours stay closed (EN)', () => {
    const reading = read(
      'The emergency department at Birchwood Hospital will be closed nightly from 7 p.m. to 7 a.m. from Monday, March 9 to Thursday, March 12.',
      'NB',
      '2026-03-05T10:00',
    );
    expect(reading.kind).toBe('closed');
  });
});

describe('closed nights with no open hours stated: closed', () => {
  it('"will close at 5 p.m. Saturday and reopen Sunday at 7 a.m.; close again Sunday at 5 p.m." (EN)', () => {
    const reading = read(
      'Because of staffing shortages the emergency department at Elmvale Hospital will have reduced operating hours. It will close Saturday at 5 p.m. and reopen Sunday at 7 a.m. It will close again Sunday at 5 p.m. and reopen Monday at 7 a.m.',
      'ON',
      '2026-03-05T10:00',
    );
    expect(reading.kind).toBe('closed');
  });

  it('an ER "open 24/7" named beside closed nights gives no day hours (EN)', () => {
    const reading = read(
      'The Birchwood Hospital emergency department will be closed from 7 p.m. to 7 a.m. on Friday, March 6 and Saturday, March 7. The Harbourview Hospital ED is open 24/7.',
      'NB',
      '2026-03-03T10:00',
    );
    expect(reading.kind).toBe('closed');
  });
});

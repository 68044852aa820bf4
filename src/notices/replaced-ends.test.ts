// Ends an update replaces and reopenings already done (issue #26, invented sentences): "previously
// scheduled to remain closed until …" is an end set aside, and "reopened at 3 p.m. today" reports
// a reopening that has happened: it ends no closure to come.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('an end the update replaces', () => {
  it('"previously scheduled to remain closed until 7 a.m. Sunday, will now reopen at 6 p.m. today" (EN)', () => {
    const reading = read(
      'UPDATE: The emergency department at Glace Bay Hospital, previously scheduled to remain closed until 7 a.m. Sunday, will now reopen at 6 p.m. today, Saturday, May 10.',
      'NS',
      '2025-05-10T13:00',
    );
    expect(shown(reading)).toEqual(['… → 2025-05-10T18:00']);
  });

  it('"which had been expected to stay closed until Monday at 8 a.m." is not the end (EN)', () => {
    const reading = read(
      'The emergency department at Glace Bay Hospital, which had been expected to stay closed until Monday at 8 a.m., will reopen at 8 p.m. today.',
      'NS',
      '2025-05-10T13:00',
    );
    expect(shown(reading)).toEqual(['… → 2025-05-10T20:00']);
  });

  it("« qui devait demeurer fermée jusqu'à lundi 8 h, rouvrira aujourd'hui à 16 h » (FR)", () => {
    const reading = read(
      "L'urgence de l'Hôpital de Grand-Sault, qui devait demeurer fermée jusqu'à lundi 8 h, rouvrira aujourd'hui à 16 h.",
      'NB',
      '2025-05-10T11:00',
    );
    expect(shown(reading)).toEqual(['… → 2025-05-10T16:00']);
  });
});

describe('a reopening already done', () => {
  it('"reopened at 2 p.m. today … had been scheduled to remain closed until 8 a.m. Monday" shows no window (EN)', () => {
    const reading = read(
      'UPDATE: The emergency department at Glace Bay Hospital reopened at 2 p.m. today after a physician became available. The ED had been scheduled to remain closed until 8 a.m. Monday.',
      'NS',
      '2025-05-10T14:30',
    );
    expect(reading.windows.filter((w) => w.start !== null || w.end !== null)).toEqual([]);
    expect(reading.kind).toBe('open');
  });

  it("« L'urgence a rouvert à 15 h aujourd'hui » ends no closure to come (FR)", () => {
    const reading = read(
      "L'urgence de l'Hôpital de Grand-Sault a rouvert à 15 h aujourd'hui, plus tôt que prévu.",
      'NB',
      '2025-05-10T15:30',
    );
    expect(reading.windows.filter((w) => w.start !== null || w.end !== null)).toEqual([]);
  });

  it('"until it is reopened at 8 a.m. Monday" is a reopening to come', () => {
    const reading = read(
      'The emergency department at Glace Bay Hospital will be closed from 8 p.m. Friday, May 16 until it is reopened at 8 a.m. Monday, May 19.',
      'NS',
      '2025-05-15T10:00',
    );
    expect(shown(reading)).toEqual(['2025-05-16T20:00 → 2025-05-19T08:00']);
  });

  it('"will be reopened at 8 a.m." is still a reopening to come', () => {
    const reading = read(
      'The emergency department at Glace Bay Hospital is closed and will be reopened at 8 a.m. Sunday, May 11.',
      'NS',
      '2025-05-10T14:30',
    );
    expect(shown(reading)).toEqual(['… → 2025-05-11T08:00']);
  });
});

describe('an update that moves one end of a closure', () => {
  it('"UPDATE: The closure will now begin at 10 p.m. Thursday" replaces the 6 p.m. start (EN)', () => {
    const reading = read(
      'The emergency department at Glace Bay Hospital will be closed from 6 p.m. Thursday, May 15 to 8 a.m. Friday, May 16. UPDATE: A physician will cover the evening. The closure will now begin at 10 p.m. Thursday and the department will reopen at 8 a.m. Friday as planned.',
      'NS',
      '2025-05-15T12:00',
    );
    expect(shown(reading)).toEqual(['2025-05-15T22:00 → 2025-05-16T08:00']);
  });

  it('an update first, the original after: the update still wins (EN)', () => {
    const reading = read(
      'UPDATE: The closure will now end at 4 a.m. Friday, May 16. The emergency department at Glace Bay Hospital will be closed from 6 p.m. Thursday, May 15 to 8 a.m. Friday, May 16.',
      'NS',
      '2025-05-15T12:00',
    );
    expect(shown(reading)).toEqual(['2025-05-15T18:00 → 2025-05-16T04:00']);
  });

  it('« La fermeture débutera plutôt à 23 h jeudi » replaces the 20 h start (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Grand-Sault sera fermée du jeudi 15 mai à 20 h au vendredi 16 mai à 8 h. MISE À JOUR : la fermeture débutera plutôt jeudi à 23 h et l'urgence rouvrira vendredi à 8 h.",
      'NB',
      '2025-05-15T12:00',
    );
    expect(shown(reading)).toEqual(['2025-05-15T23:00 → 2025-05-16T08:00']);
  });

  it('"will instead begin at 9 p.m." replaces the start too (EN)', () => {
    const reading = read(
      'The emergency department at Glace Bay Hospital will be closed from 6 p.m. Thursday, May 15 to 8 a.m. Friday, May 16. Update: the closure will instead begin at 9 p.m. Thursday and end at 8 a.m. Friday.',
      'NS',
      '2025-05-15T12:00',
    );
    expect(shown(reading)).toEqual(['2025-05-15T21:00 → 2025-05-16T08:00']);
  });

  it('« la fermeture se terminera plutôt à 6 h dimanche » ends the closure earlier (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Grand-Sault sera fermée du samedi 17 mai à 20 h au dimanche 18 mai à 8 h. Mise à jour : la fermeture se terminera plutôt à 6 h dimanche.",
      'NB',
      '2025-05-15T12:00',
    );
    expect(shown(reading)).toEqual(['2025-05-17T20:00 → 2025-05-18T06:00']);
  });

  it('two closures with one end in common and no update word both stay (and the reading is unsure)', () => {
    const reading = read(
      'The emergency department at Glace Bay Hospital will be closed from 6 p.m. Thursday, May 15 to 8 a.m. Friday, May 16. The department will be closed from 10 p.m. Thursday until 8 a.m. Friday.',
      'NS',
      '2025-05-15T12:00',
    );
    expect(shown(reading)).toHaveLength(2);
    expect(reading.certainty).toBe('unsure');
  });
});

describe('"ends at" is the end of a closure', () => {
  it('"The closure ends at 9 a.m. on Sunday, May 18" ends the closure begun before (EN)', () => {
    const reading = read(
      'The emergency department at Glace Bay Hospital will close at 7 p.m. on Saturday, May 17. The closure ends at 9 a.m. on Sunday, May 18.',
      'NS',
      '2025-05-15T12:00',
    );
    expect(shown(reading)).toEqual(['2025-05-17T19:00 → 2025-05-18T09:00']);
  });

  it('« La fermeture prendra fin le dimanche 18 mai à 9 h » (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Grand-Sault fermera le samedi 17 mai à 19 h. La fermeture prendra fin le dimanche 18 mai à 9 h.",
      'NB',
      '2025-05-15T12:00',
    );
    expect(shown(reading)).toEqual(['2025-05-17T19:00 → 2025-05-18T09:00']);
  });
});

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
    expect(reading.certainty).toBe('unsure');
  });

  it("« L'urgence a rouvert à 15 h aujourd'hui » ends no closure to come (FR)", () => {
    const reading = read(
      "L'urgence de l'Hôpital de Grand-Sault a rouvert à 15 h aujourd'hui, plus tôt que prévu.",
      'NB',
      '2025-05-10T15:30',
    );
    expect(reading.windows.filter((w) => w.start !== null || w.end !== null)).toEqual([]);
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

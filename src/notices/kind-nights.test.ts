// Night closures: over a bounded period they are closures (the labels of BC-6, QC-3 and the
// readable half's bounded nights), whatever night words the notice also uses ("overnight closure",
// « la nuit »); closed hours every day from a date with no end are a standing change of hours,
// reduced hours with the schedule in words. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('nights over a bounded period, with a closing word: closed', () => {
  it('"closed from 6 p.m. to 8 a.m. from June 16 to June 18 inclusive … this overnight closure" (EN)', () => {
    const reading = read(
      'The emergency department at Bella Coola General Hospital will be closed from 6 p.m. to 8 a.m. from June 16 to June 18 inclusive. During this overnight closure, call 911.',
      'BC',
      '2025-06-11T09:00',
    );
    expect([reading.kind, ...shown(reading)]).toEqual([
      'closed',
      '2025-06-16T18:00 → 2025-06-17T08:00',
      '2025-06-17T18:00 → 2025-06-18T08:00',
      '2025-06-18T18:00 → 2025-06-19T08:00',
    ]);
  });

  it('« fermée de 18 h à 8 h du 16 au 18 juin inclusivement … la nuit » (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Chibougamau sera fermée de 18 h à 8 h du 16 au 18 juin inclusivement. Les personnes qui ont besoin de soins en soirée ou la nuit doivent composer le 911.",
      'QC',
      '2025-06-11T09:00',
    );
    expect([reading.kind, shown(reading).length]).toEqual(['closed', 3]);
  });

  it('open hours stated beside the nights still make them reduced hours', () => {
    const reading = read(
      'The emergency department at Bella Coola General Hospital will be closed overnights from 6 p.m. to 8 a.m. from June 16 to June 18 inclusive. It will remain open from 8 a.m. to 6 p.m. each day during the overnight closure.',
      'BC',
      '2025-06-11T09:00',
    );
    expect([reading.kind, shown(reading).length]).toEqual(['reduced_hours', 3]);
  });
});

describe('closed hours every day from a date, with no end: a standing change of hours', () => {
  it('"Starting March 2, … will close from midnight to 8 a.m." (EN)', () => {
    const reading = read(
      'Starting March 2, the emergency department at Sackville Memorial Hospital will close from midnight to 8 a.m.',
      'NB',
      '2026-02-20T09:00',
    );
    expect([reading.kind, reading.windows.length, reading.recurring]).toEqual([
      'reduced_hours',
      0,
      'Starting March 2, the emergency department at Sackville Memorial Hospital will close from midnight to 8 a.m.',
    ]);
  });

  it('« À compter du 2 mars, … fermera ses portes de minuit à 8 h » (FR)', () => {
    const reading = read(
      "À compter du 2 mars, l'urgence de l'Hôpital de Lamèque fermera ses portes de minuit à 8 h.",
      'NB',
      '2026-02-20T09:00',
    );
    expect([reading.kind, reading.windows.length, reading.recurring === null]).toEqual(['reduced_hours', 0, false]);
  });
});

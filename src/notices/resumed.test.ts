// Safety: a notice that an ER's services resume, with no closure period of its own, is an open
// notice — a reopened ER must never be shown closed. Ambulances sent elsewhere while the ER stays
// open to walk-ins is a disruption with its windows. Invented sentences (second held-out set's family).
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('services that resume are an open notice', () => {
  it('"have resumed as of", "will resume 24/7 beginning", "resumes normal hours" (EN)', () => {
    for (const text of [
      'Emergency services at Kamsack Hospital have resumed as of 7:00 a.m. Tuesday, March 4, 2025.',
      'Swan River Health Centre: emergency services will resume 24/7 beginning Thursday, Oct. 9 at 8 a.m.',
      'The emergency department at Shelburne Regional Hospital resumes normal hours on Saturday, May 10.',
      'The ER at Listowel Memorial Hospital has resumed regular hours following last week’s closure.',
    ]) {
      const reading = read(text, 'MB', '2025-03-03T09:00');
      expect([reading.kind, reading.windows, reading.unreadable], text).toEqual(['open', [], false]);
    }
  });

  it('"reprendra ses activités … à compter du", "ont repris" (FR)', () => {
    for (const text of [
      "L'urgence de l'Hôpital de Chandler reprendra ses activités 24 heures sur 24 à compter du lundi 7 avril à 7 h.",
      "Les services d'urgence de l'Hôpital de Grand-Sault ont repris depuis le mardi 4 mars à 8 h.",
    ]) {
      const reading = read(text, 'QC', '2025-03-03T09:00');
      expect([reading.kind, reading.windows], text).toEqual(['open', []]);
    }
  });

  it('"will resume at 8 a.m." after a stated closure period still ends that closure', () => {
    const reading = read(
      'There will be a temporary disruption to emergency services at Preeceville Hospital from 5 p.m. Friday, Jan. 10 to 8 a.m. Monday, Jan. 13. Emergency services will resume at 8 a.m. Monday, Jan. 13.',
      'SK',
      '2025-01-08T09:00',
    );
    expect(reading.kind).not.toBe('open');
    expect(shown(reading)).toEqual(['2025-01-10T17:00 → 2025-01-13T08:00']);
  });
});

describe('ambulances diverted while the ER stays open', () => {
  it('is a disruption with its window (FR and EN)', () => {
    const fr = read(
      "En raison d'un manque de personnel, les ambulances seront réorientées vers d'autres hôpitaux du samedi 15 mars à 20 h au lundi 17 mars à 7 h. L'urgence de l'Hôpital de Maniwaki demeure ouverte pour les personnes qui s'y présentent.",
      'QC',
      '2025-03-12T09:00',
    );
    expect([fr.kind, ...shown(fr)]).toEqual(['disruption', '2025-03-15T20:00 → 2025-03-17T07:00']);
    const en = read(
      'Ambulances will be redirected from Glengarry Memorial Hospital from 7 p.m. Friday, June 6 until 7 a.m. Saturday, June 7. The emergency department remains open to walk-in patients.',
      'ON',
      '2025-06-04T09:00',
    );
    expect([en.kind, ...shown(en)]).toEqual(['disruption', '2025-06-06T19:00 → 2025-06-07T07:00']);
  });

  it('in a closure notice, diverted ambulances do not change the kind', () => {
    const reading = read(
      'The ER at Sackville Memorial Hospital will close at 6 p.m. on Friday, June 6 and ambulances will be diverted to Moncton.',
      'NB',
      '2025-06-04T09:00',
    );
    expect(reading.kind).toBe('closed');
  });
});

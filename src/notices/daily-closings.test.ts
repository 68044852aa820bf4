// "close each evening at 8 p.m. and reopen at 8 a.m. the next morning, starting Monday, June 2.
// Regular service resumes at 8 a.m. on Friday, June 6" (issue #26, invented sentences): a daily
// closing and reopening, over the period a start and a resumption bound, is one window a night.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

/** The four nights of June 2 to 6, from 8 p.m. to 8 a.m. */
const JUNE_NIGHTS = [
  '2025-06-02T20:00 → 2025-06-03T08:00',
  '2025-06-03T20:00 → 2025-06-04T08:00',
  '2025-06-04T20:00 → 2025-06-05T08:00',
  '2025-06-05T20:00 → 2025-06-06T08:00',
];

describe('daily closing and reopening times', () => {
  it('"close each evening at 7 p.m. and reopen at 7 a.m. the next morning, starting Tuesday, Oct. 7 … resumes Friday, Oct. 10" (EN)', () => {
    const reading = read(
      'The emergency department at Lakeview Hospital will close each evening at 7 p.m. and reopen at 7 a.m. the next morning, starting Tuesday, Oct. 7. Full service resumes at 7 a.m. on Friday, Oct. 10.',
      'NS',
      '2025-10-03T10:00',
    );
    expect(shown(reading)).toEqual([
      '2025-10-07T19:00 → 2025-10-08T07:00',
      '2025-10-08T19:00 → 2025-10-09T07:00',
      '2025-10-09T19:00 → 2025-10-10T07:00',
    ]);
  });

  it('« fermera chaque soir à 20 h et rouvrira à 8 h le lendemain, à compter du mardi 7 octobre … reprendra le vendredi 10 octobre à 8 h » (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque fermera chaque soir à 20 h et rouvrira à 8 h le lendemain, à compter du mardi 7 octobre. Le service complet reprendra le vendredi 10 octobre à 8 h.",
      'NB',
      '2025-10-03T10:00',
    );
    expect(shown(reading)).toEqual([
      '2025-10-07T20:00 → 2025-10-08T08:00',
      '2025-10-08T20:00 → 2025-10-09T08:00',
      '2025-10-09T20:00 → 2025-10-10T08:00',
    ]);
  });

  it('with no period, "closes each evening at 8 p.m. and reopens at 8 a.m." is no one-night closure', () => {
    const reading = read(
      'The emergency department at Lakeview Hospital closes each evening at 8 p.m. and reopens at 8 a.m.',
      'NS',
      '2025-10-03T10:00',
    );
    expect(shown(reading).filter((w) => w !== '… → …')).toEqual([]);
  });

  it('a daily closing time with no reopening time is still a closing', () => {
    const reading = read(
      'The emergency department at Lakeview Hospital will close each evening at 8 p.m. from Monday, Oct. 6 to Friday, Oct. 10.',
      'NS',
      '2025-10-03T10:00',
    );
    expect(shown(reading).length).toBeGreaterThan(0);
    expect(shown(reading)[0]).toMatch(/^2025-10-06T20:00/);
  });

  it('"Starting Monday, June 2, … will close daily at 8 p.m. and reopen at 8 a.m. … resumes at 8 a.m. on Friday, June 6": one window a night over the closure they bound (EN)', () => {
    const reading = read(
      'Starting Monday, June 2, the emergency department at Lakeview Hospital will close daily at 8 p.m. and reopen at 8 a.m. Regular service resumes at 8 a.m. on Friday, June 6.',
      'NS',
      '2025-05-29T10:00',
    );
    expect(shown(reading)).toEqual(JUNE_NIGHTS);
  });

  it('« À compter du lundi 2 juin, … fermera tous les jours à 20 h et rouvrira à 8 h. … reprendra le vendredi 6 juin à 8 h » (FR)', () => {
    const reading = read(
      "À compter du lundi 2 juin, l'urgence de l'Hôpital de Lamèque fermera tous les jours à 20 h et rouvrira à 8 h. Le service habituel reprendra le vendredi 6 juin à 8 h.",
      'NB',
      '2025-05-29T10:00',
    );
    expect(shown(reading)).toEqual(JUNE_NIGHTS);
  });

  it('« Du 2 au 6 juin, … fermera tous les jours à 20 h et rouvrira à 8 h »: a night from each day of the period', () => {
    const reading = read(
      "Du 2 au 6 juin, l'urgence de l'Hôpital de Lamèque fermera tous les jours à 20 h et rouvrira à 8 h.",
      'NB',
      '2025-05-29T10:00',
    );
    expect(shown(reading)).toEqual([
      '2025-06-02T20:00 → 2025-06-03T08:00',
      '2025-06-03T20:00 → 2025-06-04T08:00',
      '2025-06-04T20:00 → 2025-06-05T08:00',
      '2025-06-05T20:00 → 2025-06-06T08:00',
      '2025-06-06T20:00 → 2025-06-07T08:00',
    ]);
  });

  it('with no period, "will close daily at 8 p.m. and reopen at 8 a.m." is no one-night closure either', () => {
    const reading = read(
      'The emergency department at Lakeview Hospital will close daily at 8 p.m. and reopen at 8 a.m.',
      'NS',
      '2025-10-03T10:00',
    );
    expect(shown(reading).filter((w) => w !== '… → …')).toEqual([]);
  });
});

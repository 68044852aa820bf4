// Reduced hours over a period of days, said in the words authorities use for them: "reduced
// hours, 8 a.m. to 8 p.m.", « un horaire réduit, soit de 8 h à 20 h », the period after the hours
// (« ouvert de 8 h à 20 h seulement du vendredi … au lundi … »), a heading on its own line, and
// « son horaire de 24 heures » (a length of service, never midnight). Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const threeNights = [
  '2026-04-06T20:00 → 2026-04-07T08:00',
  '2026-04-07T20:00 → 2026-04-08T08:00',
  '2026-04-08T20:00 → 2026-04-09T08:00',
];

describe('reduced hours over a period, with the 24-hour resumption the morning after', () => {
  it('« Du lundi 6 au mercredi 8 avril, … selon un horaire réduit, soit de 8 h à 20 h … reprendra son horaire de 24 heures le jeudi 9 avril à 8 h »', () => {
    const reading = read(
      "Horaire réduit à l'urgence de l'Hôpital de Lamèque\n\nDu lundi 6 au mercredi 8 avril, l'urgence de l'Hôpital de Lamèque fonctionnera selon un horaire réduit, soit de 8 h à 20 h. Elle sera fermée la nuit et reprendra son horaire habituel de 24 heures le jeudi 9 avril à 8 h.",
      'NB',
      '2026-04-02T10:00',
    );
    expect(reading.facility?.name).toBe('Hôpital de Lamèque');
    expect(reading.kind).toBe('reduced_hours');
    expect(shown(reading)).toEqual(threeNights);
  });

  it('"will operate reduced hours, 8 a.m. to 8 p.m., from Monday, April 6 to Wednesday, April 8 … 24-hour service resumes Thursday, April 9 at 8 a.m."', () => {
    const reading = read(
      'Reduced hours – Harbourview Hospital\n\nThe emergency department at Harbourview Hospital will operate reduced hours, 8 a.m. to 8 p.m., from Monday, April 6 to Wednesday, April 8. It will be closed overnight; regular 24-hour service resumes Thursday, April 9 at 8 a.m.',
      'NS',
      '2026-04-02T10:00',
    );
    expect(reading.kind).toBe('reduced_hours');
    expect(shown(reading)).toEqual(threeNights);
  });

  it('« ouverte de 8 h à 20 h seulement du lundi 6 avril au mercredi 8 avril », nothing said of its end: a schedule in words', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera ouverte de 8 h à 20 h seulement du lundi 6 avril au mercredi 8 avril.",
      'NB',
      '2026-04-02T10:00',
    );
    expect(reading.kind).toBe('reduced_hours');
    expect(shown(reading)).toEqual([]);
    expect(reading.recurring).toContain('de 8 h à 20 h');
  });

  it('« ouverte de 8 h à 20 h seulement du lundi 6 avril au mercredi 8 avril … la dernière fermeture prendra fin le jeudi 9 avril à 8 h »: three nights', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera ouverte de 8 h à 20 h seulement du lundi 6 avril au mercredi 8 avril. Elle sera fermée de 20 h à 8 h chaque nuit durant cette période; la dernière fermeture prendra fin le jeudi 9 avril à 8 h.",
      'NB',
      '2026-04-02T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
  });

  it('"open from 8 a.m. to 8 p.m. only from Monday, April 6 to Wednesday, April 8", with the resumption: three nights', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital will be open from 8 a.m. to 8 p.m. only from Monday, April 6 to Wednesday, April 8. Regular 24-hour service resumes at 8 a.m. on Thursday, April 9.',
      'NS',
      '2026-04-02T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
  });
});

describe('"reduced hours" before overnight hours', () => {
  it('"will have reduced hours from 7 p.m. to 7 a.m. on April 6": those are the closed hours', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital will have reduced hours from 7 p.m. to 7 a.m. on April 6.',
      'NS',
      '2026-04-02T10:00',
    );
    expect(shown(reading)).toEqual(['2026-04-06T19:00 → 2026-04-07T07:00']);
  });
});

describe('« 24 heures » as a length of service', () => {
  it('« reprendra son horaire de 24 heures le jeudi 9 avril à 8 h » after a closure: no window from midnight', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée du lundi 6 avril à 20 h au jeudi 9 avril à 8 h. Elle reprendra son horaire de 24 heures le jeudi 9 avril à 8 h.",
      'NB',
      '2026-04-02T10:00',
    );
    expect(shown(reading)).toEqual(['2026-04-06T20:00 → 2026-04-09T08:00']);
  });

  it('« de 20 h à 24 h » is still midnight', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée le lundi 6 avril de 20 h à 24 h.",
      'NB',
      '2026-04-02T10:00',
    );
    expect(shown(reading)).toEqual(['2026-04-06T20:00 → 2026-04-07T00:00']);
  });
});

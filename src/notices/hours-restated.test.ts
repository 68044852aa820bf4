// A closure said once in words and again with its hours (issue #26, invented sentences): days named
// by their parts then given clock times in the next sentence are one closure with those hours, and
// a reopening's bare time that restates the end of the window just read starts no second window.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('days named by their parts, then their hours', () => {
  it('« de mardi soir à mercredi matin … débutera mardi à 19 h … rouvrira mercredi à 7 h »: one window (FR)', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée de mardi soir à mercredi matin. La fermeture débutera mardi à 19 h et l'urgence rouvrira mercredi à 7 h.",
      'NB',
      '2025-02-03T09:00',
    );
    expect(reading.kind).toBe('closed');
    expect(shown(reading)).toEqual(['2025-02-04T19:00 → 2025-02-05T07:00']);
    expect(reading.certainty).toBe('sure');
  });

  it('"from Friday evening to Monday morning … closing at 6 p.m. Friday and reopening at 8 a.m. Monday" (EN)', () => {
    const reading = read(
      'The emergency department at Sussex Health Centre will be closed from Friday evening to Monday morning. The closure begins at 6 p.m. Friday and the department will reopen at 8 a.m. Monday.',
      'NB',
      '2025-02-04T09:00',
    );
    expect(shown(reading)).toEqual(['2025-02-07T18:00 → 2025-02-10T08:00']);
  });

  it('parts of days whose hours name other days stay a closure of unknown ends beside them', () => {
    const reading = read(
      'The emergency department at Sussex Health Centre will be closed from Friday evening to Saturday morning. It will also close at 6 p.m. Sunday and reopen at 8 a.m. Monday.',
      'NB',
      '2025-02-04T09:00',
    );
    expect(shown(reading)).toEqual(['… → …', '2025-02-09T18:00 → 2025-02-10T08:00']);
    expect(reading.certainty).toBe('unsure');
  });
});

describe('a reopening time that restates the end just read', () => {
  it('« fermé le samedi 8 mars, entre 7 h et 19 h. Le service rouvrira à 19 h. » is one window (FR)', () => {
    const reading = read(
      "Le service d'urgence de l'Hôpital de Smooth Rock Falls sera fermé le samedi 8 mars, entre 7 h et 19 h. Le service rouvrira à 19 h.",
      'ON',
      '2025-03-05T10:00',
    );
    expect(shown(reading)).toEqual(['2025-03-08T07:00 → 2025-03-08T19:00']);
  });

  it('"closed on Sunday, March 9 from 9 a.m. to 5 p.m. It will reopen at 5 p.m." is one window (EN)', () => {
    const reading = read(
      'The emergency department at Wingham Hospital will be closed on Sunday, March 9 from 9 a.m. to 5 p.m. It will reopen at 5 p.m.',
      'ON',
      '2025-03-05T10:00',
    );
    expect(shown(reading)).toEqual(['2025-03-09T09:00 → 2025-03-09T17:00']);
    expect(reading.certainty).toBe('sure');
  });

  it('a bare reopening time after a closing with no end ends that closure', () => {
    const reading = read(
      'The emergency department at Wingham Hospital will close at 7 p.m. on Friday, March 7. It will reopen at 7 a.m.',
      'ON',
      '2025-03-05T10:00',
    );
    expect(shown(reading)).toEqual(['2025-03-07T19:00 → 2025-03-08T07:00']);
  });
});

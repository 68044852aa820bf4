// A closing moment whose day, half of the day and clock time stand in separate phrases: the
// time keeps its half of the day and its day (issue #26, first failure family). Invented
// sentences, English and French, other facilities and dates.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('a clock time without a.m./p.m. takes the half of the day said beside it', () => {
  it('"at 5:30 this afternoon" is 17:30, not early morning', () => {
    const reading = read(
      'The Digby General Hospital emergency department will close at 5:30 this afternoon and reopens at 8 a.m. Monday.',
      'NS',
      '2024-03-08T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-08T17:30 → 2024-03-11T08:00']);
  });

  it('"Tuesday evening at 7:30 until 8 a.m. Wednesday" starts Tuesday at 19:30', () => {
    const reading = read(
      'The ER at Souris Hospital will be closed Tuesday evening at 7:30 until 8 a.m. Wednesday.',
      'PE',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-12T19:30 → 2024-03-13T08:00']);
  });

  it('« ce soir à 7 h 30 » is 19:30', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque fermera ce soir à 7 h 30 et rouvrira demain à 8 h.",
      'NB',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-06T19:30 → 2024-03-07T08:00']);
  });

  it('a time written on the 24-hour clock or with a leading zero keeps its hour', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque fermera ce soir à 22 h et rouvrira demain à 08 h.",
      'NB',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-06T22:00 → 2024-03-07T08:00']);
  });
});

describe('one a.m./p.m. shared by both ends of a span', () => {
  it('"Monday evening from 4 to 10 p.m." is 16:00 to 22:00', () => {
    const reading = read(
      'The emergency department at Western Hospital will be closed all day Friday as well as Monday evening from 4 to 10 p.m.',
      'PE',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-08T00:00 → 2024-03-09T00:00', '2024-03-11T16:00 → 2024-03-11T22:00']);
  });

  it('"between 10 and 2 p.m." starts in the morning (10 p.m. would be after 2 p.m.)', () => {
    const reading = read(
      'Lillooet Hospital emergency department will be closed between 10 and 2 p.m. on Saturday, March 9.',
      'BC',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-09T10:00 → 2024-03-09T14:00']);
  });
});

describe('a closing day and its time stated in separate sentences are one moment', () => {
  it('"will close on Sunday, March 10. The closure begins at 4 p.m. and lasts until 8 a.m. Monday."', () => {
    const reading = read(
      'The emergency department at Shelburne Regional Hospital will close on Sunday, March 10. The closure begins at 4 p.m. and lasts until 8 a.m. Monday.',
      'NS',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-10T16:00 → 2024-03-11T08:00']);
  });

  it('« fermée le samedi 16 mars. La fermeture débutera à 20 h … rouvrira le dimanche à 8 h »: the Sunday after that Saturday', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée le samedi 16 mars. La fermeture débutera à 20 h et l'urgence rouvrira le dimanche à 8 h.",
      'NB',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual(['2024-03-16T20:00 → 2024-03-17T08:00']);
  });
});

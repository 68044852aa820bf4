// Nightly closures over a period: counted night by night, neither one short nor one long, and
// joined only with the day closures that fill the gaps between them (issue #26, second failure
// family; the convention is nights.test.ts's). Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const night = (day: number, from = '19:00', to = '07:00') =>
  `2024-03-${String(day).padStart(2, '0')}T${from} → 2024-03-${String(day + 1).padStart(2, '0')}T${to}`;

describe('the hours\' "between" does not bound the period after them', () => {
  it('« entre 19 h et 7 h du 3 au 5 mars » is the three nights starting on the 3rd, 4th and 5th', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Tracadie sera fermée entre 19 h et 7 h du 3 au 5 mars.",
      'NB',
      '2024-02-29T09:00',
    );
    expect(shown(reading)).toEqual([night(3), night(4), night(5)]);
  });

  it('"between 7 p.m. and 7 a.m. from March 3 to March 5" reads the same in English', () => {
    const reading = read(
      'Digby General Hospital emergency department will be closed between 7 p.m. and 7 a.m. from March 3 to March 5.',
      'NS',
      '2024-02-29T09:00',
    );
    expect(shown(reading)).toEqual([night(3), night(4), night(5)]);
  });
});

describe('overnight hours between two consecutive days are the one night between them', () => {
  it('"from 4 p.m. until 8 a.m., Sunday to Monday"', () => {
    const reading = read(
      'The emergency department at Digby General Hospital will be closed from 4 p.m. until 8 a.m., Sunday to Monday.',
      'NS',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual([night(10, '16:00', '08:00')]);
  });

  it('« de 20 h à 8 h, du dimanche 10 mars au lundi 11 mars »', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Tracadie sera fermée de 20 h à 8 h, du dimanche 10 mars au lundi 11 mars.",
      'NB',
      '2024-03-06T10:00',
    );
    expect(shown(reading)).toEqual([night(10, '20:00', '08:00')]);
  });
});

describe('a period of nights extended until a later day', () => {
  it('« initialement prévues du 3 au 5 mars, seront prolongées jusqu’au 8 mars » runs the nights until the morning of the 8th', () => {
    const reading = read(
      "Les fermetures de nuit, initialement prévues du 3 au 5 mars, seront prolongées jusqu'au 8 mars. L'urgence de l'Hôpital de Tracadie sera fermée entre 19 h et 7 h, jusqu'au 8 mars.",
      'NB',
      '2024-03-04T09:00',
    );
    expect(shown(reading)).toEqual([night(3), night(4), night(5), night(6), night(7)]);
  });

  it('"first planned from March 3 to March 5, have been extended until March 8"', () => {
    const reading = read(
      "The overnight closures at Digby General Hospital's emergency department, first planned from March 3 to March 5, have been extended until March 8. The department will be closed from 7 p.m. to 7 a.m.",
      'NS',
      '2024-03-04T09:00',
    );
    expect(shown(reading)).toEqual([night(3), night(4), night(5), night(6), night(7)]);
  });
});

describe('nights and the day closures stated apart that fill the gaps between them', () => {
  it('« entre 19 h et 7 h du 3 au 5 mars … également fermée de 7 h à 19 h le lundi 4 mars » joins the nights of the 3rd and 4th through that day', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Tracadie sera fermée entre 19 h et 7 h du 3 au 5 mars. Elle sera également fermée de jour, de 7 h à 19 h le lundi 4 mars.",
      'NB',
      '2024-02-29T09:00',
    );
    expect(shown(reading)).toEqual(['2024-03-03T19:00 → 2024-03-05T07:00', night(5)]);
  });

  it('a list of whole days stated together stays one window a day', () => {
    const reading = read(
      'The emergency department at Digby General Hospital will be closed on March 4, 5 and 6.',
      'NS',
      '2024-02-29T09:00',
    );
    expect(shown(reading)).toEqual([
      '2024-03-04T00:00 → 2024-03-05T00:00',
      '2024-03-05T00:00 → 2024-03-06T00:00',
      '2024-03-06T00:00 → 2024-03-07T00:00',
    ]);
  });
});

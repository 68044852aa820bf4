// A period's last end said apart from its nights ("the last overnight closure ends at 8 a.m. on
// Friday"): it confirms the nights counted, bounds nights given a first day only, adds none.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const fourNights = [
  '2024-09-09T18:00 → 2024-09-10T07:00',
  '2024-09-10T18:00 → 2024-09-11T07:00',
  '2024-09-11T18:00 → 2024-09-12T07:00',
  '2024-09-12T18:00 → 2024-09-13T07:00',
];

describe('a stated last end confirms the nights of a period', () => {
  it('"nightly from Monday through Thursday … the last overnight closure ends at 7 a.m. Friday": four nights, sure', () => {
    const reading = read(
      'The emergency department at Lakeview Hospital will be closed from 6 p.m. to 7 a.m. nightly from Monday, Sept. 9 through Thursday, Sept. 12. The department reopens each morning at 7 a.m.; the last overnight closure ends at 7 a.m. on Friday, Sept. 13.',
      'NS',
      '2024-09-05T10:00',
    );
    expect(shown(reading)).toEqual(fourNights);
    expect(reading.certainty).toBe('sure');
  });

  it('trims a night the convention counted past the stated end', () => {
    const reading = read(
      'The emergency department at Lakeview Hospital will be closed from 6 p.m. to 7 a.m. from Monday, Sept. 9 to Friday, Sept. 13. The final closure will end at 7 a.m. on Friday, Sept. 13.',
      'NS',
      '2024-09-05T10:00',
    );
    expect(shown(reading)).toEqual(fourNights);
  });

  it('never adds a night: an end a night past the period stays unsure', () => {
    const reading = read(
      'The emergency department at Lakeview Hospital will be closed from 6 p.m. to 7 a.m. between Monday, Sept. 9 and Thursday, Sept. 12. The last closure ends at 7 a.m. on Friday, Sept. 13.',
      'NS',
      '2024-09-05T10:00',
    );
    expect(shown(reading)).toEqual(fourNights.slice(0, 3));
    expect(reading.certainty).toBe('unsure');
  });

  it('« chaque nuit, du 9 au 12 septembre … La dernière fermeture prendra fin le 13 septembre à 7 h »', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée de 18 h à 7 h, chaque nuit, du 9 au 12 septembre. La dernière fermeture prendra fin le vendredi 13 septembre à 7 h.",
      'NB',
      '2024-09-05T10:00',
    );
    expect(shown(reading)).toEqual(fourNights);
    expect(reading.certainty).toBe('sure');
  });
});

describe('a last end with no nights read', () => {
  it('is left to the closings: "ends at" ends the one closure like "until"', () => {
    const reading = read(
      'The emergency department at Lakeview Hospital will be closed from 8 p.m. on Thursday, Sept. 12. The final closure ends at 8 a.m. on Friday, Sept. 13.',
      'NS',
      '2024-09-10T10:00',
    );
    expect(shown(reading)).toEqual(['2024-09-12T20:00 → 2024-09-13T08:00']);
  });
});

describe('a stated last end bounds nights given with their first day only', () => {
  it('"nightly, beginning Monday … The final overnight closure ends at 7 a.m. on Friday"', () => {
    const reading = read(
      'Lakeview Hospital emergency department will be closed from 6 p.m. to 7 a.m. nightly, beginning Monday, Sept. 9, because of staffing. The final overnight closure ends at 7 a.m. on Friday, Sept. 13.',
      'NS',
      '2024-09-05T10:00',
    );
    expect(shown(reading)).toEqual(fourNights);
    expect(reading.certainty).toBe('sure');
  });

  it('« de 18 h à 7 h chaque nuit, à compter du lundi 9 septembre. La dernière fermeture se terminera le vendredi 13 septembre à 7 h »', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée de 18 h à 7 h chaque nuit, à compter du lundi 9 septembre. La dernière fermeture se terminera le vendredi 13 septembre à 7 h.",
      'NB',
      '2024-09-05T10:00',
    );
    expect(shown(reading)).toEqual(fourNights);
  });

  it("an end at another hour than the nights' does not bound them", () => {
    const reading = read(
      'Lakeview Hospital emergency department will be closed from 6 p.m. to 7 a.m. nightly, beginning Monday, Sept. 9. The last closure ends at noon on Friday, Sept. 13.',
      'NS',
      '2024-09-05T10:00',
    );
    expect(reading.certainty).toBe('unsure');
  });
});

describe('a period of nights named from its first evening to its last morning', () => {
  const threeNights = [
    '2024-12-02T20:00 → 2024-12-03T08:00',
    '2024-12-03T20:00 → 2024-12-04T08:00',
    '2024-12-04T20:00 → 2024-12-05T08:00',
  ];

  it("« chaque nuit de 20 h à 8 h, à compter du lundi 2 décembre au soir jusqu'au jeudi 5 décembre à 8 h »", () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque sera fermée chaque nuit de 20 h à 8 h, à compter du lundi 2 décembre au soir jusqu'au jeudi 5 décembre à 8 h.",
      'NB',
      '2024-11-29T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
    expect(reading.certainty).toBe('sure');
  });

  it('"nightly from 8 p.m. to 8 a.m., starting Monday, Dec. 2 in the evening until Thursday, Dec. 5 at 8 a.m."', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital will be closed nightly from 8 p.m. to 8 a.m., starting Monday, Dec. 2 in the evening until Thursday, Dec. 5 at 8 a.m.',
      'NS',
      '2024-11-29T10:00',
    );
    expect(shown(reading)).toEqual(threeNights);
  });
});

describe('a closing and a reopening time each night, from a first day, until service resumes', () => {
  const fourNights = [
    '2025-06-02T20:00 → 2025-06-03T08:00',
    '2025-06-03T20:00 → 2025-06-04T08:00',
    '2025-06-04T20:00 → 2025-06-05T08:00',
    '2025-06-05T20:00 → 2025-06-06T08:00',
  ];

  it('"close each evening at 8 p.m. and reopen at 8 a.m. the next morning, starting Monday, June 2 … resumes at 8 a.m. on Friday, June 6"', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital will operate reduced hours next week: it will close each evening at 8 p.m. and reopen at 8 a.m. the next morning, starting Monday, June 2. Regular 24-hour service resumes at 8 a.m. on Friday, June 6.',
      'NS',
      '2025-05-29T10:00',
    );
    expect(shown(reading)).toEqual(fourNights);
    expect(reading.kind).toBe('reduced_hours');
    expect(reading.certainty).toBe('sure');
  });

  it('« fermera chaque soir à 20 h et rouvrira à 8 h, à compter du lundi 2 juin … reprendra le vendredi 6 juin à 8 h »', () => {
    const reading = read(
      "L'urgence de l'Hôpital de Lamèque fermera chaque soir à 20 h et rouvrira à 8 h, à compter du lundi 2 juin. Le service habituel reprendra le vendredi 6 juin à 8 h.",
      'NB',
      '2025-05-29T10:00',
    );
    expect(shown(reading)).toEqual(fourNights);
  });

  it('a resumption at another hour than the nights end does not bound them', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital will close each evening at 8 p.m. and reopen at 8 a.m., starting Monday, June 2. Regular service resumes at noon on Friday, June 6.',
      'NS',
      '2025-05-29T10:00',
    );
    expect(reading.certainty).toBe('unsure');
  });
});

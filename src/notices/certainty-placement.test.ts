// Where the rules put the notice's clock times (certainty-placement.ts): a time used on a day the
// notice does not give it makes the reading unsure, whatever rule put it there; the same words
// read where the notice puts them stay sure. Invented sentences, English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const codes = (reading: ReturnType<typeof read>) => reading.doubts.map((d) => d.code);

describe('a clock time without its day, put on a day the notice never names (time_unplaced)', () => {
  it('closing and reopening times put on the publication day of a notice about Saturday are unsure', () => {
    for (const [text, province] of [
      [
        'The emergency department at Harbourview Hospital will be closed overnight Saturday, March 15. Closure begins at 8 p.m.; the department reopens at 8 a.m.',
        'NS',
      ],
      [
        "L'urgence de l'Hôpital Sainte-Claire sera fermée dans la nuit du samedi 15 mars. La fermeture débutera à 20 h; le service rouvrira à 8 h.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-03-12T09:00');
      expect(shown(reading), text).not.toContain('2025-03-15T20:00 → 2025-03-16T08:00');
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('time_unplaced');
    }
  });

  it('a reopening that restates the end of the stated hours adds no window and stays sure', () => {
    for (const [text, province] of [
      [
        'The emergency department at Harbourview Hospital will be closed on Saturday, March 15, between 8 a.m. and 6 p.m. The department will reopen at 6 p.m.',
        'NS',
      ],
      [
        "L'urgence de l'Hôpital Sainte-Claire sera fermée le samedi 15 mars, entre 8 h et 18 h. Le service rouvrira à 18 h.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-03-12T09:00');
      expect(shown(reading), text).toEqual(['2025-03-15T08:00 → 2025-03-15T18:00']);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('a time without a day in a notice naming no day stays sure ("closed until 8 a.m.")', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital is closed until 8 a.m.',
      'NS',
      '2025-03-12T22:00',
    );
    expect(shown(reading)).toEqual(['… → 2025-03-13T08:00']);
    expect(reading.certainty).toBe('sure');
  });

  it('a closing time today with a reopening on a named day stays sure', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital will close at 5 p.m. today and reopen at 8 a.m. on Monday, March 17.',
      'NS',
      '2025-03-14T09:00',
    );
    expect(shown(reading)).toEqual(['2025-03-14T17:00 → 2025-03-17T08:00']);
    expect(reading.certainty).toBe('sure');
  });
});

describe('the hours after midnight of "the night of Friday to Saturday" (time_unplaced)', () => {
  it('read as one night, from midnight on Saturday, they stay sure', () => {
    for (const text of [
      'The emergency department at Bayview Hospital will operate without a physician on site overnight from Friday to Saturday, from midnight to 7 a.m.',
      "L'urgence de l'Hôpital du Lac fonctionnera sans médecin sur place dans la nuit de vendredi à samedi, de minuit à 7 h.",
    ]) {
      const reading = read(text, 'NB', '2025-03-12T09:00');
      expect(shown(reading), text).toEqual(['2025-03-15T00:00 → 2025-03-15T07:00']);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('"Friday night, from midnight" put on Friday morning makes the reading unsure', () => {
    for (const text of [
      'The emergency department at Bayview Hospital will have no physician on site Friday night, from midnight to 7 a.m.',
      "L'urgence de l'Hôpital du Lac sera fermée vendredi soir, de minuit à 7 h.",
    ]) {
      const reading = read(text, 'NB', '2025-03-12T09:00');
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('time_unplaced');
    }
  });

  it('« la nuit du 14 au 15, de minuit à 7 h » read on the 15th stays sure', () => {
    const reading = read(
      "L'urgence de l'Hôpital du Lac sera fermée dans la nuit du 14 au 15 mars, de minuit à 7 h.",
      'NB',
      '2025-03-12T09:00',
    );
    expect(shown(reading)).toEqual(['2025-03-15T00:00 → 2025-03-15T07:00']);
    expect(reading.certainty).toBe('sure');
  });
});

describe('a closing and a reopening time of one sentence read as one window of days (schedule_as_window)', () => {
  it('"close at 7 p.m. and reopen at 7 a.m. the next morning" over several days is unsure', () => {
    for (const [text, province] of [
      [
        'Starting Monday, June 9, the emergency department at Pine Ridge Hospital will close at 7 p.m. and reopen at 7 a.m. the next morning. Full service resumes at 7 a.m. on Friday, June 13.',
        'NS',
      ],
      [
        "À compter du lundi 9 juin, l'urgence de l'Hôpital du Lac fermera à 19 h et rouvrira à 7 h le lendemain matin. Le service complet reprendra à 7 h le vendredi 13 juin.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-06-04T09:00');
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('schedule_as_window');
    }
  });
});

describe('hours or a moment the notice gives for opening, shown as closed (open_as_closed)', () => {
  it('regular hours a service resumes are not shown as closed windows, and the reading stays unsure', () => {
    for (const [text, province] of [
      [
        'The Riverside after-hours clinic will be closed on Monday, Aug. 4 and will resume its regular hours (Monday to Friday, 5 to 9 p.m.) on Tuesday.',
        'ON',
      ],
      [
        'La clinique sans rendez-vous de Riverside sera fermée le lundi 4 août et reprendra ses heures habituelles (du lundi au vendredi, de 17 h à 21 h) mardi.',
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-07-31T09:00');
      // The rules now set the regular hours aside; were they shown, open_as_closed would fire.
      expect(shown(reading), text).toEqual(['2025-08-04T00:00 → 2025-08-05T00:00']);
      expect(reading.certainty, text).toBe('unsure');
    }
  });

  it('a return to full service is never shown as the start of a closure, and a reading that keeps it is unsure', () => {
    for (const text of [
      'The emergency department at Pine Ridge Hospital will return to 24/7 operations beginning at 8 a.m. on Monday, Jan. 12.',
      "L'urgence de l'Hôpital du Lac retrouvera un service 24 heures sur 24 à compter de 8 h le lundi 12 janvier.",
    ]) {
      const reading = read(text, 'NB', '2026-01-05T09:00');
      expect(reading.certainty, text).toBe('unsure');
      expect(shown(reading), text).not.toContain('2026-01-12T08:00 → …');
    }
  });

  it('an ER said to stay open, with a degraded period of its own, stays sure', () => {
    const reading = read(
      'The emergency department at Pine Ridge Hospital will remain open overnight Wednesday, but there will be no physician on site from 11 p.m. Wednesday until 7 a.m. Thursday.',
      'NB',
      '2025-03-11T09:00',
    );
    expect(shown(reading)).toEqual(['2025-03-12T23:00 → 2025-03-13T07:00']);
    expect(reading.certainty).toBe('sure');
  });
});

describe('a window from the midnight of a day the notice gives a closing time (start_unstated)', () => {
  it('"will close at 8 p.m. …, starting Monday" is never one window from Monday 00:00, and stays unsure', () => {
    for (const [text, province] of [
      [
        'Because of staffing, the department at Pine Ridge Hospital will close at 8 p.m. and reopen at 8 a.m. the next morning, starting Monday, June 9. Regular 24-hour service resumes at 8 a.m. on Friday, June 13.',
        'NS',
      ],
      [
        "En raison du manque de personnel, l'urgence de l'Hôpital du Lac fermera à 20 h et rouvrira à 8 h le lendemain matin, à compter du lundi 9 juin. Le service 24 heures sur 24 reprendra à 8 h le vendredi 13 juin.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-06-04T09:00');
      expect(shown(reading), text).not.toContain('2025-06-09T00:00 → 2025-06-13T08:00');
      expect(reading.certainty, text).toBe('unsure');
    }
  });

  it('a day read whole while another sentence gives it its closing time is unsure', () => {
    const reading = read(
      'The emergency department at Pine Ridge Hospital will be closed on Saturday, June 14. Staff will leave at 4 p.m. on Saturday, June 14 and the department reopens at 8 a.m. Sunday, June 15.',
      'NS',
      '2025-06-10T09:00',
    );
    expect(reading.certainty).toBe('unsure');
    expect(codes(reading)).toContain('start_unstated');
  });
});

describe('"each evening", « chaque soir » read as one window of days (schedule_as_window)', () => {
  it('is unsure', () => {
    for (const [text, province] of [
      [
        'The emergency department at Pine Ridge Hospital will close each evening at 8 p.m., starting Monday, June 9. Regular service resumes at 8 a.m. on Friday, June 13.',
        'NS',
      ],
      [
        "L'urgence de l'Hôpital du Lac fermera chaque soir à 20 h, à compter du lundi 9 juin. Le service habituel reprendra à 8 h le vendredi 13 juin.",
        'NB',
      ],
    ] as const) {
      const reading = read(text, province, '2025-06-04T09:00');
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('schedule_as_window');
    }
  });
});

describe('a part of a day that ends nothing shown (part_of_day)', () => {
  it('"until Monday morning" left as a window without an end is unsure', () => {
    for (const [text, province] of [
      ['The emergency department at Pine Ridge Hospital will be closed from 8 a.m. Sunday until Monday morning.', 'NS'],
      ["L'urgence de l'Hôpital du Lac sera fermée de dimanche à 8 h jusqu'à lundi matin.", 'NB'],
    ] as const) {
      const reading = read(text, province, '2025-03-12T09:00');
      expect(shown(reading), text).toEqual(['2025-03-16T08:00 → …']);
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('part_of_day');
    }
  });
});

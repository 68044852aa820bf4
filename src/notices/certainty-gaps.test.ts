// Accounting gaps that let a wrong reading be sure (invented set 5): each check fires on any
// notice with the same flaw, and the same family read right stays sure. Invented sentences,
// English and French.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const codes = (reading: ReturnType<typeof read>) => reading.doubts.map((d) => d.code);

describe('a clock time no rule read (time_unread)', () => {
  it('a time written in a form the tokens do not take makes the reading unsure, whatever was shown', () => {
    for (const [text, province] of [
      [
        'Emergency services at the Pine Ridge Health Centre will be unavailable from 7.00 Friday, March 6 to 7.00 Sunday, March 8.',
        'MB',
      ],
      ['The Elm Valley Hospital emergency department will be closed on Tuesday, March 10 from 7.00 p.m.', 'SK'],
      ["L'urgence de l'Hôpital de Val-Rose sera fermée le samedi 7 mars dès 1800 heures.", 'NB'],
    ] as const) {
      const reading = read(text, province, '2026-03-02T09:00');
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('time_unread');
    }
  });

  it('times the tokens read, and durations, phone numbers and 24/7, are no unread time', () => {
    for (const text of [
      'The Elm Valley Hospital emergency department will be closed from 7 p.m. on Tuesday, March 10 until 7 a.m. on Wednesday, March 11. The 12-hour closure is due to staffing. Call 1-888-555-0199 or 811; the Regional Hospital is open 24/7.',
      "L'urgence de l'Hôpital de Val-Rose sera fermée du mardi 10 mars à 19 h au mercredi 11 mars à 7 h. Composez le 811 ou le 1-888-555-0199.",
    ]) {
      const reading = read(text, 'NB', '2026-03-02T09:00');
      expect(shown(reading), text).toEqual(['2026-03-10T19:00 → 2026-03-11T07:00']);
      expect(codes(reading), text).not.toContain('time_unread');
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('a time the notice takes back ("instead of 8 p.m.") is no unread time', () => {
    const reading = read(
      'The Elm Valley Hospital emergency department will close at 5 p.m. instead of 8 p.m. on Sunday, March 8. It will reopen at 8 a.m. on Monday, March 9.',
      'ON',
      '2026-03-05T09:00',
    );
    expect(shown(reading)).toEqual(['2026-03-08T17:00 → 2026-03-09T08:00']);
    expect(codes(reading)).not.toContain('time_unread');
  });
});

describe('a range shown by its ends only (range_gap)', () => {
  it('"from X to Y" shown as X and Y without the days between is unsure', () => {
    for (const [text, province] of [
      [
        'Emergency services at the Pine Ridge Health Centre will be unavailable from 7.00 on Friday, March 6 to 7.00 on Monday, March 9.',
        'MB',
      ],
      ["L'urgence de l'Hôpital de Val-Rose sera fermée de 7.00 le vendredi 6 mars à 7.00 le lundi 9 mars.", 'NB'],
    ] as const) {
      const reading = read(text, province, '2026-03-02T09:00');
      expect(shown(reading), text).toEqual([
        '2026-03-06T00:00 → 2026-03-07T00:00',
        '2026-03-09T00:00 → 2026-03-10T00:00',
      ]);
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('range_gap');
    }
  });

  it('a range read whole, a list of days, and bullets joined by dashes stay sure', () => {
    for (const [text, windows] of [
      [
        'The Elm Valley Hospital emergency department will be closed from 7 a.m. Friday, March 6 to 7 a.m. Monday, March 9.',
        ['2026-03-06T07:00 → 2026-03-09T07:00'],
      ],
      [
        "L'urgence de l'Hôpital de Val-Rose sera fermée du vendredi 6 mars à 7 h au lundi 9 mars à 7 h.",
        ['2026-03-06T07:00 → 2026-03-09T07:00'],
      ],
      [
        'The Elm Valley Hospital emergency department will be closed: - Friday, March 6 from 4 p.m. to Saturday, March 7 at 8 a.m. - Tuesday, March 10 from 7 a.m. to 10 a.m.',
        ['2026-03-06T16:00 → 2026-03-07T08:00', '2026-03-10T07:00 → 2026-03-10T10:00'],
      ],
    ] as const) {
      const reading = read(text, 'NB', '2026-03-02T09:00');
      expect(shown(reading), text).toEqual(windows);
      expect(codes(reading), text).not.toContain('range_gap');
      expect(reading.certainty, text).toBe('sure');
    }
  });
});

describe("a clinic's or a lab's closure, not an ER's", () => {
  it('is read like an ER closure, with its windows and not ER, and nothing else in doubt stays sure', () => {
    for (const text of [
      'Outpatient blood collection at Elm Valley Hospital will not be available on Friday, March 6.',
      'The Elm Valley walk-in clinic will be closed on Friday, March 6. The hospital emergency department remains open.',
      'Le centre de prélèvements du CLSC de Val-Rose sera fermé le vendredi 6 mars.',
    ]) {
      const reading = read(text, 'NB', '2026-03-02T09:00');
      expect(reading.isEr, text).toBe(false);
      expect(reading.kind, text).toBe('closed');
      expect(shown(reading), text).toEqual(['2026-03-06T00:00 → 2026-03-07T00:00']);
      expect(reading.certainty, text).toBe('sure');
    }
  });

  it('stays unsure when its other words leave doubt (an ER word in a clinic notice)', () => {
    const reading = read(
      'The Elm Valley walk-in clinic will be closed on Friday, March 6 because no physician is available; ambulances will be diverted.',
      'NB',
      '2026-03-02T09:00',
    );
    expect(reading.isEr).toBe(false);
    expect(reading.certainty).toBe('unsure');
  });
});

describe('a count of nights or hours the windows do not have (count_conflict)', () => {
  const published = '2026-03-05T09:00';
  it('"for three nights" shown as two nights is unsure', () => {
    for (const text of [
      'The Elm Valley Hospital emergency department will be closed for three nights, from 8 p.m. to 8 a.m. on March 9 and 10.',
      "L'urgence de l'Hôpital de Val-Rose sera fermée pendant trois nuits, de 20 h à 8 h, les 9 et 10 mars.",
    ]) {
      const reading = read(text, 'NB', published);
      expect(shown(reading), text).toEqual([
        '2026-03-09T20:00 → 2026-03-10T08:00',
        '2026-03-10T20:00 → 2026-03-11T08:00',
      ]);
      expect(reading.certainty, text).toBe('unsure');
      expect(codes(reading), text).toContain('count_conflict');
    }
  });

  it('"a 16-hour closure" shown as twelve hours is unsure', () => {
    const reading = read(
      'The Elm Valley Hospital emergency department will have a 16-hour closure from 8 p.m. Monday, March 9 to 8 a.m. Tuesday, March 10.',
      'NB',
      published,
    );
    expect(shown(reading)).toEqual(['2026-03-09T20:00 → 2026-03-10T08:00']);
    expect(codes(reading)).toContain('count_conflict');
  });

  it('counts the windows agree with stay sure', () => {
    for (const text of [
      'The Elm Valley Hospital emergency department will be closed for two nights, from 8 p.m. to 8 a.m. on March 9 and 10.',
      "L'urgence de l'Hôpital de Val-Rose sera fermée pendant deux nuits, de 20 h à 8 h, les 9 et 10 mars.",
      'The Elm Valley Hospital emergency department will have a 12-hour closure from 8 p.m. Monday, March 9 to 8 a.m. Tuesday, March 10.',
    ]) {
      const reading = read(text, 'NB', published);
      expect(codes(reading), text).not.toContain('count_conflict');
      expect(reading.certainty, text).toBe('sure');
    }
  });
});

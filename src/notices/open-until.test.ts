// Open hours "until" a day, with no first day: they hold from the day of publication, and the
// 24-hour resumption the morning after ends the last night. Without such an end they stay a
// schedule in words. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

const fourNights = [
  '2026-05-04T20:00 → 2026-05-05T08:00',
  '2026-05-05T20:00 → 2026-05-06T08:00',
  '2026-05-06T20:00 → 2026-05-07T08:00',
  '2026-05-07T20:00 → 2026-05-08T08:00',
];

describe('open hours until a day, from publication', () => {
  it('"Effective immediately and until Thursday, May 7, … will operate 0800-2000 daily. Regular 24-hour service resumes at 0800 Friday, May 8."', () => {
    const reading = read(
      'Effective immediately and until Thursday, May 7, the emergency department at Harbourview Hospital will operate 0800-2000 daily. Regular 24-hour service resumes at 0800 Friday, May 8.',
      'NS',
      '2026-05-04T11:00',
    );
    expect(reading.kind).toBe('reduced_hours');
    expect(shown(reading)).toEqual(fourNights);
  });

  it("« Jusqu'au jeudi 7 mai inclusivement, l'urgence sera ouverte de 8 h à 20 h seulement … reprendra le vendredi 8 mai à 8 h »", () => {
    const reading = read(
      "Jusqu'au jeudi 7 mai inclusivement, l'urgence de l'Hôpital de Lamèque sera ouverte de 8 h à 20 h seulement et fermée la nuit. L'horaire de 24 heures reprendra le vendredi 8 mai à 8 h.",
      'NB',
      '2026-05-04T11:00',
    );
    expect(reading.kind).toBe('reduced_hours');
    expect(shown(reading)).toEqual(fourNights);
  });

  it('"until Thursday, May 7, … open from 8 a.m. to 8 p.m. daily", no resumption said: a schedule in words, no window', () => {
    const reading = read(
      'Until Thursday, May 7, the emergency department at Harbourview Hospital will be open from 8 a.m. to 8 p.m. daily.',
      'NS',
      '2026-05-04T11:00',
    );
    expect(shown(reading)).toEqual([]);
    expect(reading.recurring).toContain('8 a.m. to 8 p.m.');
  });

  it('a closure "until" a day stays a closure: "closed until Thursday, May 7 … will reopen at 8 a.m."', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital is closed until Thursday, May 7. It will reopen at 8 a.m.',
      'NS',
      '2026-05-04T11:00',
    );
    expect(shown(reading)).toEqual(['… → 2026-05-07T08:00']);
  });
});

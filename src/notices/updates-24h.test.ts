// Two things a notice can say that were read wrong while the reading said it was sure: a 24-hour time
// written with its leading zero and no unit ("Hours of closure: 0800 Friday, May 8"), which is never a
// year; and an update that moves a closure's end ("UPDATE: the closure has been extended to 8:00 AM
// Sunday"), which ends the closure already read rather than starting another. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';
import { tokenize } from './tokens';

describe('a 24-hour time with its leading zero', () => {
  it('is a clock time, not a year, and not part of a phone number', () => {
    const tokens = tokenize('Hours of closure: 0800 Friday, May 8 - call 1-866-0700 for advice.');
    expect(tokens.filter((t) => t.k === 'time').map((t) => t.text)).toEqual(['0800']);
  });

  it('starts the closure at that time', () => {
    const reading = read(
      'TEMPORARY CLOSURE OF THE EMERGENCY DEPARTMENT\nRiverbend District Hospital\nHours of closure: 0800 Friday, May 8, 2026 – the department will re-open as normally scheduled at 0800 on Sunday, May 10.',
      'ON',
      '2026-05-06T09:00',
    );
    expect(shown(reading)).toEqual(['2026-05-08T08:00 → 2026-05-10T08:00']);
  });

  it('with "h" as its unit ("0700 h Friday")', () => {
    const reading = read(
      'Emergency services at the Pine Ridge Health Centre will be unavailable from 0700 h Friday, March 6 to 0700 h Monday, March 9.',
      'MB',
      '2026-03-02T09:00',
    );
    expect(shown(reading)).toEqual(['2026-03-06T07:00 → 2026-03-09T07:00']);
  });
});

describe('an update that extends a closure', () => {
  it('moves its end, and is never a second closure from the new end (EN)', () => {
    for (const text of [
      'The Emergency Department at Pine Lake Hospital is closed Friday, May 8 at 8:00 AM to Saturday, May 9 at 8:00 AM.\nUPDATE: the closure has been extended to 8:00 AM Sunday, May 10.',
      'The emergency department at Pine Lake Hospital will be closed from 8 a.m. Friday, May 8 until 8 a.m. Saturday, May 9. Update: the closure has been extended until 8 a.m. Sunday, May 10.',
    ]) {
      const reading = read(text, 'ON', '2026-05-06T09:00');
      expect(shown(reading), text).toEqual(['2026-05-08T08:00 → 2026-05-10T08:00']);
    }
  });

  it('in French, « prolongée jusqu’au »', () => {
    const reading = read(
      "L'urgence de l'Hôpital du Lac-des-Pins est fermée du vendredi 8 mai à 8 h au samedi 9 mai à 8 h. MISE À JOUR : la fermeture est prolongée jusqu'au dimanche 10 mai à 8 h.",
      'NB',
      '2026-05-06T09:00',
    );
    expect(shown(reading)).toEqual(['2026-05-08T08:00 → 2026-05-10T08:00']);
  });
});

// An hour said in words after the half of the day it falls in: "reopen Sunday morning at seven",
// "close tonight at eight o'clock". Without the half of the day said, a word is no time. Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe('an hour in words', () => {
  it('"will close on Friday at 7 p.m. … expects to reopen Saturday morning at seven"', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital will close on Friday at 7 p.m. The hospital expects to reopen Saturday morning at seven.',
      'NS',
      '2026-06-03T10:00',
    );
    expect(shown(reading)).toEqual(['2026-06-05T19:00 → 2026-06-06T07:00']);
  });

  it('"will close tonight at eight o\'clock and reopen tomorrow morning at eight"', () => {
    const reading = read(
      "The emergency department at Harbourview Hospital will close tonight at eight o'clock. It will reopen tomorrow morning at eight.",
      'NS',
      '2026-06-03T10:00',
    );
    expect(shown(reading)).toEqual(['2026-06-03T20:00 → 2026-06-04T08:00']);
  });

  it('a number word with no half of the day is no time: "one of two physicians … at ten sites"', () => {
    const reading = read(
      'The emergency department at Harbourview Hospital will be closed on Saturday, June 6 from 8 a.m. to 8 p.m. One of two physicians is away; staff at ten sites are affected.',
      'NS',
      '2026-06-03T10:00',
    );
    expect(shown(reading)).toEqual(['2026-06-06T08:00 → 2026-06-06T20:00']);
  });
});

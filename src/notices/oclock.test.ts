// "8 o'clock": an hour without its half of the day, which a part of the day gives ("Monday
// morning", "tonight"). Invented sentences.
import { describe, expect, it } from 'vitest';
import { read, shown } from './reading-helpers';

describe("an hour said with o'clock", () => {
  it('takes its half of the day from the part of the day said with it', () => {
    const cases: [string, string[]][] = [
      [
        "The emergency department at Maple Bay Hospital will close at 4 p.m. Sunday and is expected to reopen at 8 o'clock Monday morning.",
        ['2025-06-15T16:00 → 2025-06-16T08:00'],
      ],
      [
        "The emergency department at Maple Bay Hospital will close at 8 o'clock tonight and reopen at 7 o'clock tomorrow morning.",
        ['2025-06-13T20:00 → 2025-06-14T07:00'],
      ],
    ];
    for (const [text, windows] of cases) {
      const reading = read(text, 'NS', '2025-06-13T09:00');
      expect(shown(reading), text).toEqual(windows);
    }
  });

  it('is no time in "the 8 o’clock news" said without a closing', () => {
    const reading = read(
      "The emergency department at Maple Bay Hospital will be closed Sunday, June 15. Listen to the 8 o'clock news for updates.",
      'NS',
      '2025-06-13T09:00',
    );
    expect(shown(reading)).toEqual(['2025-06-15T00:00 → 2025-06-16T00:00']);
  });
});

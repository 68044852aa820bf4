import { describe, expect, it } from 'vitest';
import { firstLetters } from './first-letters';

const letters = (source: string) => {
  const first = firstLetters(source);
  return first === null ? null : [...first].sort().join('');
};

describe('firstLetters: the characters a pattern can start with', () => {
  it('reads words, optional parts, classes and escapes (upper case, as the i flag compares)', () => {
    expect(letters('(?<m>jan|Feb)\\.?')).toBe('FJ');
    expect(letters('(?:(?<wd>mon|tue)\\s+)?(?<d>\\d{1,2})')).toBe('0123456789MT');
    expect(letters('[ap]?b')).toBe('ABP');
    expect(letters('(?:x{0,2}|y*)z')).toBe('XYZ');
    expect(letters('à partir|dès')).toBe('DÀ');
  });

  it('skips what matches no character: look-behinds, look-aheads, word boundaries', () => {
    expect(letters('(?<![a-z])(?<=\\bat\\s)(?<h>[01]\\d)')).toBe('01');
    expect(letters('(?<dash>(?<=\\s)-(?=\\s)|-(?=\\s*\\d))')).toBe('-');
    expect(letters('\\bon\\b')).toBe('O');
  });

  it('answers "any character" when it cannot tell or the pattern may match nothing', () => {
    expect(letters('[^a]b')).toBeNull();
    expect(letters('.x')).toBeNull();
    expect(letters('\\s*x')).toBeNull();
    expect(letters('x*')).toBeNull();
    expect(letters('(?:a|)')).toBeNull();
  });

  it('never leaves out a character a match starts with', () => {
    const patterns = [
      '(?:(?<a>\\d{1,2})\\s?h|(?<b>mid(?:i|night)))',
      '(?:le |la )?(?:\\d+|demain)',
      '[A-Z][\\w-]*|&|et',
    ];
    const texts = ['14 h', 'midi', 'midnight', 'le 3', 'la demain', 'demain', 'Saint-Jean', '& co', 'et', 'x'];
    for (const source of patterns) {
      const first = firstLetters(source);
      for (const text of texts) {
        const match = new RegExp(source, 'iy').exec(text);
        if (match && match[0] !== '') expect(first?.has(text[0]?.toUpperCase() ?? '') ?? true).toBe(true);
      }
    }
  });
});

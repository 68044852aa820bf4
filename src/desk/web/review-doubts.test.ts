// Every doubt the notice reader can give (its README's table of codes) reads as words at the desk,
// in both languages, instead of "Unsure for another reason (code)".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REVIEW_STRINGS } from './review-strings';

const readme = readFileSync(new URL('../../notices/README.md', import.meta.url), 'utf8');
const codes = [...readme.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1] as string);

describe("the desk's words for the reader's doubts", () => {
  it('finds the codes in the notice reader’s table', () => {
    expect(codes).toContain('window_order');
    expect(codes.length).toBeGreaterThanOrEqual(14);
  });
  it.each(['en', 'fr'] as const)('names every code in %s', (lang) => {
    const missing = codes.filter((code) => !REVIEW_STRINGS[lang].doubt[code]);
    expect(missing).toEqual([]);
  });
});

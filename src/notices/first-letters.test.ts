import { describe, expect, it } from 'vitest';
import { allowsPair, firstLetters, firstPairs } from './first-letters';
import { FORMS } from './tokens';

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

/** Whether a match of `source` may start with the two characters of `two` (one: a match at the text's end). */
const allows = (source: string, two: string) => allowsPair(firstPairs(source), two.charAt(0), two.charAt(1));
const allowed = (source: string, pairs: string[]) => pairs.filter((two) => allows(source, two));

describe('firstPairs: the first two characters a pattern can start with', () => {
  it('reads words, alternatives, optional parts and escapes (upper case, as the i flag compares)', () => {
    expect(allowed('(?<m>jan|Feb)\\.?', ['ja', 'JA', 'fE', 'jb', 'fa', 'an'])).toEqual(['ja', 'JA', 'fE']);
    expect(allowed('(?:(?<wd>mon|tue)\\s+)?(?<d>\\d{1,2})', ['mo', 'tu', '12', '1x', 'mu', 'x1'])).toEqual([
      'mo',
      'tu',
      '12',
      '1x',
    ]);
    expect(allowed('\\.\\/|\\(a|à partir', ['./', '(a', 'À ', '.a', '(b', 'a '])).toEqual(['./', '(a', 'À ']);
    expect(allowed('\\u0041b|\\x43d|x\\ty', ['ab', 'CD', 'x\t', 'xt', 'ac'])).toEqual(['ab', 'CD', 'x\t']);
  });

  it('reads quantifiers, lazy or not: a repeated part may start the pair twice, or be left out', () => {
    expect(allowed('x{2}y', ['xx', 'xy', 'yx'])).toEqual(['xx']);
    expect(allowed('x{0,2}y', ['xx', 'xy', 'y!', 'zy'])).toEqual(['xx', 'xy', 'y!']);
    expect(allowed('a+?b', ['aa', 'ab', 'bb'])).toEqual(['aa', 'ab']);
    expect(allowed('(?:ab)*c', ['ab', 'c!', 'ac', 'ba'])).toEqual(['ab', 'c!']);
    expect(allowed('(?:a|bc)+d', ['aa', 'ab', 'ad', 'bc', 'bd', 'ca'])).toEqual(['aa', 'ab', 'ad', 'bc']);
  });

  it('reads classes: ranges, escapes, and negated classes or "." as any character', () => {
    expect(allowed('[a-c][\\d.]', ['b1', 'c.', 'b-', 'd1'])).toEqual(['b1', 'c.']);
    expect(allowed('[\\b\\B]x', ['\bx', 'bx', 'Bx'])).toEqual(['\bx', 'bx', 'Bx']);
    expect(allowed('[^x]y|.z|a\\sb|c\\Wd', ['xy', 'qz', 'a!', 'c ', 'dq'])).toEqual(['xy', 'qz', 'a!', 'c ']);
    expect(allowed("[\\w'-]n", ['_n', "'n", '-n', ' n', 'an', 'a-'])).toEqual(['_n', "'n", '-n', 'an']);
    expect(allowed('[\\x41-\\x43]d', ['Zd', '1d', '1x'])).toEqual(['Zd', '1d']); // a range with an escape: not read
  });

  it('skips what matches no character: lookarounds, word boundaries, "^" and "$"', () => {
    const source = '(?<![a-z])(?<=\\bat\\s)(?<h>[01]\\d)(?!\\d)|^\\b(?=x)o(?!y)n$';
    expect(allowed(source, ['01', '19', '21', 'at', 'on', 'oy', 'xo'])).toEqual(['01', '19', 'on']);
  });

  it('leaves the second character free after a match of one character, and both when a match may be empty', () => {
    expect(allowed('ab|c', ['ab', 'c?', 'ac', 'cc'])).toEqual(['ab', 'c?', 'cc']);
    expect(allowed('ab|c\\b', ['c?', 'c'])).toEqual(['c?', 'c']);
    expect(allowed('x*|ab', ['??', 'q'])).toEqual(['??', 'q']);
    expect(allowed('(?:a|)b?', ['ab', 'a?', '??'])).toEqual(['ab', 'a?', '??']);
  });

  it('refuses a pattern it cannot read rather than answer wrong', () => {
    expect(() => firstPairs('(a)\\1')).toThrow(/escape/);
    expect(() => firstPairs('\\k<x>')).toThrow(/escape/);
  });

  it("never leaves out the first two characters of a token form's match, wherever it matches", () => {
    const texts = [
      'Closed from 2026-01-09 at 1700 until 0800 Sunday, March 17, 2026.',
      'Fermée du 16 au 22 août 2026, les 2, 3 et 4 août, le 1er et 2 septembre.',
      'Closed Aug. 2, 3 and 4, July 4-6, 2025, and on Saturday, the March 15th 2025.',
      'Reopens Friday 12 of May, on Christmas Day and Boxing Day; for the month of August.',
      "Pour tout le mois d'août, durant le mois de juillet.",
      'Open from 4 to 10 p.m., 2100-0900 daily, 10:30 am, 1700 hours, 0800 hrs.',
      "The ER will reopen at 1900 and at 8 o'clock Monday morning at seven, tonight at eight o'clock.",
      'Un horaire de 24 heures, 24 heures sur 24, de 8 h à 20 h 30, à 15 h.',
      'At noon, midday, midi, midnight, minuit, Mondays, Tue. and Wed., today, this evening, demain, ce soir.',
      'Next week, la semaine prochaine, the morning of, le matin du, afternoon, soir, overnight, nuits.',
      'Instead of, au lieu de, which was scheduled to end, qui devait rouvrir, each day, chaque soir, 7 days a week.',
      'For a period of 12 hours, pendant 8 heures, has been closed, après avoir été fermée, had been reopened.',
      "No emergency department closures are planned, aucune fermeture n'est prévue.",
      'Published on 3 May, updated March 3, mise à jour le 4 mai, the authority said Wednesday, a annoncé lundi.',
      'Resume regular hours, normally open, heures normales, son horaire habituel, for the rest of the day, immediately.',
      'Start: Monday, will cease operations on June 30, cessera ses activités, as of, effective, à partir du, dès le.',
      'Re-opened, resuming, reprendra, rouvrira, réouverture, will open, returns to normal.',
      'No emergency services will be available; closed, closures, shut, suspended, cancelled, annulée, fermera.',
      "Reduced hours, horaires réduits, open, operates, ouverte, hours of operation, heures d'ouverture.",
      "End: 5 p.m., until, till, jusqu'au, ends at, prendra fin à, se terminera le, through to, thru, to, au 8 mai.",
      "From, de 8 h, du 3 mai, between, entre, and again, et de nouveau, and, &, et, à, at, @, on, le, les, l'été.",
      '8 - 9, 4 -5, (a), b; c: d, e — f – g.',
    ];
    // Spliced pieces of those texts, with marks and letters the i flag treats apart ("ſ", the Kelvin sign).
    const pieces = texts.flatMap((text) => text.split(/(?<=[\s,;:()-])/));
    const marks = ['', ' ', '-', ',', '(', '&', '@', '–', 'É', '.', '/', "'", '1', '24', 'a.m.', 'h', 'ſ', '\u212a'];
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let i = 0; i < 400; i++) {
      let text = '';
      for (let k = 1 + random(5); k > 0; k--) text += `${pieces[random(pieces.length)]}${marks[random(marks.length)]}`;
      texts.push(text);
    }
    const matched = new Set<RegExp>();
    const left: string[] = [];
    for (const form of FORMS) {
      const pairs = firstPairs(form.source);
      for (const text of texts) {
        for (let at = 0; at < text.length; at++) {
          form.lastIndex = at;
          if (!form.exec(text)) continue;
          matched.add(form);
          if (!allowsPair(pairs, text.charAt(at), text.charAt(at + 1))) left.push(`${form.source}: ${text.slice(at)}`);
        }
      }
    }
    expect(left).toEqual([]);
    expect(matched.size).toBe(FORMS.length); // every form was put to the test
  });
});

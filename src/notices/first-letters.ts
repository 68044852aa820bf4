// The characters a regular expression's match can start with, read from its source, so that the
// tokenizer tries at a word only the forms that can start with its first letter. The answer may
// hold more characters than can really start a match, never fewer: `null` means any character
// (a negated class, "."; or a pattern that can match nothing at all). `firstPairs` reads the first two
// characters the same way, so that a position tries only the forms its first two characters allow.

/** Characters; `null`: any character. */
type Chars = Set<string> | null;
type First = { chars: Chars; nullable: boolean };

const DIGITS = '0123456789';
const WORD = `${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZ_`;

/** Upper case, as the `i` flag compares characters (a superset for the rare characters it treats apart). */
export const upper = (char: string): string => {
  const up = char.toUpperCase();
  return up.length === 1 ? up : char;
};

/** The characters a pattern's matches can start with (from `firstPairs`); null when any can, or a match may be empty. */
export function firstLetters(source: string): Set<string> | null {
  const pairs = firstPairs(source);
  return pairs.empty ? null : starts(pairs);
}

type Parser = { source: string; at: number };

const some = (chars: string): First => ({ chars: new Set(chars.split('').map(upper)), nullable: false });
const ANY: First = { chars: null, nullable: false };
const NOTHING = (): First => ({ chars: new Set(), nullable: true });

/** Steps over a group's opening, "(", "(?:", "(?<name>" or a lookaround's; true for a lookaround (it matches no character). */
function groupStart(p: Parser): boolean {
  p.at++; // "("
  const lookaround = /^\?(?:=|!|<=|<!)/.exec(p.source.slice(p.at, p.at + 3));
  const named = /^\?<[A-Za-z]\w*>/.exec(p.source.slice(p.at));
  if (lookaround) p.at += lookaround[0].length;
  else if (named) p.at += named[0].length;
  else if (p.source.startsWith('?:', p.at)) p.at += 2;
  return lookaround !== null;
}

/** An atom that is not a group: one character (of a class, an escape…) or none ("^", "$", "\b"). */
function oneCharacter(p: Parser): First {
  const char = p.source[p.at++] as string;
  if (char === '[') return characterClass(p);
  if (char === '\\') return escaped(p);
  if (char === '.') return ANY;
  if (char === '^' || char === '$') return NOTHING();
  return some(char);
}

const CONTROL: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };

/** The escape after a "\\" (without the `u` flag, an unknown letter stands for itself). */
function escaped(p: Parser): First {
  const char = p.source[p.at++] as string;
  if (char === 'd') return some(DIGITS);
  if (char === 'w') return some(WORD);
  if (char === 'b' || char === 'B') return NOTHING();
  if (/[sSDWpP]/.test(char)) return ANY;
  if (CONTROL[char] !== undefined) return some(CONTROL[char]);
  const hex = (char === 'u' ? /^[\da-f]{4}/i : char === 'x' ? /^[\da-f]{2}/i : null)?.exec(p.source.slice(p.at));
  if (hex) {
    p.at += hex[0].length;
    return some(String.fromCharCode(Number.parseInt(hex[0], 16)));
  }
  if (/[\dck]/.test(char)) throw new Error(`first-letters: cannot read the escape \\${char}`);
  return some(char);
}

function characterClass(p: Parser): First {
  if (p.source[p.at] === '^') return skipClass(p, ANY);
  const chars: string[] = [];
  while (p.source[p.at] !== ']') {
    const char = p.source[p.at++] as string;
    if (char === '\\') {
      const inClass = classEscape(p);
      // A range with an escape at either end is not read: any character.
      if (inClass.chars === null || rangeFollows(p)) return skipClass(p, ANY);
      chars.push(...inClass.chars);
      continue;
    }
    if (rangeFollows(p)) {
      const last = p.source[p.at + 1] as string;
      if (last === '\\') return skipClass(p, ANY);
      p.at += 2;
      for (let code = char.charCodeAt(0); code <= last.charCodeAt(0); code++) chars.push(String.fromCharCode(code));
      continue;
    }
    chars.push(char);
  }
  p.at++;
  return some(chars.join(''));
}

/** An escape in a class, where "\\b" is a backspace and "\\B" a "B". */
function classEscape(p: Parser): First {
  const char = p.source[p.at];
  if (char !== 'b' && char !== 'B') return escaped(p);
  p.at++;
  return some(char === 'b' ? '\b' : 'B');
}

const rangeFollows = (p: Parser) => p.source[p.at] === '-' && p.source[p.at + 1] !== ']';

function skipClass(p: Parser, result: First): First {
  while (p.source[p.at] !== ']') p.at += p.source[p.at] === '\\' ? 2 : 1;
  p.at++;
  return result;
}

type Times = { min: number; max: number };
const ONCE: Times = { min: 1, max: 1 };

/** Reads a quantifier after an atom (lazy or not): how many times it allows the atom. */
function repetition(p: Parser): Times {
  const found = /^(?:([?*+])|\{(\d+)(,(\d*))?\})\??/.exec(p.source.slice(p.at, p.at + 24));
  if (!found) return ONCE;
  p.at += found[0].length;
  const [, sign, min, comma, max] = found;
  if (sign) return { min: sign === '+' ? 1 : 0, max: sign === '?' ? 1 : Number.POSITIVE_INFINITY };
  return { min: Number(min), max: comma === undefined ? Number(min) : max ? Number(max) : Number.POSITIVE_INFINITY };
}

// ---- The first two characters ----

/**
 * What a pattern's matches can start with: `empty` whether a match may be empty, `ones` the
 * characters of the matches one character long, `pairs` the first two characters of the longer
 * ones (each pair: any character of the first set, then any of the second).
 */
export type Pairs = { empty: boolean; ones: Chars; pairs: [Chars, Chars][] };

const NO_CHARS: Chars = new Set();
const EMPTY: Pairs = { empty: true, ones: NO_CHARS, pairs: [] };

/** The first two characters of a pattern's matches, from its source (upper case, as the i flag compares). */
export function firstPairs(source: string): Pairs {
  return pairAlternation({ source, at: 0 });
}

/** Whether a match may start with `first` then `second`, or be shorter than two characters and start with `first`. */
export function allowsPair(pairs: Pairs, first: string, second: string): boolean {
  const [a, b] = [upper(first), upper(second)];
  return pairs.empty || has(pairs.ones, a) || pairs.pairs.some(([x, y]) => has(x, a) && has(y, b));
}

function pairAlternation(p: Parser): Pairs {
  let result = pairSequence(p);
  while (p.source[p.at] === '|') {
    p.at++;
    result = either(result, pairSequence(p));
  }
  return result;
}

function pairSequence(p: Parser): Pairs {
  let result = EMPTY;
  while (p.at < p.source.length && p.source[p.at] !== '|' && p.source[p.at] !== ')') {
    const one = pairAtom(p);
    result = then(result, repeated(one, repetition(p)));
  }
  return result;
}

function pairAtom(p: Parser): Pairs {
  if (p.source[p.at] !== '(') {
    const one = oneCharacter(p);
    return one.nullable ? EMPTY : { empty: false, ones: one.chars, pairs: [] };
  }
  const lookaround = groupStart(p);
  const inner = pairAlternation(p);
  p.at++; // ")"
  return lookaround ? EMPTY : inner;
}

/** `x` repeated: two copies or more start as two do (`x` may match nothing), one as `x`. */
function repeated(x: Pairs, times: Times): Pairs {
  if (times.max === 0) return EMPTY;
  const twice = times.max >= 2 ? then(x, x) : x;
  const result = times.max >= 2 && times.min < 2 ? either(x, twice) : twice;
  return times.min === 0 ? { ...result, empty: true } : result;
}

/** A match of `x` or of `y`. */
function either(x: Pairs, y: Pairs): Pairs {
  return { empty: x.empty || y.empty, ones: union(x.ones, y.ones), pairs: [...x.pairs, ...y.pairs] };
}

/** A match of `x` followed by one of `y`. */
function then(x: Pairs, y: Pairs): Pairs {
  const next = starts(y);
  const across: [Chars, Chars][] = isNone(x.ones) || isNone(next) ? [] : [[x.ones, next]];
  return {
    empty: x.empty && y.empty,
    ones: union(x.empty ? y.ones : NO_CHARS, y.empty ? x.ones : NO_CHARS),
    pairs: [...x.pairs, ...across, ...(x.empty ? y.pairs : [])],
  };
}

/** The first characters of `x`'s non-empty matches. */
const starts = (x: Pairs): Chars => x.pairs.reduce((chars, [first]) => union(chars, first), x.ones);

function union(a: Chars, b: Chars): Chars {
  if (a === null || b === null) return null;
  if (a.size === 0 || b.size === 0) return a.size === 0 ? b : a;
  return new Set([...a, ...b]);
}

const has = (chars: Chars, char: string) => chars === null || chars.has(char);
const isNone = (chars: Chars) => chars !== null && chars.size === 0;

// The characters a regular expression's match can start with, read from its source, so that the
// tokenizer tries at a word only the forms that can start with its first letter. The answer may
// hold more characters than can really start a match, never fewer: `null` means any character
// (a negated class, "."; or a pattern that can match nothing at all).

type First = { chars: Set<string> | null; nullable: boolean };

const DIGITS = '0123456789';
const WORD = `${DIGITS}ABCDEFGHIJKLMNOPQRSTUVWXYZ_`;

/** Upper case, as the `i` flag compares characters (a superset for the rare characters it treats apart). */
export const upper = (char: string): string => {
  const up = char.toUpperCase();
  return up.length === 1 ? up : char;
};

export function firstLetters(source: string): Set<string> | null {
  const parser = { source, at: 0 };
  const first = alternation(parser);
  return first.nullable ? null : first.chars;
}

type Parser = { source: string; at: number };

function alternation(p: Parser): First {
  const result: First = { chars: new Set(), nullable: false };
  for (;;) {
    merge(result, sequence(p));
    if (p.source[p.at] !== '|') return result;
    p.at++;
  }
}

function sequence(p: Parser): First {
  const result: First = { chars: new Set(), nullable: true };
  while (p.at < p.source.length && p.source[p.at] !== '|' && p.source[p.at] !== ')') {
    const one = atom(p);
    const optional = quantifier(p);
    if (result.nullable) {
      merge(result, one);
      result.nullable = one.nullable || optional;
    }
  }
  return result;
}

function merge(into: First, from: First): void {
  into.nullable = into.nullable || from.nullable;
  if (into.chars === null || from.chars === null) into.chars = null;
  else for (const char of from.chars) into.chars.add(char);
}

const some = (chars: string): First => ({ chars: new Set([...chars].map(upper)), nullable: false });
const ANY: First = { chars: null, nullable: false };
const NOTHING = (): First => ({ chars: new Set(), nullable: true });

function atom(p: Parser): First {
  const char = p.source[p.at++] as string;
  if (char === '(') {
    const lookaround = /^\?(?:=|!|<=|<!)/.exec(p.source.slice(p.at, p.at + 3));
    const named = /^\?<[A-Za-z]\w*>/.exec(p.source.slice(p.at));
    if (lookaround) p.at += lookaround[0].length;
    else if (named) p.at += named[0].length;
    else if (p.source.startsWith('?:', p.at)) p.at += 2;
    const inner = alternation(p);
    p.at++; // ")"
    return lookaround ? NOTHING() : inner;
  }
  if (char === '[') return characterClass(p);
  if (char === '\\') return escaped(p.source[p.at++] as string);
  if (char === '.') return ANY;
  if (char === '^' || char === '$') return NOTHING();
  return some(char);
}

function escaped(char: string): First {
  if (char === 'd') return some(DIGITS);
  if (char === 'w') return some(WORD);
  if (char === 'b' || char === 'B') return NOTHING();
  if (/[sSDWpPu]/.test(char)) return ANY;
  return some(char);
}

function characterClass(p: Parser): First {
  if (p.source[p.at] === '^') return skipClass(p, ANY);
  const chars: string[] = [];
  while (p.source[p.at] !== ']') {
    const char = p.source[p.at++] as string;
    if (char === '\\') {
      const inClass = escaped(p.source[p.at++] as string);
      if (inClass.chars === null) return skipClass(p, ANY);
      chars.push(...inClass.chars);
      continue;
    }
    if (p.source[p.at] === '-' && p.source[p.at + 1] !== ']') {
      const last = p.source[p.at + 1] as string;
      p.at += 2;
      for (let code = char.charCodeAt(0); code <= last.charCodeAt(0); code++) chars.push(String.fromCharCode(code));
      continue;
    }
    chars.push(char);
  }
  p.at++;
  return some(chars.join(''));
}

function skipClass(p: Parser, result: First): First {
  while (p.source[p.at] !== ']') p.at += p.source[p.at] === '\\' ? 2 : 1;
  p.at++;
  return result;
}

/** Reads a quantifier after an atom; true when it allows the atom zero times. */
function quantifier(p: Parser): boolean {
  const found = /^(?:\?|\*|\+|\{(\d+)(?:,\d*)?\})\??/.exec(p.source.slice(p.at, p.at + 12));
  if (!found) return false;
  p.at += found[0].length;
  return found[0][0] === '?' || found[0][0] === '*' || found[1] === '0';
}

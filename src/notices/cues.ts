// The words that say what a date means in its sentence: a closing, a start, an end, a reopening,
// hours kept open; and the replaced times a sentence takes back ("instead of 8 p.m.").
import type { Token } from './tokens';

/** past: a closure that has ended or that the notice only recalls ("after being closed from …", "closed since Friday"). */
/** usual: regular hours named ("resume regular hours (Monday to Friday, 5 to 8 p.m.) on Tuesday"): their hours are no window, their day a reopening. */
export type Cue = 'close' | 'start' | 'until' | 'reopen' | 'open' | 'past' | 'usual';

// What a superseded end is said in: its day, its time and the words between them.
const SUPERSEDED_MOMENT = new Set<Token['k']>(['date', 'weekday', 'time', 'at', 'on', 'a', 'punct']);

/**
 * "close at 4 p.m. instead of 8 p.m.": the replaced time is not a time of the notice; nor is an
 * end the notice replaces ("which was scheduled to end on Monday, June 16 at 8 a.m., has been
 * extended", « qui devait prendre fin le 16 juin à 8 h »).
 */
export function dropReplacedTimes(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.k === 'instead' && tokens[i + 1]?.k === 'time') i++;
    else if (token.k === 'superseded') {
      while (i + 1 < tokens.length && SUPERSEDED_MOMENT.has((tokens[i + 1] as Token).k)) i++;
      const last = tokens[i] as Token;
      kept.push({ ...token, through: last.index + last.text.length });
    } else kept.push(token);
  }
  return kept;
}

export function cueOf(token: Token): Cue | null {
  if (token.k === 'past') return 'past';
  if (token.k === 'usual') return 'usual';
  if (token.k === 'close') return 'close';
  if (token.k === 'reopen') return 'reopen';
  if (token.k === 'open') return 'open';
  if (token.k === 'from' && token.start) return 'start';
  if (token.k === 'to' && token.until) return 'until';
  return null;
}

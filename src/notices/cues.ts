// The words that say what a date means in its sentence: a closing, a start, an end, a reopening,
// hours kept open; and the replaced times a sentence takes back ("instead of 8 p.m.").
import type { Token } from './tokens';

/** past: a closure that has ended or that the notice only recalls ("after being closed from …", "closed since Friday"). */
export type Cue = 'close' | 'start' | 'until' | 'reopen' | 'open' | 'past';

/** "close at 4 p.m. instead of 8 p.m.": the replaced time is not a time of the notice. */
export function dropReplacedTimes(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.k === 'instead' && tokens[i + 1]?.k === 'time') i++;
    else kept.push(tokens[i] as Token);
  }
  return kept;
}

export function cueOf(token: Token): Cue | null {
  if (token.k === 'past') return 'past';
  if (token.k === 'close') return 'close';
  if (token.k === 'reopen') return 'reopen';
  if (token.k === 'open') return 'open';
  if (token.k === 'from' && token.start) return 'start';
  if (token.k === 'to' && token.until) return 'until';
  return null;
}

// Reading a payload's bytes as text, JSON or HTML, tolerant of what public feeds really
// serve: a byte-order mark, Windows-1252 instead of UTF-8, an HTML error page where JSON was
// expected, a body cut short. What cannot be read is a FeedError with a code.
import { zoneOffsetMs } from '../contract/local-time';
import { FeedError } from './adapter';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * The payload as text: UTF-8 when it is valid UTF-8, otherwise Windows-1252 (Québec's files).
 * An empty body, UTF-16 or binary data is refused.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new FeedError('empty_body', 'The feed answered with an empty body.');
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new FeedError('bad_encoding', 'The feed answered in UTF-16; UTF-8 or Windows-1252 was expected.');
  }
  // A NUL byte never appears in a text feed: this is binary data (or UTF-16 without a mark).
  if (bytes.subarray(0, 4096).includes(0)) {
    throw new FeedError('bad_encoding', 'The feed answered with binary data, not text.');
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = windows1252.decode(bytes);
  }
  text = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (text.trim() === '') throw new FeedError('empty_body', 'The feed answered with a blank body.');
  return text;
}

/** True when the text is an HTML page (an error or log-in page served in place of data). */
export function looksLikeHtml(text: string): boolean {
  return /^\s*<(!doctype\s+html|html|head|body)[\s>]/i.test(text);
}

/** The payload as JSON; an HTML page, a cut-short body or other text is refused with its own code. */
export function parseJsonPayload(bytes: Uint8Array): unknown {
  const text = decodeText(bytes);
  if (looksLikeHtml(text))
    throw new FeedError('html_error_page', 'The feed served an HTML page where JSON was expected.');
  try {
    return JSON.parse(text);
  } catch {
    const start = text.trimStart()[0];
    if (start === '{' || start === '[') {
      throw new FeedError('truncated', 'The JSON payload ends before it is complete (cut short?).');
    }
    throw new FeedError('not_json', 'The feed served text that is not JSON.');
  }
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ndash: '–',
  mdash: '—',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  Egrave: 'È',
  ecirc: 'ê',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ucirc: 'û',
  ugrave: 'ù',
};

/** Text with HTML character references replaced (`&amp;`, `&#39;`, `&#xE9;`, `&eacute;`); unknown ones are kept. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/**
 * Seconds since the epoch of a wall-clock time in `timeZone` (an IANA zone), or null for an
 * impossible date. In the repeated hour of a change back from daylight time, the first one.
 */
export function localTimeToSeconds(
  fields: { year: number; month: number; day: number; hour: number; minute: number; second?: number },
  timeZone: string,
): number | null {
  const { year, month, day, hour, minute, second = 0 } = fields;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour) return null;
  if (check.getUTCMinutes() !== minute) return null;
  // Two rounds settle the offset on both sides of a daylight-time change.
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  const earlier = wall - zoneOffsetMs(guess - 3_600_000, timeZone);
  const ms = zoneOffsetMs(earlier, timeZone) === wall - earlier ? Math.min(earlier, guess) : guess;
  return Math.floor(ms / 1000);
}

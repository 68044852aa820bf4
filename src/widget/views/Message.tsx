// A closure's free-text message, as text (never as markup). Long messages are collapsed behind
// "more"; a message the source itself cut short with "…" says so. Drawn by the scripts loaded
// on demand (embed-desk.js for the list's rows, and the map, upcoming and waits scripts):
// embed.js shows a message's words as they are and asks for embed-desk.js when it needs this.

import type { Lang } from '../../contract/provinces';
import { CUT_AT_SOURCE, LONG } from './message-kind';
import { MESSAGE_STRINGS } from './message-strings';

/**
 * One character as a reader sees it (a grapheme cluster, near enough): a flag's two regional
 * indicators, or a character with the marks, variation selectors, skin tones and tags after
 * it, and whatever a zero-width joiner ties on (👩‍⚕️). Decomposed "é" is e + U+0301. Cheaper
 * than Intl.Segmenter (display-text.ts, for the server's cuts), missing from Firefox before 125.
 * At most 140 of them, at the last word before a space past half of them if there is one
 * (`s`: a line break is a character too). The cluster is written twice: a RegExp built from
 * one string would cost more bytes than gzip charges for the copy.
 */
const PREVIEW_CUT =
  /^(?:(?:\p{RI}\p{RI}|.)(?:[\p{M}\p{EMod}\p{Gr_Ext}]|\u200d.)*){70,140}(?= )|^(?:(?:\p{RI}\p{RI}|.)(?:[\p{M}\p{EMod}\p{Gr_Ext}]|\u200d.)*){0,140}/su;

function preview(text: string): string {
  return `${(text.match(PREVIEW_CUT) as RegExpMatchArray)[0]}…`;
}

interface Props {
  lang: Lang;
  text: string;
  open: boolean;
  onToggle: () => void;
}

export function Message({ lang, text, open, onToggle }: Props) {
  const t = MESSAGE_STRINGS[lang];
  const long = text.length > LONG;
  const cutAtSource = CUT_AT_SOURCE.test(text);
  return (
    <p>
      {/* Isolated: bidi controls in a message cannot reverse the words after it. */}
      <bdi>{long && !open ? preview(text) : text}</bdi>
      {cutAtSource && (!long || open) && <span class="muted"> {t.cutShort}</span>}
      {long && ' '}
      {long && (
        <button type="button" class="link" aria-expanded={open} onClick={onToggle}>
          {open ? t.less : t.more}
        </button>
      )}
    </p>
  );
}

// A closure's free-text message, as text (never as markup). Long messages are collapsed behind
// "more"; a message the source itself cut short with "…" says so.

import type { Lang } from '../../contract/provinces';
import { STRINGS } from '../i18n';

const LONG = 180;

/**
 * At most 140 characters, at the last word before a space past half of them if there is one
 * (`s`: a line break is a character too). Counted in code points (`u`), so a cut never splits
 * 🏥 into halves: cheaper in embed.js than Intl.Segmenter (display-text.ts), which the
 * server's cuts use.
 */
const PREVIEW_CUT = /^.{70,140}(?= )|^.{0,140}/su;

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
  const t = STRINGS[lang];
  const long = text.length > LONG;
  const cutAtSource = /(…|\.\.\.)\s*$/.test(text);
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

// A closure's free-text message, as text (never as markup). Long messages are collapsed behind
// "more"; a message the source itself cut short with "…" says so.

import type { Lang } from '../../contract/provinces';
import { STRINGS } from '../i18n';

const LONG = 180;
const PREVIEW = 140;

function preview(text: string): string {
  const cut = text.slice(0, PREVIEW);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > PREVIEW / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
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
      {long && !open ? preview(text) : text}
      {cutAtSource && (!long || open) && <span class="muted"> {t.cutShort}</span>}
      {long && (
        <>
          {' '}
          <button type="button" class="link" aria-expanded={open} onClick={onToggle}>
            {open ? t.less : t.more}
          </button>
        </>
      )}
    </p>
  );
}

// Shown until the first answer: it holds the height of a short list, so the page does not
// jump when the data arrives.

import type { Lang } from '../../contract/provinces';
import { STRINGS } from '../i18n';

export function Skeleton({ lang }: { lang: Lang }) {
  return (
    <div class="skeleton">
      <p class="muted">{STRINGS[lang].loading}</p>
      <span />
      <span />
      <span />
    </div>
  );
}

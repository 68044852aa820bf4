// `data-mode="iframe"`: the widget as the /embed page in an iframe, sized to its content by
// the resize protocol. The host page then runs none of the widget's code but this.

import type { Lang } from '../contract/provinces';
import { placeName, STRINGS } from './i18n';
import { embedQuery, type WidgetOptions } from './options';
import { followHeight } from './resize';

export function mountFrame(root: ShadowRoot, options: WidgetOptions, lang: Lang): () => void {
  const iframe = document.createElement('iframe');
  iframe.src = `${options.api}/embed?${embedQuery(options, lang)}`;
  iframe.title = STRINGS[lang].title(placeName(lang, options.province));
  iframe.setAttribute('loading', 'lazy');
  const stopFollowing = followHeight(iframe, new URL(iframe.src).origin);
  root.append(iframe);
  return () => {
    stopFollowing();
    iframe.remove();
  };
}

// `data-mode="iframe"`: the widget as the /embed page in an iframe, sized to its content by
// the resize protocol. The host page then runs none of the widget's code but this, which is
// why it is a script of its own (embed-frame.js), loaded by embed.js only in this mode.

import type { Lang } from '../contract/provinces';
import { placeName, STRINGS } from './i18n';
import { embedQuery, type WidgetOptions } from './options';
import { followHeight } from './resize';

export function mountFrame(root: ShadowRoot, options: WidgetOptions, lang: Lang): () => void {
  const iframe = document.createElement('iframe');
  iframe.src = `${options.api}/embed?${embedQuery(options, lang)}`;
  iframe.title = STRINGS[lang].title(placeName(lang, options.province));
  iframe.setAttribute('loading', 'lazy');
  // Through the CSSOM, which a strict style-src allows: the widget's stylesheet need not carry it.
  Object.assign(iframe.style, { display: 'block', width: '100%', height: '384px', minHeight: '128px', border: '0' });
  const stopFollowing = followHeight(iframe, new URL(iframe.src).origin);
  root.append(iframe);
  return () => {
    stopFollowing();
    iframe.remove();
  };
}

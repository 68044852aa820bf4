// The iframe resize protocol. Inside the /embed page, reportHeight posts
// `{ type: "er-status:resize", height }` to the parent whenever the widget's height changes
// (throttled; unchanged heights are not sent). On the host page, followHeight applies those
// heights to one iframe, and only when the message comes from the widget's origin and from
// that iframe's own window: any other frame or script could post the same shape.

import { isFields } from '../contract/fields';

export const RESIZE_MESSAGE = 'er-status:resize';
const THROTTLE_MS = 100;
const TALLEST = 100_000;

export function reportHeight(element: Element, parent: Window): () => void {
  let sent = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    timer = undefined;
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === sent) return;
    sent = height;
    // The height is no secret, and the embedding page's origin is unknown here.
    parent.postMessage({ type: RESIZE_MESSAGE, height }, '*');
  };
  const observer = new ResizeObserver(() => {
    timer ??= setTimeout(send, THROTTLE_MS);
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/** The height a resize message asks for, or null when the message is anything else. */
export function readResizeMessage(data: unknown): number | null {
  if (!isFields(data) || data.type !== RESIZE_MESSAGE) return null;
  const { height } = data;
  // The comparisons also turn away NaN and Infinity.
  return typeof height === 'number' && height >= 0 && height <= TALLEST ? Math.ceil(height) : null;
}

export function followHeight(iframe: HTMLIFrameElement, origin: string): () => void {
  const onMessage = (event: MessageEvent) => {
    // A detached iframe has no window: null must not match a message without a source.
    if (event.origin !== origin || !event.source || event.source !== iframe.contentWindow) return;
    const height = readResizeMessage(event.data);
    if (height !== null) iframe.style.height = `${height}px`;
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

import { afterEach, describe, expect, it } from 'vitest';
import { followHeight, readResizeMessage } from './resize';

describe('readResizeMessage', () => {
  it('reads the height of an er-status:resize message', () => {
    expect(readResizeMessage({ type: 'er-status:resize', height: 412.2 })).toBe(413);
  });

  it.each([
    ['another type', { type: 'resize', height: 400 }],
    ['a height as text', { type: 'er-status:resize', height: '400' }],
    ['a negative height', { type: 'er-status:resize', height: -1 }],
    ['an absurd height', { type: 'er-status:resize', height: 1e9 }],
    ['NaN', { type: 'er-status:resize', height: Number.NaN }],
    ['a string', 'er-status:resize'],
  ])('ignores %s', (_label, data) => {
    expect(readResizeMessage(data)).toBeNull();
  });
});

describe('followHeight', () => {
  const WIDGET = 'https://er.example';
  let stop = () => {};

  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  /** An iframe with a window of its own (happy-dom loads no frames, so one is given). */
  function frame(follow = true): HTMLIFrameElement {
    const iframe = document.createElement('iframe');
    Object.defineProperty(iframe, 'contentWindow', { value: { name: 'widget frame' } });
    document.body.append(iframe);
    if (follow) stop = followHeight(iframe, WIDGET);
    return iframe;
  }

  const post = (data: unknown, origin: string, source: Window | null) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

  it('sizes its iframe to the height the widget posts', () => {
    const iframe = frame();
    post({ type: 'er-status:resize', height: 512 }, WIDGET, iframe.contentWindow);
    expect(iframe.style.height).toBe('512px');
  });

  it('ignores the same message from another origin, or from another window of the widget’s origin', () => {
    const iframe = frame();
    const other = frame(false);
    post({ type: 'er-status:resize', height: 5 }, 'https://evil.example', iframe.contentWindow);
    post({ type: 'er-status:resize', height: 6 }, WIDGET, other.contentWindow);
    post({ type: 'er-status:resize', height: 7 }, WIDGET, window);
    post({ type: 'er-status:resize', height: 8 }, WIDGET, null);
    expect(iframe.style.height).toBe('');
  });
});

// The page's frames show the widget only once it has its data, so nothing in it is seen to move.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealWhenLoaded } from './widget-reveal';

/** A frame holding a widget as embed.js draws it: an article, with a skeleton while it waits. */
function frameWithWidget(): { frame: HTMLElement; article: HTMLElement } {
  const frame = document.createElement('section');
  const host = document.createElement('div');
  host.setAttribute('data-er-status', '');
  frame.append(host);
  document.body.append(frame);
  const article = document.createElement('article');
  article.className = 'ers';
  article.innerHTML = '<div class="skeleton"><p>Loading…</p></div>';
  host.attachShadow({ mode: 'open' }).append(article);
  return { frame, article };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('revealWhenLoaded', () => {
  it('keeps the widget hidden, saying it is loading, until no view waits any more', async () => {
    const { frame, article } = frameWithWidget();
    revealWhenLoaded(frame, 'Chargement…');
    expect(frame.getAttribute('data-loading')).toBe('Chargement…');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(frame.hasAttribute('data-loading')).toBe(true);
    article.querySelector('.skeleton')?.remove();
    await vi.advanceTimersByTimeAsync(100);
    expect(frame.hasAttribute('data-loading')).toBe(false);
  });

  it('waits for embed.js to draw the widget at all', async () => {
    const frame = document.createElement('section');
    frame.innerHTML = '<div data-er-status></div>';
    revealWhenLoaded(frame, 'Loading…');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(frame.hasAttribute('data-loading')).toBe(true);
  });

  it('shows the widget after 8 seconds whatever happens', async () => {
    const { frame } = frameWithWidget();
    revealWhenLoaded(frame, 'Loading…');
    await vi.advanceTimersByTimeAsync(7_900);
    expect(frame.hasAttribute('data-loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(frame.hasAttribute('data-loading')).toBe(false);
  });

  it('does not wait for a view loaded on demand, which waits to be seen (the map)', async () => {
    const { frame, article } = frameWithWidget();
    article.innerHTML =
      '<section class="view"><div class="skeleton"></div></section><section class="view lazy"><div class="skeleton"></div></section>';
    revealWhenLoaded(frame, 'Loading…');
    await vi.advanceTimersByTimeAsync(500);
    expect(frame.hasAttribute('data-loading')).toBe(true);
    article.querySelector('.view:not(.lazy) .skeleton')?.remove();
    await vi.advanceTimersByTimeAsync(100);
    expect(frame.hasAttribute('data-loading')).toBe(false);
  });
});

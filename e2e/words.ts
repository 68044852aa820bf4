// Words that the browser broke across two lines: every text node inside the widget's shadow
// root, split into words at spaces and after hyphens (where a line may break), and each word's
// rectangles read with a Range: a word whose rectangles lie on more than one line was cut.
import type { Locator } from '@playwright/test';

/** The words of the widget in `host` that are split across lines, as "wor|d". */
export function brokenWords(host: Locator): Promise<string[]> {
  return host.evaluate((element) => {
    const root = element.shadowRoot;
    if (!root) return ['(no shadow root)'];
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^ \t\n-]+-?/g)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        const lines = [...new Set(rects.map((rect) => Math.round(rect.bottom)))];
        if (lines.length < 2) continue;
        // Where it was cut: the characters on each line.
        const parts: string[] = [];
        let part = '';
        let line = lines[0];
        for (let i = 0; i < match[0].length; i++) {
          range.setStart(node, match.index + i);
          range.setEnd(node, match.index + i + 1);
          const rect = [...range.getClientRects()].find((r) => r.width > 0);
          const bottom = rect ? Math.round(rect.bottom) : line;
          if (bottom !== line && part) {
            parts.push(part);
            part = '';
          }
          line = bottom;
          part += match[0][i];
        }
        parts.push(part);
        broken.push(parts.join('|'));
      }
    }
    return broken;
  });
}

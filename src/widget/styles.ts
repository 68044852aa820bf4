// The widget's stylesheet inside a shadow root: one constructed sheet shared by every widget
// on the page (adoptedStyleSheets, which a strict CSP does not block), or a <style> element
// where constructed sheets are not supported.

import css from './widget.css?inline';

let shared: CSSStyleSheet | null | undefined;

function constructedSheet(): CSSStyleSheet | null {
  if (shared === undefined) {
    try {
      shared = new CSSStyleSheet();
      shared.replaceSync(css);
    } catch {
      shared = null;
    }
  }
  return shared;
}

export function adoptStyles(root: ShadowRoot): void {
  const sheet = 'adoptedStyleSheets' in root ? constructedSheet() : null;
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
}

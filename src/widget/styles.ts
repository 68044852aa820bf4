// Stylesheets inside a shadow root: one constructed sheet per stylesheet, shared by every
// widget on the page (adoptedStyleSheets, which a strict CSP does not block), or a <style>
// element where constructed sheets are not supported. The widget's own, and those of the
// views loaded on demand.

import widgetCss from './widget.css?inline';

const sheets = new Map<string, CSSStyleSheet | null>();

function constructedSheet(css: string): CSSStyleSheet | null {
  let sheet = sheets.get(css);
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null;
    }
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adopts `css` into `root`, once. */
export function adoptSheet(root: ShadowRoot, css: string): void {
  const sheet = 'adoptedStyleSheets' in root ? constructedSheet(css) : null;
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
}

export function adoptStyles(root: ShadowRoot): void {
  adoptSheet(root, widgetCss);
}

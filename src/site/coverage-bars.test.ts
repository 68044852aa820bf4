// The coverage bars of the landing page's own widget: drawn in the page's tokens, not in the
// system colours the widget falls back to (LinkText on GrayText), with the contrast a bar needs.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const siteCss = read('./site.css');
const tokensCss = read('./tokens.css');

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarations(css: string, selector: string): Map<string, string> {
  const rules = [...css.replaceAll(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  const rule = rules.find(([, head]) => head?.trim() === selector);
  const found = new Map<string, string>();
  for (const declaration of (rule?.[2] ?? '').split(';')) {
    const [name, ...value] = declaration.split(':');
    if (name?.trim() && value.length) found.set(name.trim(), value.join(':').trim());
  }
  return found;
}

const tokens = declarations(tokensCss, ':root');
/** A `var(--token)` of tokens.css, as its colour. */
function tokenColour(value: string | undefined): string {
  const name = /^var\((--[a-z-]+)\)$/.exec(value ?? '')?.[1];
  const colour = name ? tokens.get(name) : undefined;
  if (!colour || !/^#[0-9a-f]{6}$/i.test(colour)) throw new Error(`not a colour token: ${value}`);
  return colour;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("the landing page's coverage bars", () => {
  const widget = declarations(siteCss, '#now [data-er-status]');
  const bar = declarations(siteCss, '#now [data-er-status]::part(bar)');

  it('draw the bar and its track in the design tokens, not in system colours', () => {
    // The bar's fill is the widget's link colour, its track the widget's line colour.
    const fill = tokenColour(widget.get('--ers-link'));
    const track = tokenColour(bar.get('background'));
    expect(tokenColour(widget.get('--ers-line'))).toBe(track);
    expect([fill, track]).toEqual([tokens.get('--link'), tokens.get('--line')]);
    expect(siteCss + tokensCss).not.toMatch(/\b(LinkText|GrayText|Highlight|ButtonFace|AccentColor)\b/);
  });

  it('keeps the bar at 3:1 or more against its track and against the page', () => {
    const fill = tokenColour(widget.get('--ers-link'));
    expect(contrast(fill, tokenColour(bar.get('background')))).toBeGreaterThanOrEqual(3);
    expect(contrast(fill, '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});

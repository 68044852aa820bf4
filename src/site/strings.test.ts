// Both official languages, treated equally: a string left in English in the French table (or
// the reverse) is caught here, not by a reader. The types already make every string exist in both.

import { describe, expect, it } from 'vitest';
import { DOCS_STRINGS } from './docs-strings';
import { SCRIPT_STRINGS } from './script-strings';
import { PAGE_STRINGS } from './strings';
import { VIEW_LABELS } from './views';

/** Words that are the same in English and French. */
const SAME_IN_BOTH = new Set(['Code']);

/** Every string (and every function's result for the same arguments) that reads the same in both languages. */
function untranslated(en: unknown, fr: unknown, path: string): string[] {
  if (typeof en === 'function' && typeof fr === 'function') {
    const args = [7, 8, 9];
    return untranslated(en(...args), fr(...args), `${path}()`);
  }
  if (typeof en === 'string') return en === fr && !SAME_IN_BOTH.has(en) ? [`${path}: ${en}`] : [];
  if (typeof en !== 'object' || en === null) return [];
  return Object.entries(en).flatMap(([key, value]) =>
    untranslated(value, (fr as Record<string, unknown>)[key], `${path}.${key}`),
  );
}

describe('the string tables', () => {
  it('have every string translated, but words the same in both languages', () => {
    expect(untranslated(PAGE_STRINGS.en, PAGE_STRINGS.fr, 'page')).toEqual([]);
    expect(untranslated(DOCS_STRINGS.en, DOCS_STRINGS.fr, 'docs')).toEqual([]);
    expect(untranslated(SCRIPT_STRINGS.en, SCRIPT_STRINGS.fr, 'script')).toEqual([]);
    for (const [view, label] of Object.entries(VIEW_LABELS)) expect(label.fr, view).not.toBe(label.en);
  });

  it('keep French typography: no line break before a colon or inside guillemets', () => {
    const french = JSON.stringify([PAGE_STRINGS.fr, DOCS_STRINGS.fr, SCRIPT_STRINGS.fr]);
    expect(french).not.toMatch(/ [:»]|« /);
  });
});

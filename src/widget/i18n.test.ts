import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveLang } from './i18n';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resolveLang', () => {
  it('takes data-lang first, then the page’s lang, then the browser’s languages', () => {
    vi.stubGlobal('navigator', { languages: ['de-DE', 'fr-CA', 'en'] });
    expect(resolveLang('en', 'fr-CA')).toBe('en');
    expect(resolveLang(null, 'fr-CA')).toBe('fr');
    expect(resolveLang(null, 'en-GB')).toBe('en');
    expect(resolveLang(null, null)).toBe('fr');
  });

  it('falls back to English when nothing says English or French', () => {
    vi.stubGlobal('navigator', { languages: ['de-DE', 'es'] });
    expect(resolveLang(null, null)).toBe('en');
    expect(resolveLang(null, 'pt-BR')).toBe('en');
  });
});

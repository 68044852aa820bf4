// The reader's language when a surface has no `lang` of its own to go by (the RSS feed without
// `?lang=`, the 404 page): of English and French, the one Accept-Language ranks higher; English
// when it names neither.
import type { Lang } from '../contract/provinces';

export function preferredLang(acceptLanguage: string | undefined): Lang {
  let best: { lang: Lang; q: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const lang = /^fr(-|$)/.test(tag) ? 'fr' : /^en(-|$)/.test(tag) ? 'en' : null;
    if (!lang) continue;
    const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const q = weight === undefined ? 1 : Number(weight);
    if (q > 0 && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? 'en';
}

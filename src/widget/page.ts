// embed-page.js, the glue of the /embed page (dist/embed.html): the same widget as a whole
// page, its options in the query string, its height posted to the embedding page. It runs
// after embed.js, which provides window.ERStatus; keeping it out of embed.js keeps that small.

import { placeName, resolveLang, STRINGS } from './i18n';
import { readOptions } from './options';
import pageCss from './page.css?inline';
import { focusNamedEr } from './page-focus';
import { reportHeight } from './resize';

const query = Object.fromEntries(new URLSearchParams(location.search));
// This page shows this server's data, in place: never another `api`, never a nested iframe.
const options = readOptions({ ...query, api: undefined, mode: undefined }, location.origin);
// The page's own `lang` is a placeholder: the query, else the reader's browser, decides.
const lang = resolveLang(options.lang, null);
document.documentElement.lang = lang;
document.title = STRINGS[lang].title(placeName(lang, options.province));
document.body.style.margin = '0';
const host = document.createElement('div');
document.body.append(host);
window.ERStatus?.mount(host, { ...options, lang });
// Rules the widget's own sheet (adopted by mounting) leaves alone, so their order is free.
// Adopted, not a <style> element: the page's Content-Security-Policy allows no inline style.
const sheet = new CSSStyleSheet();
sheet.replaceSync(pageCss);
if (host.shadowRoot) host.shadowRoot.adoptedStyleSheets = [...host.shadowRoot.adoptedStyleSheets, sheet];
focusNamedEr(host, location.origin, options.province);
if (window.parent !== window) reportHeight(host, window.parent);

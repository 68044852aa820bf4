// The landing page's own script, small on purpose: the national figures, the configurator,
// this server's address in the code examples, and a language switch that keeps the section
// the reader is on. The page is complete without it; embed.js (loaded beside it) draws the widgets.

import './site.css';
import type { Lang } from '../contract/provinces';
import { startConfigurator } from './configurator';
import { startLiveFigures } from './live-figures';
import { waitsOffered } from './offers';
import { fillOrigin } from './origin';
import { revealWhenLoaded } from './widget-reveal';

const lang: Lang = document.documentElement.lang === 'fr' ? 'fr' : 'en';

fillOrigin(document, location.origin);

const now = document.getElementById('now');
if (now) startLiveFigures(now, lang, location.origin, (input, init) => fetch(input, init));

for (const frame of document.querySelectorAll<HTMLElement>('#now .widget-frame')) {
  revealWhenLoaded(frame, frame.getAttribute('data-loading') ?? '');
}

const embed = document.getElementById('embed');
if (embed)
  startConfigurator(
    embed,
    lang,
    waitsOffered(location.origin, (input, init) => fetch(input, init)),
  );

// The sections have the same ids in both languages: switching keeps the reader's place.
for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-switch-language]')) {
  link.addEventListener('click', () => {
    link.hash = location.hash;
  });
}

// embed-upcoming.js: the closures announced for the next 24 hours, loaded by embed.js for a
// widget showing closures only when its answer announces one, the first time it is in view.

import { defineView } from '../define-view';
import { provideModule } from '../lazy-module';
import { createUpcoming } from './upcoming';

// Its rules are the widget's own (widget.css): it needs no stylesheet.
provideModule(defineView('upcoming', '', createUpcoming));

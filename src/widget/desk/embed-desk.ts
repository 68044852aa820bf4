// embed-desk.js: what the status desk said of a closure (when the hospital confirmed it, its
// French words), or what a notice the reader is unsure of stands on (who published it, when, a
// link to it), loaded by embed.js for a closure's row only when the row has some, the first
// time the widget is in view.

import { defineView } from '../define-view';
import { provideModule } from '../lazy-module';
import { createDeskRow } from './desk';

// Its rules are the widget's own (widget.css): it needs no stylesheet.
provideModule(defineView('desk', '', createDeskRow));

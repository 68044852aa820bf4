// embed-desk.js: what the status desk said of a closure (when the hospital confirmed it, its
// French words), loaded by embed.js for a closure's row only when the row has some, the first
// time the widget is in view.

import { defineView } from '../define-view';
import { provideModule } from '../lazy-module';
import { createDeskRow } from './desk';

// Its rules are the widget's own (widget.css): it needs no stylesheet.
provideModule(defineView('desk', '', createDeskRow));

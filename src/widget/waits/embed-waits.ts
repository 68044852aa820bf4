// embed-waits.js: the waits view, loaded by embed.js for a widget with `data-views` including
// `waits`, the first time it is in view.

import { defineView } from '../define-view';
import { provideModule } from '../lazy-module';
import { createWaits } from './waits';
import css from './waits.css?inline';

provideModule(defineView('waits', css, createWaits));

// embed-picker.js: the province selector (data-controls), loaded by embed.js only for a widget
// that asks for it, the first time the widget is in view. Not needed to read the ER status:
// the widget shows its area before the selector is there.

import { defineView } from '../define-view';
import { provideModule } from '../lazy-module';
import { createPicker } from './picker';
import css from './picker.css?inline';

provideModule(defineView('picker', css, createPicker));

// embed-coverage.js: the coverage view, loaded by embed.js for a widget with `data-views`
// including `coverage`, the first time it is in view.

import { defineView } from '../define-view';
import { provideModule } from '../lazy-module';
import { createCoverage } from './coverage';
import css from './coverage.css?inline';

provideModule(defineView('coverage', css, createCoverage));

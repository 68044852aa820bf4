// embed-frame.js: the host side of the iframe mode, loaded by embed.js only for a widget with
// `data-mode="iframe"` (see iframe.ts).

import { mountFrame } from './iframe';
import { provideModule } from './lazy-module';

provideModule({ mountFrame });

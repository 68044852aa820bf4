// The values embed.js lends the views it loads on demand (host-preact.ts): per shared module,
// its exported values in the order the module declares them, which is the order the build's
// stand-ins take them in (scripts/shared-modules.ts; scripts/shared-modules.test.ts checks
// that the two agree). A list, not an object: names would cost embed.js bytes of their own.

import { PROVINCE_CODES, PROVINCES, parseProvince } from '../contract/provinces';
import { formatDate, formatDateTime, formatNumber, formatPlace, formatRelative, formatTime } from './format';
import type { SharedModules } from './host-preact';
import { LOCALES, placeName, resolveLang, STRINGS } from './i18n';

export const SHARED_MODULES: SharedModules = {
  i18n: [LOCALES, STRINGS, placeName, resolveLang],
  provinces: [PROVINCES, PROVINCE_CODES, parseProvince],
  format: [formatPlace, formatNumber, formatRelative, formatDateTime, formatDate, formatTime],
};

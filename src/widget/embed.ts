// embed.js, the keyless ER status widget. This file is the whole bootstrap; start reading here.
//
//   <script src="https://HOST/embed.js" async data-province="NS"></script>   renders where it stands
//   <div data-er-status data-province="ON"></div>                          renders in that element
//   ERStatus.mount(element, { province: 'ON' }) / ERStatus.unmount(element)  for single-page apps
//
// The data comes from `/embed/api/*` on the origin of this script (or `data-api`), never with a key.

import { createERStatus, type ERStatusApi } from './er-status';

declare global {
  interface Window {
    ERStatus?: ERStatusApi;
  }
}

// document.currentScript is only set while this script first runs: read it now.
const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
const origin = script?.src ? new URL(script.src).origin : location.origin;

// Included twice? The first copy's ERStatus (and its watch for containers) serves both.
window.ERStatus ??= createERStatus(origin);
const ERStatus = window.ERStatus;

// A script in <head> only loads the widget (for containers, ERStatus.mount and the /embed page).
if (script?.closest('body')) {
  const host = document.createElement('div');
  script.after(host);
  ERStatus.mount(host, { api: origin, ...script.dataset });
}

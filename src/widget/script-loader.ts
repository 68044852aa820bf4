// Loads a script that only some widgets need (the map, the waits view, the iframe mode), the
// way Stripe's loadStripe does: one promise per script, shared by every widget on the page; a
// <script> with the same address already on the page is reused (a host page may include it
// itself); after a failure the promise is dropped, so a later call tries again. Importing
// this module does nothing.

import { LAZY_MODULE, type LazyScript } from './lazy-module';

const loading = new Map<string, Promise<unknown>>();

/** The module the script at `src` provides (see lazy-module.ts). */
export function loadScript<M>(src: string): Promise<M> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const found = document.querySelector<LazyScript>(`script[src="${src}"]`);
      const script: LazyScript = found ?? document.createElement('script');
      const settle = () => {
        if (script[LAZY_MODULE]) return resolve(script[LAZY_MODULE]);
        // Gone, so that the next attempt loads it afresh rather than wait on a dead element.
        script.remove();
        reject(new Error(src));
      };
      if (found?.[LAZY_MODULE]) return settle();
      script.addEventListener('load', settle);
      script.addEventListener('error', settle);
      if (!found) {
        script.src = src;
        document.head.append(script);
      }
    });
    loading.set(src, promise);
    promise.catch(() => loading.delete(src));
  }
  return promise as Promise<M>;
}

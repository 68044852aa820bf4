// window.ERStatus, the widget's only global: mount and unmount for single-page apps. Options
// come from the element's `data-*` attributes, overridden by the object passed in.

import { watchContainers } from './containers';
import { isMounted, mountWidget, unmountWidget } from './mount';
import { type OptionInput, readOptions } from './options';

export interface ERStatusApi {
  mount(element: HTMLElement, options?: OptionInput): void;
  unmount(element: HTMLElement): void;
}

/** `defaultApi`: where data comes from unless `data-api` says otherwise (the script's origin). */
export function createERStatus(defaultApi: string): ERStatusApi {
  const api: ERStatusApi = {
    mount(element, options = {}) {
      mountWidget(element, readOptions({ ...element.dataset, ...options }, defaultApi));
    },
    unmount: unmountWidget,
  };
  watchContainers((host) => api.mount(host), isMounted);
  return api;
}

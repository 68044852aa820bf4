// For widget tests: mounts a real widget (in its shadow root) against a fake proxy, with the
// views loaded on demand served from modules the test ran (runLazyEntry), and returns
// Testing Library queries bound to what it shows.

import { within } from '@testing-library/preact';
import { defineView } from '../widget/define-view';
import { mountWidget, unmountWidget } from '../widget/mount';
import { type OptionInput, readOptions } from '../widget/options';
import { createPicker } from '../widget/picker/picker';
import type { FakeFetch } from './fake-fetch';

export const SCRIPT_ORIGIN = 'https://er.example';

const hosts: HTMLElement[] = [];

/**
 * The module of embed-picker.js (the province selector every widget with data-controls loads),
 * built here from the widget's own modules: tests about other views need it at once.
 */
export const PICKER_MODULE = defineView('picker', '', createPicker);

export function showWidget(input: OptionInput, fake: FakeFetch, modules: Record<string, unknown> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const loads: string[] = [];
  mountWidget(host, readOptions(input, SCRIPT_ORIGIN), {
    fetch: fake.fetch,
    load: async <M>(src: string) => {
      loads.push(src);
      const name = src.slice(src.lastIndexOf('/') + 1);
      const module = modules[name] ?? (name === 'embed-picker.js' ? PICKER_MODULE : undefined);
      if (!module) throw new Error(`no module for ${src}`);
      return module as M;
    },
  });
  hosts.push(host);
  return { view: within(host.shadowRoot?.lastElementChild as HTMLElement), host, loads };
}

/** Unmounts every widget shown since the last call. */
export function removeWidgets(): void {
  for (const host of hosts.splice(0)) {
    unmountWidget(host);
    host.remove();
  }
}

// For widget tests: the test plays the browser for the scripts embed.js loads on demand.
// happy-dom loads no script files (it fails every <script src> at once), so the <script>
// elements the loader inserts are caught as they go in, and the test then serves a module
// or fails them.

import { vi } from 'vitest';
import { LAZY_MODULE, type LazyScript } from '../widget/lazy-module';

export interface CaughtScripts {
  /** Every <script> inserted into <head> since catchScripts(), in order. */
  readonly scripts: LazyScript[];
  /** The one inserted for this file name (`embed-map.js`); fails the test if there is none. */
  find(file: string): LazyScript;
}

export function catchScripts(): CaughtScripts {
  const scripts: LazyScript[] = [];
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) {
        // Not a type happy-dom runs: it stays in the page, as a loading script would.
        node.type = 'text/x-under-test';
        scripts.push(node);
      }
    }
    append(...nodes);
  });
  return {
    scripts,
    find(file) {
      const script = scripts.find((candidate) => candidate.src.endsWith(`/${file}`));
      if (!script) throw new Error(`no <script> was inserted for ${file}`);
      return script;
    },
  };
}

/** The script ran and provided `module`, as a lazy script does when it loads. */
export function serve(script: LazyScript, module: unknown): void {
  script[LAZY_MODULE] = module;
  script.dispatchEvent(new Event('load'));
}

/** The script could not be loaded. */
export function failToLoad(script: LazyScript): void {
  script.dispatchEvent(new Event('error'));
}

/**
 * Runs the entry of a lazy script the way its own bundle runs in a browser, with a fresh copy
 * of every module it imports (so it shares no signal or Preact with the widget's), and
 * returns the module it provides.
 */
export async function runLazyEntry(importEntry: () => Promise<unknown>): Promise<unknown> {
  const script: LazyScript = document.createElement('script');
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  try {
    await importEntry();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
  return script[LAZY_MODULE];
}

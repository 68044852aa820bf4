// The on-demand loader, Stripe's way: one promise per script, an existing <script> reused,
// a failed load forgotten so that the next call tries again.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CaughtScripts, catchScripts, failToLoad, serve } from '../testing/lazy-scripts';
import { LAZY_MODULE, type LazyScript } from './lazy-module';

const SRC = 'https://widget.example/embed-map.js';
const MODULE = { mount: () => ({ unmount() {} }) };

/** A fresh copy of the loader, as a new page would have. */
async function freshLoader() {
  vi.resetModules();
  return (await import('./script-loader')).loadScript;
}

/** A <script> the host page wrote itself; its type keeps happy-dom from fetching it. */
function hostScript(): LazyScript {
  const script: LazyScript = document.createElement('script');
  script.type = 'text/x-under-test';
  script.setAttribute('src', SRC);
  document.body.append(script);
  return script;
}

const scriptsOnPage = () => document.querySelectorAll(`script[src="${SRC}"]`);

let caught: CaughtScripts;

beforeEach(() => {
  caught = catchScripts();
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('loadScript', () => {
  it('does nothing when imported', async () => {
    await freshLoader();
    expect(document.scripts).toHaveLength(0);
  });

  it('inserts the script once, however many widgets ask, and gives each the module it provides', async () => {
    const loadScript = await freshLoader();
    const first = loadScript(SRC);
    const second = loadScript(SRC);
    expect(second).toBe(first);
    expect(caught.scripts.map((script) => script.src)).toEqual([SRC]);
    serve(caught.find('embed-map.js'), MODULE);
    await expect(first).resolves.toBe(MODULE);
    await expect(loadScript(SRC)).resolves.toBe(MODULE);
    expect(caught.scripts).toHaveLength(1);
  });

  it('reuses a script already on the page that is still loading', async () => {
    const loadScript = await freshLoader();
    const script = hostScript();
    const loaded = loadScript(SRC);
    serve(script, MODULE);
    await expect(loaded).resolves.toBe(MODULE);
    expect(caught.scripts).toHaveLength(0);
    expect(scriptsOnPage()).toHaveLength(1);
  });

  it('takes the module of a script on the page that has already run, without waiting', async () => {
    const loadScript = await freshLoader();
    hostScript()[LAZY_MODULE] = MODULE;
    await expect(loadScript(SRC)).resolves.toBe(MODULE);
    expect(caught.scripts).toHaveLength(0);
  });

  it('forgets a failure, so that the next call inserts a new script and tries again', async () => {
    const loadScript = await freshLoader();
    const failed = loadScript(SRC);
    failToLoad(caught.find('embed-map.js'));
    await expect(failed).rejects.toThrow(SRC);
    // The dead element is gone: the next call must not wait on it.
    expect(scriptsOnPage()).toHaveLength(0);
    const again = loadScript(SRC);
    expect(again).not.toBe(failed);
    expect(caught.scripts).toHaveLength(2);
    serve(caught.scripts[1] as LazyScript, MODULE);
    await expect(again).resolves.toBe(MODULE);
  });

  it('fails a script that loads but provides no module', async () => {
    const loadScript = await freshLoader();
    const loaded = loadScript(SRC);
    caught.find('embed-map.js').dispatchEvent(new Event('load'));
    await expect(loaded).rejects.toThrow(SRC);
  });
});

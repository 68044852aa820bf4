// The three ways to embed, through the real bootstrap (embed.ts) and window.ERStatus.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closure, closuresAnswer } from '../testing/embed-answers';
import { FakeFetch } from '../testing/fake-fetch';
import { catchScripts, failToLoad, runLazyEntry, serve } from '../testing/lazy-scripts';
import type { ERStatusApi } from './er-status';
import { adoptStyles } from './styles';

const NOW = Date.UTC(2026, 8, 1, 18, 0);
const SCRIPT_ORIGIN = 'https://widget.example';

/** Answers every province with one closure named after it. */
const proxy = () =>
  new FakeFetch((url) => {
    const province = url.searchParams.get('province') ?? 'NS';
    const rows = [closure(NOW, { id: `${province}_er`, name: `${province} Regional ER`, province: province as 'NS' })];
    return { body: closuresAnswer(NOW, rows) };
  });

let fake: FakeFetch;
/** Each fresh copy of embed.js watches the page; the copies of earlier tests must stop. */
const observers: MutationObserver[] = [];

/** Runs embed.js as if loaded by `script` (a fresh copy of the module each time). */
async function runEmbedScript(script: HTMLScriptElement | null): Promise<ERStatusApi> {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  await import('./embed');
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  return window.ERStatus as ERStatusApi;
}

function scriptTag(attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  // happy-dom would try to fetch it; the test runs the module itself instead.
  script.type = 'text/x-under-test';
  script.src = `${SCRIPT_ORIGIN}/embed.js`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

const widgetText = (host: Element | null | undefined) => host?.shadowRoot?.textContent ?? '';
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  fake = proxy();
  vi.stubGlobal('fetch', fake.fetch);
  const Observer = window.MutationObserver;
  vi.stubGlobal(
    'MutationObserver',
    class extends Observer {
      constructor(callback: MutationCallback) {
        super(callback);
        observers.push(this);
      }
    },
  );
});

afterEach(() => {
  for (const observer of observers.splice(0)) observer.disconnect();
  for (const host of document.querySelectorAll<HTMLElement>('*')) window.ERStatus?.unmount(host);
  document.body.replaceChildren();
  document.head.replaceChildren();
  delete window.ERStatus;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('embed.js', () => {
  it('renders where its script tag stands, with data from the script’s own origin', async () => {
    const before = document.createElement('p');
    const script = scriptTag({ 'data-province': 'NS' });
    const after = document.createElement('p');
    document.body.append(before, script, after);
    await runEmbedScript(script);
    await settle();
    const host = script.nextElementSibling;
    expect(host).not.toBe(after);
    expect(host?.shadowRoot?.mode).toBe('open');
    expect(widgetText(host)).toContain('NS Regional ER');
    expect(fake.requests.map(String)).toEqual([`${SCRIPT_ORIGIN}/embed/api/closures?province=NS`]);
  });

  it('takes its data from data-api when given', async () => {
    const script = scriptTag({ 'data-province': 'ON', 'data-api': 'https://proxy.example.org/' });
    document.body.append(script);
    await runEmbedScript(script);
    await settle();
    expect(fake.requests.map(String)).toEqual(['https://proxy.example.org/embed/api/closures?province=ON']);
  });

  it('renders every data-er-status container, each with its own province, also ones added later', async () => {
    const nova = Object.assign(document.createElement('div'), { id: 'nova' });
    nova.dataset.erStatus = '';
    nova.dataset.province = 'NS';
    document.body.append(nova);
    const script = scriptTag();
    document.head.append(script);
    await runEmbedScript(script);

    const later = document.createElement('section');
    later.innerHTML = '<div data-er-status data-province="ON"></div>';
    document.body.append(later);
    await settle();

    expect(widgetText(nova)).toContain('NS Regional ER');
    expect(widgetText(later.firstElementChild)).toContain('ON Regional ER');
    expect(widgetText(nova)).not.toContain('ON Regional ER');
    // A script in <head> only loads: no widget of its own.
    expect(document.head.querySelector('div')).toBeNull();
    expect(fake.paths.sort()).toEqual(['/embed/api/closures?province=NS', '/embed/api/closures?province=ON']);
  });

  it('is harmless when included twice: one ERStatus, each container rendered once', async () => {
    const container = document.createElement('div');
    container.dataset.erStatus = '';
    document.body.append(container);
    const first = scriptTag();
    document.head.append(first);
    const api = await runEmbedScript(first);
    const second = scriptTag();
    document.head.append(second);
    expect(await runEmbedScript(second)).toBe(api);
    await settle();
    expect(fake.requests).toHaveLength(1);
    expect(container.shadowRoot?.querySelectorAll('h2')).toHaveLength(1);
    expect(Object.keys(window).filter((name) => /er.?status/i.test(name))).toEqual(['ERStatus']);
  });

  it('mounts and unmounts on demand for single-page apps, and stops refreshing once unmounted', async () => {
    const script = scriptTag();
    document.head.append(script);
    const api = await runEmbedScript(script);
    const page = document.createElement('main');
    document.body.append(page);
    api.mount(page, { province: 'QC', views: ['closures'] });
    await settle();
    expect(widgetText(page)).toContain('QC Regional ER');

    api.mount(page, { province: 'ON' });
    await settle();
    expect(widgetText(page)).toContain('ON Regional ER');
    expect(widgetText(page)).not.toContain('QC Regional ER');

    api.unmount(page);
    expect(widgetText(page)).toBe('');
    const asked = fake.requests.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fake.requests).toHaveLength(asked);
  });

  it('with data-mode="iframe", loads embed-frame.js from its own origin, which puts the /embed page in a titled, lazy iframe', async () => {
    const caught = catchScripts();
    const script = scriptTag({
      'data-mode': 'iframe',
      'data-province': 'NS',
      'data-lang': 'fr',
      'data-theme': 'dark',
      'data-api': 'https://proxy.example.org',
    });
    document.body.append(script);
    await runEmbedScript(script);
    const frameScript = caught.find('embed-frame.js');
    expect(frameScript.src).toBe(`${SCRIPT_ORIGIN}/embed-frame.js`);
    serve(frameScript, await runLazyEntry(() => import('./frame')));
    await settle();
    const iframe = script.nextElementSibling?.shadowRoot?.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe(
      'https://proxy.example.org/embed?views=closures&lang=fr&theme=dark&province=NS',
    );
    expect(iframe?.title).toBe('État des urgences — Nouvelle-Écosse');
    expect(iframe?.getAttribute('loading')).toBe('lazy');
    expect(fake.requests).toHaveLength(0);
  });

  it('with data-mode="iframe", shows the widget in place when embed-frame.js cannot be loaded', async () => {
    const caught = catchScripts();
    const script = scriptTag({ 'data-mode': 'iframe', 'data-province': 'NS' });
    document.body.append(script);
    await runEmbedScript(script);
    failToLoad(caught.find('embed-frame.js'));
    await settle();
    const root = script.nextElementSibling?.shadowRoot;
    expect(root?.querySelector('iframe')).toBeNull();
    expect(widgetText(script.nextElementSibling)).toContain('NS Regional ER');
  });
});

describe('styles', () => {
  it('adopts one shared stylesheet in every widget’s shadow root', () => {
    const roots = [1, 2].map(() => document.createElement('div').attachShadow({ mode: 'open' }));
    for (const root of roots) adoptStyles(root);
    expect(roots[0]?.adoptedStyleSheets).toHaveLength(1);
    expect(roots[0]?.adoptedStyleSheets[0]).toBe(roots[1]?.adoptedStyleSheets[0]);
    expect(roots[0]?.querySelector('style')).toBeNull();
  });

  it('falls back to a <style> element where constructed stylesheets are not supported', () => {
    const root = document.createDocumentFragment() as unknown as ShadowRoot;
    adoptStyles(root);
    expect(root.querySelector('style')?.textContent).toContain(':host');
  });
});

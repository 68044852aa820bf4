// Everything one widget instance knows, as signals: its options, the chosen province, the
// data of each view, the clock its relative times are computed from, and what the reader
// opened or sorted. Two widgets on a page share nothing.

import { CACHE_WINDOWS } from '../contract/cache-windows';
import type { Lang, ProvinceCode } from '../contract/provinces';
import { fetchAnswer } from './api';
import type { ClosuresAnswer } from './check';
import { checkClosures } from './check';
import { type Answer, Feed } from './feed';
import type { WidgetOptions } from './options';
import { effect, type Signal, signal } from './signal';
import { watchTheme } from './theme';
import { watchVisibility } from './visibility';

export interface WidgetEnv {
  fetch: typeof fetch;
  /** Loads a script that provides a module, such as a view loaded on demand (script-loader.ts). */
  load<M>(src: string): Promise<M>;
}

/** Relative times ("12 minutes ago") move on this often. */
const CLOCK_TICK_MS = 30_000;

export class WidgetState {
  // Declared only (assigned in the constructor), so the build emits no empty field for them.
  declare readonly options: WidgetOptions;
  declare readonly lang: Lang;
  declare readonly env: WidgetEnv;
  declare readonly province: Signal<ProvinceCode | null>;
  readonly dark = signal(false);
  /** Tab showing and widget on screen (false until the first observation). */
  readonly visible = signal(false);
  readonly now = signal(Date.now());
  /** Closures whose long message the reader expanded, by id. */
  readonly expanded = signal<ReadonlySet<string>>(new Set());
  readonly closures: Feed<ClosuresAnswer> | null = null;
  /** The answers views loaded on demand show, by script, for the attribution and the sample banner. */
  readonly lazyAnswers = signal<Readonly<Record<string, Answer<{ attribution: string }>>>>({});
  readonly #stops: (() => void)[] = [];

  constructor(options: WidgetOptions, lang: Lang, env: WidgetEnv) {
    this.options = options;
    this.lang = lang;
    this.env = env;
    this.province = signal(options.province);
    const url = (path: string) => `${options.api}/embed/api/${path}`;
    // The map shows the closures too: the same answer as the list when both are shown.
    if (options.views.includes('closures') || options.views.includes('map')) {
      this.closures = new Feed(CACHE_WINDOWS.closures, () => {
        const province = this.province.peek();
        return fetchAnswer(env.fetch, url(province ? `closures?province=${province}` : 'closures'), checkClosures);
      });
    }
  }

  /** Loads the data and keeps it fresh while `host` can be seen. */
  start(host: Element): void {
    void this.closures?.load();
    const tick = setInterval(() => {
      this.now.value = Date.now();
    }, CLOCK_TICK_MS);
    this.#stops.push(
      () => clearInterval(tick),
      watchTheme(this.options.theme, (dark) => {
        this.dark.value = dark;
      }),
      watchVisibility(host, (visible) => {
        this.visible.value = visible;
        this.closures?.setActive(visible);
      }),
      // New data is measured against the time it arrived, not the last clock tick.
      effect(() => {
        this.closures?.state.value;
        this.now.value = Date.now();
      }),
    );
  }

  stop(): void {
    this.closures?.stop();
    for (const stop of this.#stops.splice(0)) stop();
  }

  toggleMessage(id: string): void {
    const expanded = new Set(this.expanded.peek());
    if (!expanded.delete(id)) expanded.add(id);
    this.expanded.value = expanded;
  }

  setProvince(province: ProvinceCode | null): void {
    if (province === this.province.peek()) return;
    this.province.value = province;
    this.closures?.restart();
  }
}

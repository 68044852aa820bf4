// A view whose code is a script of its own, `embed-<view>.js` beside embed.js (the map, the
// waits, the closures announced for later), loaded the first time the widget is in view. Until it is there the skeleton holds
// its place; when the script cannot be loaded the view says so and tries again later, with
// the usual back-off. Within a closure's row (`id`, embed-desk.js), its children hold the place
// instead, and stay when the script cannot be loaded.

// `h` renamed: the build adds an `h` import of its own to every .tsx file.
import { Component, type ComponentChildren, h as createElement, render } from 'preact';
import { formatTime } from '../format';
import { STRINGS } from '../i18n';
import type { LazyViewName, MountedView, ViewModule } from '../lazy-module';
import { retryDelay } from '../refresh';
import { SHARED_MODULES } from '../shared';
import { effect, signal } from '../signal';
import type { WidgetState } from '../state';
import { Skeleton } from './Skeleton';

export interface LazyProps {
  state: WidgetState;
  view: LazyViewName;
  /** The closure whose row it is drawn in. */
  id?: string;
  children?: ComponentChildren;
}

// Members are #private: the minifier shortens those names, not TypeScript's `private` ones.
export class LazyView extends Component<LazyProps> {
  /** The mounted view; before that 0, or after a failure when the next attempt is due. */
  readonly #mounted = signal<MountedView | number>(0);
  /** The view renders into this element, after the placeholder, which Preact then removes. */
  readonly #root: { current: HTMLDivElement | null } = { current: null };
  #loading = false;
  #failures = 0;

  override render({ state, id, children }: LazyProps) {
    const { lang } = state;
    const mounted = this.#mounted.value;
    return (
      <div ref={this.#root}>
        {typeof mounted === 'number' &&
          (id ? (
            children
          ) : (
            // `lazy`: a host can tell this placeholder, which waits to be seen, from a view waiting for data.
            <section class="view lazy">
              {mounted ? (
                <p class="notice">{STRINGS[lang].failedFirst(formatTime(lang, mounted))}</p>
              ) : (
                <Skeleton lang={lang} />
              )}
            </section>
          ))}
      </div>
    );
  }

  // Both run within the widget's render, so reading `visible` here makes the widget render
  // again when it changes: the first render that finds the widget in view loads the script.
  override componentDidMount() {
    this.componentDidUpdate();
  }

  override componentDidUpdate() {
    const { state, view } = this.props;
    if (this.#loading || !state.visible.value) return;
    this.#loading = true;
    state.env.load<ViewModule>(`${state.options.scripts}/embed-${view}.js`).then(
      (module) => {
        // Mounted after the render that asked for it: the view's first render is its own.
        if (this.#root.current) {
          // The view renders with this Preact: it carries none of its own.
          const preact = { h: createElement, render, modules: SHARED_MODULES };
          this.#mounted.value = module.mount(this.#root.current, state, effect, preact, this.props.id);
        }
      },
      () => {
        const delay = retryDelay(++this.#failures, null);
        this.#mounted.value = Date.now() + delay;
        setTimeout(() => {
          this.#loading = false;
          if (this.#root.current) this.componentDidUpdate();
        }, delay);
      },
    );
  }

  override componentWillUnmount() {
    const mounted = this.#mounted.peek();
    if (typeof mounted === 'object') mounted.unmount();
  }
}

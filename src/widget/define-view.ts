// The other half of LazyView, used by the scripts embed.js loads on demand (embed-map.js,
// embed-waits.js): turns a view into the module such a script provides.
//
// Each script bundles its own signals and renders with embed.js's Preact (host-preact.ts).
// A view renders from its own signals; what it needs of the widget (province, visibility,
// closures, the clock, the expanded messages) is copied into one of them by `watch`, which is
// embed.js's effect, the only one under which embed.js's signals track their readers.
// Components shared with embed.js may read the widget's state directly: the copy changes
// whenever what they read does.

import { type ComponentChild, render } from 'preact';
import type { ClosuresAnswer } from './check';
import type { Answer, FeedState } from './feed';
import { adoptPreact } from './host-preact';
import type { LazyViewName, ViewModule } from './lazy-module';
import { effect, type Signal, signal } from './signal';
import type { WidgetState } from './state';
import { adoptSheet } from './styles';

/** What a view loaded on demand follows of the widget. */
export interface WidgetView {
  province: WidgetState['province']['value'];
  /** The tab is showing and the widget on screen: refreshes pause otherwise. */
  visible: boolean;
  closures: FeedState<ClosuresAnswer> | null;
  /** The widget's clock, for relative times. */
  now: number;
  expanded: ReadonlySet<string>;
}

export interface ViewContext {
  state: WidgetState;
  /** The widget, as this script's signal. */
  widget: Signal<WidgetView>;
  /** Gives the widget the answer this view shows, for the credit and the sample banner. */
  report(answer: Answer<{ attribution: string }>): void;
  /** The closure whose row the view is drawn in, if it is drawn in one. */
  id?: string;
}

export interface DefinedView {
  render(): ComponentChild;
  /** Stops its refreshes, observers and timers. */
  stop(): void;
}

export function defineView(name: LazyViewName, css: string, create: (context: ViewContext) => DefinedView): ViewModule {
  return {
    mount(element, state, watch, preact, id) {
      adoptPreact(preact);
      const root = element.getRootNode();
      if (root instanceof ShadowRoot) adoptSheet(root, css);
      const widget = signal<WidgetView>(snapshot(state));
      const stopWatching = watch(() => {
        widget.value = snapshot(state);
      });
      const report = (answer: Answer<{ attribution: string }>) => {
        state.lazyAnswers.value = { ...state.lazyAnswers.peek(), [name]: answer };
      };
      const view = create({ state, widget, report, id });
      const container = document.createElement('div');
      element.append(container);
      const stopRendering = effect(() => render(view.render(), container));
      return {
        unmount() {
          stopWatching();
          stopRendering();
          view.stop();
          render(null, container);
          container.remove();
        },
      };
    },
  };
}

function snapshot(state: WidgetState): WidgetView {
  return {
    province: state.province.value,
    visible: state.visible.value,
    closures: state.closures?.state.value ?? null,
    now: state.now.value,
    expanded: state.expanded.value,
  };
}

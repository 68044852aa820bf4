// What the waits view keeps for one widget: the waits of the chosen area (refreshed every
// 30 s while the widget is in view, restarted when the province changes), the order the
// reader chose, and their position once they asked for "Near me".

import { decodeWaitsResponse } from '../../contract/decode';
import type { WaitsResponse } from '../../contract/resources';
import { fetchAnswer } from '../api';
import type { DefinedView, ViewContext } from '../define-view';
import { Feed } from '../feed';
import { effect, signal } from '../signal';
import type { Position } from './distance';
import { type Locating, locate } from './geolocation';
import type { WaitOrder } from './order';
import { NOT_EXPOSED, WaitsView } from './WaitsView';

export function createWaits({ state, widget, report }: ViewContext): DefinedView {
  let province = widget.peek().province;
  const feed = new Feed<WaitsResponse>('waits', () =>
    fetchAnswer(
      state.env.fetch,
      `${state.options.api}/embed/api/waits${province ? `?province=${province}` : ''}`,
      decodeWaitsResponse,
    ),
  );
  const order = signal<WaitOrder>('wait');
  const position = signal<Position | null>(null);
  const locating = signal<Locating>('idle');

  const nearMe = async () => {
    if (!position.peek()) {
      locating.value = 'asking';
      const located = await locate();
      if (!located.ok) {
        locating.value = located.reason;
        return;
      }
      position.value = located.position;
      locating.value = 'found';
    }
    order.value = 'distance';
  };

  void feed.load();
  const stops = [
    effect(() => {
      const { province: chosen, visible } = widget.value;
      feed.setActive(visible);
      if (chosen !== province) {
        province = chosen;
        feed.restart();
      }
    }),
    effect(() => {
      const { answer, failure } = feed.state.value;
      if (answer) report(answer);
      // Not offered here: asking again would change nothing.
      if (failure?.problem.code === NOT_EXPOSED) feed.stop();
    }),
  ];

  return {
    render: () => (
      <WaitsView
        state={state}
        now={widget.value.now}
        feed={feed}
        order={order.value}
        position={position.value}
        locating={locating.value}
        onOrderByWait={() => {
          order.value = 'wait';
        }}
        onNearMe={() => void nearMe()}
      />
    ),
    stop() {
      feed.stop();
      for (const stop of stops) stop();
    },
  };
}

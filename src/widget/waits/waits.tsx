// What the waits view keeps for one widget: the waits of the chosen area (refreshed every
// 30 s while the widget is in view, restarted when the province changes), the order the
// reader chose, and their position once they asked for "Near me".

import { decodedValue, decodeWaitsResponse } from '../../contract/decode';
import { areaFeed } from '../area-feed';
import type { DefinedView, ViewContext } from '../define-view';
import { signal } from '../signal';
import type { Position } from './distance';
import { type Locating, locate } from './geolocation';
import type { WaitOrder } from './order';
import { NOT_EXPOSED, WaitsView } from './WaitsView';

export function createWaits(context: ViewContext): DefinedView {
  const { state, widget } = context;
  // Not offered here: the feed stops asking on that answer (a new province asks once more).
  const waits = areaFeed(context, {
    endpoint: 'waits',
    path: 'waits',
    read: decodedValue(decodeWaitsResponse),
    notOffered: NOT_EXPOSED,
  });
  const { feed } = waits;
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
      waits.stop();
    },
  };
}

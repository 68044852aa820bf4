// Live mode (ER_SOURCES): the store holds what the provinces' public feeds publish, written by
// the ingestion runtime (src/ingest/). At start it only makes the store ready: data of another
// kind (the sample, a snapshot) is cleared, and ER_REGISTRY's ERs, when given, are the registry
// that feed sites are matched against. Feeds' earlier data and history are kept across restarts;
// an ER a feed added before the registry was given becomes the registry's ER it matches (relink.ts).
import { linkAddedToRegistry, type RegistryMerge } from '../ingest/relink';
import type { EnabledFeed } from '../ingest/runtime';
import type { SourceInfo } from '../store/rows';
import type { Store } from '../store/store';
import { readRegistryRows } from './registry';

export interface LiveOptions {
  feeds: readonly EnabledFeed[];
  registryFile: string | null;
  attribution: string | null;
  attributionUrl: string | null;
}

export function prepareLive(store: Store, nowMs: number, options: LiveOptions) {
  const registry = options.registryFile ? readRegistryRows(options.registryFile) : null;
  const ids = options.feeds.map((feed) => feed.adapter.id).join(',');
  const merged: RegistryMerge[] = store.write(() => {
    if (store.source.get()?.kind !== 'live') store.clearData();
    for (const hospital of registry?.rows ?? []) store.hospitals.addIfAbsent(hospital);
    store.source.set('live', ids, Math.floor(nowMs / 1000));
    return linkAddedToRegistry(store, registry?.rows ?? []);
  });
  return { info: liveSourceInfo(options), registry, merged };
}

export function liveSourceInfo({ feeds, attribution, attributionUrl }: LiveOptions): SourceInfo {
  const publishers = [...new Set(feeds.map((feed) => feed.adapter.attribution.name))];
  const credits = feeds.map(
    ({ adapter }) => `${adapter.attribution.name} (${adapter.attribution.url}, ${adapter.licence.name})`,
  );
  const only = feeds.length === 1 ? feeds[0] : undefined;
  return {
    kind: 'live',
    attribution:
      attribution ??
      `Live data from public provincial feeds: ${[...new Set(credits)].join('; ')}. Predicted and typical waits are er-status estimates, not published figures.`,
    credit: {
      name: attribution ?? publishers.join(', '),
      url: attributionUrl ?? only?.adapter.attribution.url ?? '',
    },
    snapshotAt: null,
  };
}

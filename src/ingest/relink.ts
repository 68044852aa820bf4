// A registry given after the feeds ran (ER_REGISTRY added at a restart): the ERs the feeds had
// added (matched none) are matched again, by the rules a fresh store applies (match.ts: the
// registry id, then the name; two sites of one feed never one ER), against the registry alone.
// Each one matched becomes the registry's ER (store/merge.ts moves its data), so one ER is never
// listed twice; one matched by none stays as the feed added it. Called inside `store.write`.
import type { FeedSiteRow, MatchRule } from '../store/feeds';
import type { Hospital } from '../store/rows';
import type { Store } from '../store/store';
import { createMatcher } from './match';

export interface RegistryMerge {
  feed: string;
  site_key: string;
  /** The id the feed had given the ER. */
  from: string;
  /** The registry's id, which the ER now has. */
  to: string;
  name: string;
  rule: Exclude<MatchRule, 'feed' | 'new'>;
}

export function linkAddedToRegistry(store: Store, registry: readonly Hospital[]): RegistryMerge[] {
  if (registry.length === 0) return [];
  const registryIds = new Set(registry.map((hospital) => hospital.id));
  const entries = new Map(registry.map((hospital) => [hospital.id, hospital]));
  const stored = new Map(store.hospitals.all().map((hospital) => [hospital.id, hospital]));
  const byFeed = new Map<string, FeedSiteRow[]>();
  for (const link of store.feedSites.added()) byFeed.set(link.feed, [...(byFeed.get(link.feed) ?? []), link]);
  const merges: RegistryMerge[] = [];
  for (const [feed, added] of byFeed) {
    const already = store.feedSites
      .ofFeed(feed)
      .filter((link) => link.matched_by !== 'new' && registryIds.has(link.hospital_id))
      .map((link) => link.hospital_id);
    const matcher = createMatcher(feed, registry, [], already);
    // An ER the feed added under an id the registry also gives (its first site of that name, as
    // the registry's row would have been for a fresh store) is matched first; one that is not the
    // registry's ER keeps that id, which no other site may then merge into.
    const occupying = added.filter((link) => registryIds.has(link.hospital_id));
    const others = added.filter((link) => !registryIds.has(link.hospital_id));
    for (const link of [...occupying, ...others]) {
      const er = stored.get(link.hospital_id);
      if (!er) continue;
      const { id, rule } = matcher.assign({
        key: link.site_key,
        name: er.name,
        city: er.city || null,
        province: er.province,
        lat: er.lat,
        lng: er.lng,
      });
      if (rule === 'new' || rule === 'feed') {
        matcher.claim(er.id);
        continue;
      }
      const listed = entries.get(id) as Hospital;
      // As on a fresh store, the registry's entry only gains what it lacks from the feed.
      const entry: Hospital = {
        ...listed,
        city: listed.city || er.city,
        lat: listed.lat ?? er.lat,
        lng: listed.lat === null ? er.lng : listed.lng,
      };
      store.merges.merge(er.id, entry, { feed, site_key: link.site_key, rule });
      merges.push({ feed, site_key: link.site_key, from: er.id, to: id, name: entry.name, rule });
    }
  }
  return merges;
}

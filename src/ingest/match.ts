// Which ER of the registry a feed's site is: its earlier match, the ERstat id, the folded name,
// else a new ER (the rule in order: docs/live-data.md). Two sites of one feed never share an ER.
import type { ProvinceCode } from '../contract/provinces';
import type { FeedSiteRow, MatchRule } from '../store/feeds';
import type { Hospital } from '../store/rows';
import type { FeedSite } from './adapter';

/** Lower case, accents folded, letters and digits only: "Hôpital Saint-Jean" → "hopitalsaintjean". */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const erstatId = (province: ProvinceCode, name: string) =>
  `${province.toLowerCase()}_${name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20)}`;

export interface Match {
  id: string;
  rule: MatchRule;
}

/**
 * Matches the sites of one feed against the registry; `assign` is called once per site, in order.
 * `taken`: ERs other sites of the feed already are.
 */
export function createMatcher(
  feed: string,
  hospitals: readonly Hospital[],
  links: readonly FeedSiteRow[],
  taken: Iterable<string> = [],
) {
  const byId = new Map(hospitals.map((hospital) => [hospital.id, hospital]));
  // Folded names, built the first time a site is not matched by its key or id (a feed whose
  // sites are all linked, as after its first payload, never needs them).
  let byName: Map<string, string | null> | undefined;
  const named = (key: string) => {
    if (!byName) {
      byName = new Map();
      for (const hospital of hospitals) {
        const name = `${hospital.province}|${foldName(hospital.name)}`;
        // Two ERs of one province with the same name: matching by name would be a guess.
        byName.set(name, byName.has(name) ? null : hospital.id);
      }
    }
    return byName.get(key);
  };
  const linked = new Map(links.filter((link) => link.feed === feed).map((link) => [link.site_key, link.hospital_id]));
  const claimed = new Set<string>(taken);

  function candidate(site: FeedSite): Match | null {
    const known = linked.get(site.key);
    if (known && byId.has(known)) return { id: known, rule: 'feed' };
    const slug = erstatId(site.province, site.name);
    if (byId.get(slug)?.province === site.province) return { id: slug, rule: 'registry_id' };
    const byFoldedName = named(`${site.province}|${foldName(site.name)}`);
    if (byFoldedName) return { id: byFoldedName, rule: 'registry_name' };
    return null;
  }

  function newId(site: FeedSite): string {
    const base = `${site.province.toLowerCase()}_${foldName(site.name).slice(0, 20) || 'er'}`;
    let id = base;
    for (let n = 2; byId.has(id) || claimed.has(id); n++) id = `${base}_${n}`;
    return id;
  }

  return {
    /** Takes `id` out of reach: another site of the feed is that ER. */
    claim(id: string): void {
      claimed.add(id);
    },
    assign(site: FeedSite): Match {
      const found = candidate(site);
      const match = found && !claimed.has(found.id) ? found : { id: newId(site), rule: 'new' as const };
      claimed.add(match.id);
      return match;
    },
  };
}

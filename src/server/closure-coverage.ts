// Where this server tracks closures at all, for the closures answers' `tracked_provinces`:
// "no closures reported" is true only where a closure source is on. The sample and a dataset
// (its closures.csv lists every ER closed or disrupted in Canada) cover every province; live
// feeds cover the provinces of their notice pages and of the feeds that report closed ERs; the
// status desk covers the provinces of its active people (a person scoped to ERs: their ERs'
// provinces). Read at each rebuild, so a desk person added or revoked counts at once.
import { PROVINCE_CODES, type ProvinceCode } from '../contract/provinces';
import type { EnabledFeed } from '../ingest/runtime';
import type { SourceKind } from '../store/rows';
import type { Store } from '../store/store';

export function trackedProvinces(
  store: Store,
  kind: SourceKind,
  feeds: readonly EnabledFeed[] | null | undefined,
): () => readonly ProvinceCode[] {
  if (kind !== 'live') return () => PROVINCE_CODES;
  const fromFeeds = new Set<ProvinceCode>();
  for (const { adapter } of feeds ?? []) {
    if (adapter.publishes === 'notices' || adapter.reportsClosures)
      for (const code of adapter.provinces) fromFeeds.add(code);
  }
  return () => {
    const tracked = new Set(fromFeeds);
    for (const province of deskProvinces(store)) tracked.add(province);
    return PROVINCE_CODES.filter((code) => tracked.has(code));
  };
}

/** The provinces the status desk's active people can speak for. */
function deskProvinces(store: Store): readonly ProvinceCode[] {
  const provinces = new Set<ProvinceCode>();
  let users: readonly { scope: string; revoked_at: number | null }[];
  try {
    users = store.desk.users.all();
  } catch {
    return [];
  }
  const hospitals = new Map(store.hospitals.all().map((hospital) => [hospital.id, hospital.province]));
  for (const user of users) {
    if (user.revoked_at !== null) continue;
    if (user.scope === 'all') return PROVINCE_CODES;
    for (const item of user.scope.split(',')) {
      const province = (PROVINCE_CODES as readonly string[]).includes(item)
        ? (item as ProvinceCode)
        : hospitals.get(item);
      if (province) provinces.add(province);
    }
  }
  return [...provinces];
}

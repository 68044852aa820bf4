// What the pages are built from, kept between requests: the ERs and their statuses, each ER's
// history (from its status events), and the answers the proxy holds. Everything from the store
// is read again only after a write (the service's reload); a page is then built once per
// change of its data and per minute (its "12 minutes ago"), never per request.
import type { ProvinceCode } from '../../contract/provinces';
import type { Hospital, SourceInfo, Status } from '../../store/rows';
import type { Store } from '../../store/store';
import { type AnswerRow, type ErHistory, erHistory } from './er-model';

/** An answer of the proxy's: its rows and when the proxy received it (the pages' cache key). */
export interface HeldAnswer {
  rows: AnswerRow[];
  scheduled: AnswerRow[];
  stamp: number;
}

export interface PageSources {
  store: Store;
  source: SourceInfo;
  /** The /closures answer for Canada as the proxy holds it; null when it has none to give. */
  closures: () => Promise<HeldAnswer | null>;
  /** The /waits answer for Canada, when the server offers waits; else null. */
  waits: (() => Promise<HeldAnswer | null>) | null;
  /** Calls the listener after every write the service sees (its own and other processes'). */
  onReload: (listener: () => void) => void;
  now?: () => number;
}

export function pageData(sources: PageSources) {
  const { store } = sources;
  let generation = 0;
  let hospitals: Map<string, Hospital> | null = null;
  let statuses: Map<string, Status> | null = null;
  const histories = new Map<string, ErHistory>();
  const provincesRead = new Set<ProvinceCode | 'CA'>();
  const sizes = new Map<ProvinceCode, number>();
  sources.onReload(() => {
    generation += 1;
    sizes.clear();
    hospitals = null;
    statuses = null;
    histories.clear();
    provincesRead.clear();
  });

  const hospitalMap = () => {
    hospitals ??= new Map(store.hospitals.all().map((hospital) => [hospital.id, hospital]));
    return hospitals;
  };

  function history(hospital: Hospital): ErHistory {
    let made = histories.get(hospital.id);
    if (!made) {
      made = erHistory(hospital, store.erHistory.ofEr(hospital.id));
      histories.set(hospital.id, made);
    }
    return made;
  }

  return {
    get generation() {
      return generation;
    },
    source: sources.source,
    now: sources.now ?? Date.now,
    hospital: (id: string) => hospitalMap().get(id) ?? null,
    hospitals: () => [...hospitalMap().values()],
    status(id: string): Status | undefined {
      statuses ??= new Map(store.statuses.all().map((status) => [status.hospital_id, status]));
      return statuses.get(id);
    },
    history,
    /** How many ERs a province has (read once per change of the store: each request asks). */
    ersIn(province: ProvinceCode): number {
      let size = sizes.get(province);
      if (size === undefined) {
        size = 0;
        for (const hospital of hospitalMap().values()) if (hospital.province === province) size += 1;
        sizes.set(province, size);
      }
      return size;
    },
    /** The histories of every ER of a province (null: Canada), read in one query. */
    provinceHistories(province: ProvinceCode | null): Map<string, ErHistory> {
      const ers = [...hospitalMap().values()].filter((hospital) => !province || hospital.province === province);
      if (!provincesRead.has(province ?? 'CA')) {
        const events = store.erHistory.ofProvince(province);
        for (const hospital of ers) histories.set(hospital.id, erHistory(hospital, events.get(hospital.id) ?? []));
        provincesRead.add(province ?? 'CA');
      }
      return new Map(ers.map((hospital) => [hospital.id, history(hospital)]));
    },
    closures: sources.closures,
    waits: sources.waits,
  };
}

export type PageData = ReturnType<typeof pageData>;

// The rows of the store as the rest of the code sees them. Times are whole seconds since the
// epoch (UTC); the service turns them into ISO text on the way out.
import type { ProvinceCode } from '../contract/provinces';
import type { WaitStatus } from '../contract/values';

export interface Hospital {
  id: string;
  name: string;
  city: string;
  province: ProvinceCode;
  lat: number | null;
  lng: number | null;
  /** Where the registry entry comes from (a feed name, `sample`, `closures`). */
  data_source: string | null;
}

export interface Status {
  hospital_id: string;
  status: WaitStatus;
  message: string | null;
  updated_at: number | null;
  expected_reopen: number | null;
  /**
   * Who stated it: `desk`, `feed:<id>` (a feed of waits or statuses), `notice:<id>` (a
   * publisher of notices, directly or through its scheduled windows), `sample`, `dataset`; null
   * for a status written before sources were recorded.
   */
  source: string | null;
  /** When a person at the desk last said it is true (seconds); null for any other source. */
  confirmed_at: number | null;
  /** Who confirmed it, as the public may read it: the desk user's organisation; null for any other source. */
  confirmed_by: string | null;
  /** The French words of a status stated in both languages (the desk's); `message` is the English. */
  message_fr: string | null;
  /** `unsure`: it stands on a notice the reader is unsure of, whose times are never used; null otherwise. */
  certainty: 'unsure' | null;
  /** That notice's own link (else its page's), its publisher's name and when it was published (seconds). */
  notice_url: string | null;
  notice_publisher: string | null;
  notice_published_at: number | null;
}

/** The fields a writer may leave out: they default to null. */
type Defaulted =
  | 'source'
  | 'confirmed_at'
  | 'confirmed_by'
  | 'message_fr'
  | 'certainty'
  | 'notice_url'
  | 'notice_publisher'
  | 'notice_published_at';

/** A status as a writer gives it: the provenance and notice fields default to null. */
export type StatusInput = Omit<Status, Defaulted> & Partial<Pick<Status, Defaulted>>;

/**
 * A notice the reader is unsure of, as its window carries it: shown with its own words, who
 * published it, when, and a link to it — never its times as fact.
 */
export interface UnsureNotice {
  /** The notice's own link when its page gives one, else the page's. */
  url: string | null;
  /** The health authority, as the feed names it. */
  publisher: string | null;
  /** Seconds; null when the page gives no date. */
  publishedAt: number | null;
}

export interface Reading {
  hospital_id: string;
  minutes: number;
  observed_at: number;
}

/** A typical wait for one local day of week (0 = Sunday) and hour, as a source gives it. */
export interface WaitPattern {
  hospital_id: string;
  day_of_week: number;
  hour_of_day: number;
  typical_minutes: number;
  sample_size: number;
}

/** Coverage of one province as a source gives it (counting ERs outside our registry too). */
export interface GivenCoverage {
  province: ProvinceCode;
  ers: number;
  reporting_live: number;
  pct: number;
  as_of: number | null;
}

export type Tier = 'free' | 'commercial';

export interface ApiKey {
  /** SHA-256 of the key, hex. The key itself is never stored. */
  digest: string;
  /** The first characters of the key, shown to its owner to tell keys apart. */
  prefix: string;
  tier: Tier;
  /** The licensee, shown in `licensed_to`. */
  name: string;
  created_at: number;
  revoked_at: number | null;
}

export type SourceKind = 'sample' | 'dataset' | 'live';

/** What the data tables currently hold. */
export interface LoadedSource {
  kind: SourceKind;
  detail: string | null;
  loaded_at: number;
}

/** The data a service answers from, as its answers and the widget's proxy describe it. */
export interface SourceInfo {
  kind: SourceKind;
  /** The attribution string every data answer carries. */
  attribution: string;
  /** Whom the widget credits, with the link the credit must carry. */
  credit: { name: string; url: string };
  /** For a dataset: when the snapshot was taken (ISO UTC); null for the sample and live feeds. */
  snapshotAt: string | null;
}

/** The write counters other processes compare to see what changed: data, and keys. */
export interface Generations {
  data: number;
  keys: number;
}

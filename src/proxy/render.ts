// Answer bodies as the widget receives them: the v1 answer plus `meta`. Each body is built
// once per cached answer (fresh and stale variants) with its ETag, so a warm request only
// looks it up.
import type { Credit, EmbedMeta } from '../contract/embed';
import { formatTimestamp } from '../contract/time';
import type { GoodAnswer } from './answers';

export interface Rendered {
  body: string;
  /** The body as UTF-8, encoded once rather than on every request. */
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

const renders = new WeakMap<GoodAnswer, Map<string, Rendered | Promise<Rendered>>>();

/**
 * `waitsOffered`: whether `/embed/api/waits` answers here, so that a widget asks only then;
 * `staleReason` (what failed) only with a stale answer. A body made before is given at once.
 */
export function render(
  good: GoodAnswer,
  stale: boolean,
  credit: Credit,
  waitsOffered: boolean,
  staleReason?: string,
): Rendered | Promise<Rendered> {
  let variants = renders.get(good);
  if (!variants) {
    variants = new Map();
    renders.set(good, variants);
  }
  const key = `${stale ? `stale:${staleReason ?? ''}` : 'fresh'} ${waitsOffered}`;
  let rendered = variants.get(key);
  if (!rendered) {
    const meta: EmbedMeta = {
      source: good.source,
      stale,
      fetched_at: formatTimestamp(good.fetchedAt),
      credit,
      snapshot_at: good.snapshotAt,
      ...(stale && staleReason ? { stale_reason: staleReason } : {}),
      waits_offered: waitsOffered,
    };
    const made = withEtag(JSON.stringify({ ...good.payload, meta }));
    variants.set(key, made);
    made.then(
      (done) => variants.set(key, done),
      () => {},
    );
    rendered = made;
  }
  return rendered;
}

/** A strong ETag from the SHA-256 of the body (Web Crypto, so it also runs at the edge). */
async function withEtag(body: string): Promise<Rendered> {
  const bytes = new TextEncoder().encode(body);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const tag = btoa(String.fromCharCode(...digest.subarray(0, 16)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return { body, bytes, etag: `"${tag}"` };
}

// How long each v1 answer may be reused (SPEC-v1 §8), in seconds. The service's
// Cache-Control, the proxy's TTLs and the widget's refresh intervals all read this table.

export const CACHE_WINDOWS = {
  closures: 60,
  coverage: 300,
  waits: 30,
  history: 300,
} as const;

export type CachedEndpoint = keyof typeof CACHE_WINDOWS;

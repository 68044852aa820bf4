// If-None-Match as every cached answer of ours reads it: the v1 API, the proxy, the pages.

/**
 * RFC 9110 weak comparison of an If-None-Match value (a list of entity tags, or `*`) with
 * `etag`; false when the header is absent.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

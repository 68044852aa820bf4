// A per-client request budget for the keyless paths: a fixed one-minute window per client
// address, held in memory (one node; Redis would hold it for several).

export class ClientLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Null when the request may go on; otherwise seconds until the client's budget resets. */
  take(client: string): number | null {
    const now = this.now();
    if (now - this.windowStart >= 60_000) {
      // A new window forgets every client, so the map never outgrows one minute of clients.
      this.windowStart = now - (now % 60_000);
      this.counts = new Map();
    }
    const used = (this.counts.get(client) ?? 0) + 1;
    this.counts.set(client, used);
    if (used <= this.perMinute) return null;
    return Math.max(1, Math.ceil((this.windowStart + 60_000 - now) / 1000));
  }
}

/**
 * The client's address: the socket's peer, or with a trusted reverse proxy in front, the
 * last address it appended to X-Forwarded-For (earlier entries are the client's own claim).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return peer ?? 'unknown';
}

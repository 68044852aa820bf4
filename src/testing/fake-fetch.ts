// A `fetch` for widget tests: it answers from a function of the request URL, records every
// request, and can hold an answer back until the test releases it.

export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network error';

export class FakeFetch {
  readonly requests: URL[] = [];
  private held: (() => void)[] = [];
  /** While true, answers wait for release(). */
  holding = false;

  constructor(public reply: (url: URL) => Reply) {}

  readonly fetch: typeof fetch = async (input) => {
    const url = new URL(String(input));
    this.requests.push(url);
    if (this.holding) await new Promise<void>((resolve) => this.held.push(resolve));
    const reply = this.reply(url);
    if (reply === 'network error') throw new TypeError('Failed to fetch');
    const headers = { 'Content-Type': 'application/json', ...reply.headers };
    return new Response(JSON.stringify(reply.body ?? null), { status: reply.status ?? 200, headers });
  };

  /** Lets every held request answer. */
  release(): void {
    this.holding = false;
    for (const resolve of this.held.splice(0)) resolve();
  }

  /** The paths asked for, with their query (`/embed/api/closures?province=NS`). */
  get paths(): string[] {
    return this.requests.map((url) => url.pathname + url.search);
  }
}

// A v1 upstream on loopback whose behaviour tests set per request: answers, delays, status
// codes, garbage, redirects. It records what it received, to check where the key travelled.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface Received {
  url: string;
  headers: IncomingHttpHeaders;
}

export class FakeUpstream {
  readonly received: Received[] = [];
  /** Decides each reply from the request path (`/api/v1/closures`) and query. */
  reply: (path: string, query: URLSearchParams) => Reply = () => ({ status: 404, body: { error: 'not_found' } });
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.received.push({ url: req.url ?? '', headers: req.headers });
      const url = new URL(req.url ?? '/', 'http://upstream');
      const reply = this.reply(url.pathname, url.searchParams);
      setTimeout(() => {
        if (res.destroyed) return;
        const text = reply.text ?? JSON.stringify(reply.body ?? {});
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json', ...reply.headers });
        res.end(text);
      }, reply.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  calls(path?: string): Received[] {
    return path ? this.received.filter((r) => r.url.startsWith(path)) : this.received;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A v1 closures answer as a live upstream sends it. */
export function closuresAnswer(rows: Record<string, unknown>[], generatedAt = '2026-11-22 05:00:00') {
  return {
    version: 'v1',
    generated_at: generatedAt,
    attribution: 'Data from ERstat (https://erstat.ca)',
    count: rows.length,
    closures: rows,
  };
}

export const CLOSURE_ROW = {
  id: 'ns_cobequidcommunityhe',
  name: 'Cobequid Community Health Centre',
  city: 'Lower Sackville',
  province: 'NS',
  status: 'closed',
  message: 'Closed — opens at 07:00',
  updated_at: '2026-11-22 04:31:11',
  expected_reopen: '',
};

/** A closure announced for later (the `scheduled` extension), as an upstream may send it. */
export const SCHEDULED_ROW = {
  id: 'ns_straitrichmondhosp',
  name: 'Strait Richmond Hospital',
  city: 'Evanston',
  province: 'NS',
  status: 'closed',
  starts_at: '2026-11-22 21:00:00',
  ends_at: '2026-11-23T12:00:00Z',
  message: 'The emergency department will be closed from 5 p.m. until 8 a.m.',
};

export function coverageAnswer() {
  return {
    version: 'v1',
    generated_at: '2026-11-22T05:00:00Z',
    attribution: 'Data from ERstat (https://erstat.ca)',
    national: { ers: 24, reporting_live: 20 },
    provinces: [
      { province: 'NB', ers: 20, reporting_live: 18, pct: 90 },
      { province: 'PE', ers: 4, reporting_live: 2, pct: 50 },
    ],
  };
}

export function waitsAnswer() {
  return {
    version: 'v1',
    licensed_to: 'Example Media',
    generated_at: '2026-11-22T05:00:00Z',
    attribution: 'Data from ERstat (https://erstat.ca)',
    count: 1,
    hospitals: [
      {
        id: 'ns_halifaxinfirmary',
        name: 'Halifax Infirmary',
        city: 'Halifax',
        province: 'NS',
        lat: 44.6464,
        lng: -63.5842,
        status: 'open',
        status_message: null,
        basis: 'live',
        wait_minutes: 95,
        wait_lower: 80,
        wait_upper: 110,
        live_wait_minutes: 95,
        live_updated_at: '2026-11-22T04:50:00Z',
        predicted_wait_minutes: 100,
        predicted_confidence: 'moderate',
        updated_at: '2026-11-22T04:50:00Z',
        predicted_at: '2026-11-22T04:45:00Z',
      },
    ],
  };
}

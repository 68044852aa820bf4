// The other origin of the end-to-end tests (http://localhost:E2E_PORT+10; the app is on
// 127.0.0.1:E2E_PORT). It serves:
//   /<scenario>.html          a host page from e2e/fixtures/, with {{APP}} and {{API}} filled in
//                             and the headers its scenario needs (strict CSP, no referrer);
//                             {{SNIPPET}} is the `snippet` query parameter, pasted in as it is;
//   /api/<behaviour>/embed/api/{closures,coverage,hospitals,waits}
//                             a fake keyless proxy: data, empty, slow, failing, busy (429 with
//                             Retry-After), sample, markup, crowded (closures near Halifax that
//                             overlap at the province's zoom). Widgets reach it through data-api.
//   /tiles/<z>/<x>/<y>.png    map tiles, for a page that sets data-tiles;
//   /vendor/leaflet-1.7/...   Leaflet 1.7.1, for a host page with a Leaflet of its own.
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import type { DecodedLocation } from '../src/contract/embed';
import { type ProvinceCode, parseProvince } from '../src/contract/provinces';
import type { Closure, ProvinceCoverage } from '../src/contract/resources';
import { formatTimestamp } from '../src/contract/time';
import {
  closure,
  closuresAnswer,
  coverageAnswer,
  HOUR,
  hospitalsAnswer,
  NOVA_SCOTIA_LOCATIONS,
  novaScotiaClosures,
  novaScotiaWaits,
  SOME_COVERAGE,
  scheduledClosure,
  waitsAnswer,
} from '../src/testing/embed-answers';
import { appOrigin, appWithWaitsOrigin, fixtureOrigin, fixturePort } from './ports';
import { TILE_PNG } from './tiles';

/** Leaflet 1.7.1's dist folder (installed as leaflet-1.7). */
const OLD_LEAFLET = dirname(createRequire(import.meta.url).resolve('leaflet-1.7/dist/leaflet.js'));

const API = `${fixtureOrigin}/api`;

const STRICT_CSP = {
  'Content-Security-Policy': [
    "default-src 'none'",
    `script-src ${appOrigin}`,
    `connect-src ${fixtureOrigin}`,
    "style-src 'none'",
    "require-trusted-types-for 'script'",
    "base-uri 'none'",
  ].join('; '),
};

/** Headers each host page is served with: the scenario it stands for. */
const PAGE_HEADERS: Record<string, Record<string, string>> = {
  'strict-csp.html': STRICT_CSP,
  'strict-csp-announced.html': STRICT_CSP,
  'no-referrer.html': { 'Referrer-Policy': 'no-referrer' },
};

function ontarioClosures(now: number): Closure[] {
  return [
    closure(now, { id: 'on_kincardine', name: 'Kincardine Hospital', city: 'Kincardine', province: 'ON' }),
    closure(now, {
      id: 'on_clinton',
      name: 'Clinton Public Hospital',
      city: 'Clinton',
      province: 'ON',
      status: 'disruption',
      message: 'Reduced hours overnight.',
    }),
  ];
}

/** Three closures around Halifax, close enough to overlap at the province's zoom, and one apart. */
function crowdedClosures(now: number): Closure[] {
  return [
    // Lower Sackville (closed) and Sheet Harbour (a disruption), both located.
    ...novaScotiaClosures(now).filter((row) => row.id !== 'ns_musquodoboit'),
    closure(now, { id: 'ns_dartmouthgeneralho', name: 'Dartmouth General Hospital', city: 'Dartmouth' }),
    closure(now, {
      id: 'ns_halifaxinfirmary',
      name: 'Halifax Infirmary',
      status: 'disruption',
      message: 'Longer waits: patients are seen by urgency.',
    }),
  ];
}

/** Where the fake proxy's ERs are: Nova Scotia's (one closure with no known location) and Ontario's. */
const LOCATIONS: DecodedLocation[] = [
  ...NOVA_SCOTIA_LOCATIONS,
  { id: 'on_kincardine', name: 'Kincardine Hospital', city: 'Kincardine', province: 'ON', lat: 44.177, lng: -81.633 },
  { id: 'on_clinton', name: 'Clinton Public Hospital', city: 'Clinton', province: 'ON', lat: 43.617, lng: -81.539 },
];

function closuresOf(province: ProvinceCode | null, now: number): Closure[] {
  if (province === 'NS') return novaScotiaClosures(now);
  if (province === 'ON') return ontarioClosures(now);
  if (province === null) return [...novaScotiaClosures(now), ...ontarioClosures(now)];
  return [];
}

type Reply = { status: number; body: unknown; headers?: Record<string, string>; delayMs?: number };

function proxyReply(behaviour: string, endpoint: string, query: URLSearchParams): Reply {
  const now = Date.now();
  const province = parseProvince(query.get('province') ?? '');
  if (behaviour === 'failing') {
    return { status: 502, body: { error: 'upstream_unavailable', message: 'The data service could not be reached.' } };
  }
  if (behaviour === 'busy') {
    return {
      status: 429,
      headers: { 'Retry-After': '120' },
      body: { error: 'rate_limited', message: 'Rate limit exceeded. Wait for Retry-After seconds.' },
    };
  }
  const meta = behaviour === 'sample' ? { source: 'sample' as const } : {};
  if (endpoint === 'coverage') {
    const rows: ProvinceCoverage[] = SOME_COVERAGE;
    return { status: 200, body: coverageAnswer(now, rows, meta) };
  }
  if (endpoint === 'hospitals') {
    const rows = LOCATIONS.filter((location) => !province || location.province === province);
    return { status: 200, body: hospitalsAnswer(now, rows, meta) };
  }
  if (endpoint === 'waits') {
    if (behaviour === 'nowaits') {
      return {
        status: 404,
        body: { error: 'waits_not_exposed', message: 'This server does not offer wait times (ER_EXPOSE_WAITS).' },
      };
    }
    const rows = province === null || province === 'NS' ? novaScotiaWaits(now) : [];
    return { status: 200, body: waitsAnswer(now, rows, meta) };
  }
  if (endpoint !== 'closures') return { status: 404, body: { error: 'not_found', message: 'No such endpoint.' } };
  let rows = behaviour === 'empty' ? [] : closuresOf(province, now);
  if (behaviour === 'crowded') rows = crowdedClosures(now);
  if (behaviour === 'markup') {
    rows = [
      closure(now, {
        id: 'ns_markup',
        name: 'Markup <b>Memorial</b> Hospital',
        message: '<img src=x onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>',
      }),
    ];
  }
  const body = closuresAnswer(now, rows, meta);
  if (behaviour === 'announced') {
    const startsAt = formatTimestamp(Math.ceil(now / HOUR) * HOUR + 2 * HOUR);
    const window = { id: 'ns_straitrichmondhosp', name: 'Strait Richmond Hospital', starts_at: startsAt };
    return { status: 200, body: { ...body, scheduled: [scheduledClosure({ ...window, city: 'Evanston' })] } };
  }
  return { status: 200, body, delayMs: behaviour === 'slow' ? 2_500 : 0 };
}

function send(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string>): void {
  res.writeHead(status, headers);
  res.end(body);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', fixtureOrigin);
  if (url.pathname === '/healthz') return send(res, 200, 'ok', { 'Content-Type': 'text/plain' });
  const api = /^\/api\/([a-z]+)\/embed\/api\/([a-z]+)$/.exec(url.pathname);
  if (api) {
    const [, behaviour = '', endpoint = ''] = api;
    const reply = proxyReply(behaviour, endpoint, url.searchParams);
    const headers = {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
      ...reply.headers,
    };
    setTimeout(() => send(res, reply.status, JSON.stringify(reply.body), headers), reply.delayMs ?? 0);
    return;
  }
  if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
    return send(res, 200, TILE_PNG, { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*' });
  }
  const vendor = /^\/vendor\/leaflet-1\.7\/(.+)$/.exec(url.pathname)?.[1];
  if (vendor) {
    const file = normalize(join(OLD_LEAFLET, vendor));
    if (!file.startsWith(OLD_LEAFLET)) return send(res, 404, 'Not found', { 'Content-Type': 'text/plain' });
    try {
      const type = file.endsWith('.css') ? 'text/css' : file.endsWith('.png') ? 'image/png' : 'text/javascript';
      return send(res, 200, readFileSync(file), { 'Content-Type': type });
    } catch {
      return send(res, 404, 'Not found', { 'Content-Type': 'text/plain' });
    }
  }
  const page = /^\/([a-z0-9-]+\.(?:html|css))$/.exec(url.pathname)?.[1];
  if (!page) return send(res, 404, 'Not found', { 'Content-Type': 'text/plain' });
  let html: string;
  try {
    html = readFileSync(join(import.meta.dirname, 'fixtures', page), 'utf8');
  } catch {
    return send(res, 404, 'Not found', { 'Content-Type': 'text/plain' });
  }
  const body = html
    .replaceAll('{{APP}}', appOrigin)
    .replaceAll('{{APP_WAITS}}', appWithWaitsOrigin)
    .replaceAll('{{API}}', API)
    .replaceAll('{{FIXTURES}}', fixtureOrigin)
    .replace('{{SNIPPET}}', () => url.searchParams.get('snippet') ?? '');
  const type = page.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/html; charset=utf-8';
  send(res, 200, body, { 'Content-Type': type, ...PAGE_HEADERS[page] });
});

server.listen(fixturePort, 'localhost', () => {
  console.log(`fixture host pages and fake proxy on ${fixtureOrigin}`);
});

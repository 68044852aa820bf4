import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { StaticSite } from './static';

const SCRIPT = `(()=>{${'/* widget */ '.repeat(200)}})();`;
/** The scripts embed.js loads on demand, from host pages of any origin. */
const LAZY_SCRIPTS = [
  '/embed-map.js',
  '/embed-waits.js',
  '/embed-coverage.js',
  '/embed-upcoming.js',
  '/embed-desk.js',
  '/embed-picker.js',
  '/embed-frame.js',
];
let app: Hono;
/** What the build writes into the landing page: its stylesheet inline, its scripts as files. */
const LANDING_INLINE =
  '<style>body{margin:0}</style><script src="/embed.js" async></script><script type="module" src="/assets/site-3f9a1c.js"></script>';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The policy as a map of directive to its sources. */
function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get('Content-Security-Policy') ?? '';
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), 'er-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'fr'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>er-status</title>${LANDING_INLINE}`);
  writeFileSync(join(dist, 'fr', 'index.html'), '<!doctype html><title>er-status (fr)</title><style>p{}</style>');
  writeFileSync(join(dist, 'embed.html'), '<!doctype html><title>widget</title>');
  writeFileSync(join(dist, 'embed.js'), SCRIPT);
  for (const lazy of LAZY_SCRIPTS) writeFileSync(join(dist, lazy.slice(1)), SCRIPT);
  writeFileSync(join(dist, 'assets', 'site-3f9a1c.js'), 'console.log(1)');
  const site = new StaticSite(dist);
  app = new Hono();
  app.get('*', (c) => site.serve(c) ?? c.text('Not found', 404));
});

describe('static site', () => {
  it('lets any site frame /embed, and only this origin frame the landing page', async () => {
    const embed = await app.request('/embed');
    expect(embed.status).toBe(200);
    expect(await embed.text()).toContain('<title>widget</title>');
    expect(embed.headers.get('X-Frame-Options')).toBeNull();
    expect(directives(embed).get('frame-ancestors')).toEqual(['*']);
    const landing = await app.request('/');
    expect(landing.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(directives(landing).get('frame-ancestors')).toEqual(["'self'"]);
    expect(landing.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  });

  it('lets the pages run only our scripts and styles, the inline ones by their hash, no plugin and no <base>', async () => {
    const pages = {
      '/': { style: ["'self'", sha256('body{margin:0}')] },
      '/fr/': { style: ["'self'", sha256('p{}')] },
      '/embed': { style: ["'self'"] },
    };
    for (const [path, expected] of Object.entries(pages)) {
      const policy = directives(await app.request(path));
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(policy.get('style-src'), path).toEqual(expected.style);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'none'"]);
    }
  });

  it('serves embed.js cross-origin with a short max-age and an ETag that answers 304', async () => {
    const script = await app.request('/embed.js');
    expect(script.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    const etag = script.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await app.request('/embed.js', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves the scripts embed.js loads on demand the same way', async () => {
    for (const path of LAZY_SCRIPTS) {
      const script = await app.request(path);
      expect(script.status, path).toBe(200);
      expect(script.headers.get('Cross-Origin-Resource-Policy'), path).toBe('cross-origin');
      expect(script.headers.get('Cache-Control'), path).toBe('public, max-age=300, stale-while-revalidate=86400');
    }
  });

  it('sends brotli or gzip as the client accepts, with the same content', async () => {
    const br = await app.request('/embed.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);
    const gzip = await app.request('/embed.js', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await app.request('/embed.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('marks hashed assets immutable for a year', async () => {
    const asset = await app.request('/assets/site-3f9a1c.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('redirects /fr to /fr/ and answers 404 for what is not there', async () => {
    const redirect = await app.request('/fr');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('Location')).toBe('/fr/');
    expect(await (await app.request('/fr/')).text()).toContain('(fr)');
    expect((await app.request('/nothing.js')).status).toBe(404);
    expect((await app.request('/../package.json')).status).toBe(404);
  });
});

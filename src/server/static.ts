// The built site (dist/) served from memory: every file is read once at start-up with its
// ETag and its gzip and brotli forms, so a request is a lookup. Each kind of file gets its own
// cache and framing policy; /embed must stay frameable and the scripts loadable anywhere.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { etagMatches } from '../contract/etag';
import { acceptedEncodings } from '../http/accept-encoding';
import { pagePolicy } from '../http/page-policy';
import { ConfigError } from './config';

/** Bytes copied once at load into buffers of their own, so a request serves them as they are. */
type Bytes = Uint8Array<ArrayBuffer>;

interface StaticFile {
  body: Bytes;
  gzip: Bytes | null;
  br: Bytes | null;
  etag: string;
  type: string;
  headers: Record<string, string>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;
const EMBED_SCRIPTS = new Set([
  '/embed.js',
  '/embed-map.js',
  '/embed-frame.js',
  '/embed-waits.js',
  '/embed-coverage.js',
  '/embed-upcoming.js',
  '/embed-desk.js',
  '/embed-picker.js',
]);

/** Cache, framing and content headers for a file, by its URL path (and, for a page, its content). */
function policyFor(path: string, body: Buffer): Record<string, string> {
  if (path.startsWith('/assets/')) {
    // Vite puts a content hash in these names: they never change.
    return { 'Cache-Control': 'public, max-age=31536000, immutable', 'Cross-Origin-Resource-Policy': 'cross-origin' };
  }
  if (EMBED_SCRIPTS.has(path)) {
    return {
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Access-Control-Allow-Origin': '*',
    };
  }
  if (path === '/favicon.svg') {
    // Asked by every page of every visit: kept a day, then checked by its ETag.
    return { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' };
  }
  if (path.startsWith('/desk/')) {
    // The desk's own script, served through /desk with the desk's headers: asked again after a deploy.
    return { 'Cache-Control': 'no-cache' };
  }
  if (path === '/embed.html') {
    // The iframe widget: any site may frame it, so no X-Frame-Options here.
    return {
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Content-Security-Policy': pagePolicy(body.toString('utf8'), '*'),
    };
  }
  if (path.endsWith('.html')) {
    return {
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': pagePolicy(body.toString('utf8'), "'self'"),
    };
  }
  return { 'Cache-Control': 'public, max-age=3600' };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export class StaticSite {
  private readonly files = new Map<string, StaticFile>();

  constructor(distDir: string) {
    let paths: string[] = [];
    try {
      paths = filesUnder(distDir);
    } catch {
      throw new ConfigError(`The built site is missing (${distDir}): run npm run build first, or set ER_DIST.`);
    }
    for (const file of paths) {
      const path = `/${relative(distDir, file).split(sep).join('/')}`;
      const body = readFileSync(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const compress = COMPRESSIBLE.test(type) && body.length > 512;
      this.files.set(path, {
        body: new Uint8Array(body),
        type,
        gzip: compress ? new Uint8Array(gzipSync(body, { level: 9 })) : null,
        br: compress
          ? new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
          : null,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
        headers: policyFor(path, body),
      });
    }
  }

  /** The file a URL path names: `/` and `/fr/` are their index.html, `/embed` is embed.html. */
  private lookup(path: string): StaticFile | undefined {
    if (path === '/embed') return this.files.get('/embed.html');
    // Browsers ask for /favicon.ico on their own (a JSON answer, an old page): the same icon.
    if (path === '/favicon.ico') return this.files.get('/favicon.svg');
    if (path.endsWith('/')) return this.files.get(`${path}index.html`);
    return this.files.get(path);
  }

  serve(c: Context): Response | null {
    const path = c.req.path;
    if (!path.endsWith('/') && !extname(path) && this.files.has(`${path}/index.html`)) {
      return c.redirect(`${path}/`, 301);
    }
    const file = this.lookup(path);
    if (!file) return null;
    const headers: Record<string, string> = {
      ...file.headers,
      ETag: file.etag,
      'Content-Type': file.type,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    if (file.gzip) headers.Vary = 'Accept-Encoding';
    if (etagMatches(c.req.header('If-None-Match'), file.etag)) return c.body(null, 304, headers);
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'), file);
    const bytes = (encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body) ?? file.body;
    if (encoding) headers['Content-Encoding'] = encoding;
    // Said outright so that HEAD, answered from the GET without its body, says it too.
    headers['Content-Length'] = String(bytes.byteLength);
    return c.body(bytes, 200, headers);
  }
}

/** br when the client takes it, else gzip, else none; `;q=0` refuses an encoding. */
function chooseEncoding(acceptEncoding: string | undefined, file: StaticFile): 'br' | 'gzip' | null {
  if (!acceptEncoding || !file.gzip) return null;
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br') && file.br) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

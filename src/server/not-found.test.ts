// Addresses that name nothing: a page for people, in their language, and JSON with a code for
// programs; the RSS feed's language when the link does not say it; the icon every page asks for.
import { copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredLang } from '../http/language';
import { tempDist } from '../testing/dist-fixture';
import { type BuiltServer, buildServer } from './build-server';
import { readConfig } from './config';

let built: BuiltServer;
let app: Hono;

beforeAll(() => {
  const dist = tempDist();
  copyFileSync(resolve(import.meta.dirname, '../../public/favicon.svg'), join(dist, 'favicon.svg'));
  built = buildServer(readConfig({ ER_DB: ':memory:', ER_DIST: dist }), () => {});
  app = built.app;
});
afterAll(() => built.close());

describe('an address that names nothing', () => {
  it('shows people a page that says so, leads home and says to call 911, in English', async () => {
    const answer = await app.request('/no-such-page', { headers: { 'Accept-Language': 'en-CA,en;q=0.9' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toContain('<a href="/">Go to the ER status home page</a>');
    expect(html).toContain('In an emergency, call 911.');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
  });

  it('shows it in French under /fr/ and to a browser that prefers French', async () => {
    for (const [path, accept] of [
      ['/fr/nulle-part', 'en'],
      ['/nowhere', 'fr-CA,fr;q=0.9,en;q=0.8'],
      ['/nowhere', 'en;q=0.5, fr;q=0.8'],
    ]) {
      const answer = await app.request(path as string, { headers: { 'Accept-Language': accept as string } });
      expect(answer.status).toBe(404);
      const html = await answer.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<h1>Page introuvable</h1>');
      expect(html).toContain('<a href="/fr/">Aller à l’accueil de l’état des urgences</a>');
      expect(html).toContain('En cas d’urgence, composez le 911.');
    }
  });

  it('answers programs under /api and /embed/api with JSON and a code, whatever the method', async () => {
    for (const [method, path] of [
      ['GET', '/api'],
      ['GET', '/api/v2/closures'],
      ['POST', '/api/keys'],
      ['GET', '/api/v1/nothing'],
      ['GET', '/embed/api/nothing'],
      ['GET', '/embed/api'],
    ]) {
      const answer = await app.request(path as string, { method });
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect((await answer.json()).error).toBe('not_found');
    }
  });
});

describe('the RSS feed’s language', () => {
  it('is the one ?lang= names, else the one the reader’s browser prefers', async () => {
    const language = async (path: string, accept: string) => {
      const answer = await app.request(path, { headers: { 'Accept-Language': accept } });
      return /<language>(.*)<\/language>/.exec(await answer.text())?.[1];
    };
    expect(await language('/feed.xml', 'fr-CA,fr;q=0.9')).toBe('fr-ca');
    expect(await language('/feed.xml', 'en-CA')).toBe('en-ca');
    expect(await language('/feed.xml?lang=en', 'fr-CA')).toBe('en-ca');
    expect(await language('/feed.xml?lang=fr', 'en-CA')).toBe('fr-ca');
    expect((await app.request('/feed.xml')).headers.get('Vary')).toContain('Accept-Language');
  });

  it('reads Accept-Language by its weights', () => {
    expect(preferredLang(undefined)).toBe('en');
    expect(preferredLang('de-DE, fr;q=0.3')).toBe('fr');
    expect(preferredLang('fr;q=0, en')).toBe('en');
    expect(preferredLang('es')).toBe('en');
  });
});

describe('the icon', () => {
  it('is served with an ETag and kept a day, also where browsers look for it on their own', async () => {
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const answer = await app.request(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(answer.headers.get('Cache-Control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(answer.headers.get('ETag')).toMatch(/^".+"$/);
    }
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writeDatasetFixture } from '../testing/dataset-fixture';
import { createApp } from './app';
import { ConfigError, readConfig } from './config';
import { startService } from './v1';

describe('server', () => {
  it('answers /healthz with 200 JSON', async () => {
    const app = createApp(readConfig({}));
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('readConfig', () => {
  it('defaults to 127.0.0.1:8080', () => {
    expect(readConfig({})).toMatchObject({ host: '127.0.0.1', port: 8080 });
  });

  it.each(['80a', '-1', '70000', '8080.5'])('refuses PORT=%s with a message naming the variable', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: port })).toThrow(/^PORT must be a whole number from 0 to 65535/);
  });
});

describe('the v1 service in the server', () => {
  it('answers everything under /api/v1 itself, with JSON errors and CORS', async () => {
    const config = readConfig({ ER_DB: ':memory:' });
    const quiet = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const v1 = startService(config);
    quiet.mockRestore();
    try {
      const app = createApp(config, { service: v1.service });
      for (const [path, status] of [
        ['/api/v1/closures', 401],
        ['/api/v1/unknown', 404],
        ['/api/v1/openapi.json', 200],
      ] as const) {
        const response = await app.request(path);
        expect(response.status).toBe(status);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      }
      expect((await app.request('/healthz')).status).toBe(200);
    } finally {
      v1.close();
    }
  });

  it('logs the loaded source in one line, with the malformed rows skipped per file', () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    const v1 = startService(readConfig({ ER_DB: ':memory:', ER_DATA: writeDatasetFixture().dir }));
    write.mockRestore();
    v1.close();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      event: 'source_loaded',
      kind: 'dataset',
      skipped: 9,
      files: { 'closures.csv': { kept: 3, skipped: 3 } },
    });
  });

  it('stops start-up with a message naming a missing dataset file', () => {
    const empty = mkdtempSync(join(tmpdir(), 'er-empty-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, ER_DB: ':memory:', ER_DATA: empty, PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`er-status: ER_DATA: closures.csv is missing; looked in ${empty}.`);
  });
});

describe('readConfig for the v1 service', () => {
  it('defaults to var/er-status.db, the sample, 60-minute staleness and limits of 60 and 600', () => {
    expect(readConfig({})).toMatchObject({
      db: 'var/er-status.db',
      source: { dataDir: null, attribution: null, attributionUrl: null },
      service: {
        staleMinutes: 60,
        rateLimits: { free: 60, commercial: 600 },
        licensingUrl: 'https://erstat.ca/licensing',
      },
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      ER_DB: '/data/er.db',
      ER_DATA: '/data/erstat/2026-09-01',
      ER_STALE_MINUTES: '45',
      ER_RATE_FREE: '10',
      ER_RATE_COMMERCIAL: '1000',
      ER_ATTRIBUTION: 'Data from Example Health',
      ER_ATTRIBUTION_URL: 'https://health.example',
      ER_LICENSING_URL: 'https://health.example/licence',
    });
    expect(config).toMatchObject({
      db: '/data/er.db',
      source: {
        dataDir: '/data/erstat/2026-09-01',
        attribution: 'Data from Example Health',
        attributionUrl: 'https://health.example',
      },
      service: {
        staleMinutes: 45,
        rateLimits: { free: 10, commercial: 1000 },
        licensingUrl: 'https://health.example/licence',
      },
    });
  });

  it.each([
    ['ER_STALE_MINUTES', '0'],
    ['ER_STALE_MINUTES', 'soon'],
    ['ER_RATE_FREE', '-5'],
    ['ER_RATE_COMMERCIAL', '1.5'],
    ['ER_ATTRIBUTION_URL', 'erstat.ca'],
    ['ER_LICENSING_URL', 'ftp://erstat.ca/licensing'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(`^${name} must be`));
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to service mode on 127.0.0.1:8080', () => {
    expect(readConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      relay: null,
      proxy: { exposeWaits: false, staleIfErrorS: 86_400, timeoutMs: 5_000, trustProxy: false, registryFile: null },
    });
  });

  it('is in relay mode when ERSTAT_API_KEY is set, to erstat.ca unless told otherwise', () => {
    expect(readConfig({ ERSTAT_API_KEY: 'k' }).relay).toEqual({ baseUrl: 'https://erstat.ca', apiKey: 'k' });
    expect(readConfig({ ERSTAT_API_KEY: 'k', ERSTAT_BASE_URL: 'http://127.0.0.1:9000/' }).relay?.baseUrl).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it.each([
    [{ PORT: '80a' }, /^PORT must be a whole number from 0 to 65535/],
    [{ PORT: '70000' }, /^PORT must be/],
    [{ ER_EXPOSE_WAITS: 'yes' }, /^ER_EXPOSE_WAITS must be 1 or 0/],
    [{ ER_STALE_IF_ERROR: '-5' }, /^ER_STALE_IF_ERROR must be a whole number/],
    [{ ERSTAT_API_KEY: 'k', ERSTAT_BASE_URL: 'ftp://erstat.ca' }, /^ERSTAT_BASE_URL must be an http or https URL/],
    [{ ERSTAT_API_KEY: 'k', ERSTAT_BASE_URL: 'https://erstat.ca/?key=k' }, /without credentials or a query/],
    [{ ERSTAT_API_KEY: 'k', ERSTAT_BASE_URL: 'https://u:p@erstat.ca' }, /without credentials or a query/],
    [{ ER_SMTP_URL: 'smtp://mail.example.ca' }, /^ER_SMTP_URL and ER_MAIL_FROM must be set together/],
    [{ ER_SMTP_URL: 'https://mail.example.ca', ER_MAIL_FROM: 'a@example.ca' }, /^ER_SMTP_URL must be an smtp/],
    [{ ER_SMTP_URL: 'smtps://u:p@mail.example.ca', ER_MAIL_FROM: 'alerts' }, /^ER_MAIL_FROM must be an email address/],
    [{ ER_ALERT_MAX_PER_HOUR: '0' }, /^ER_ALERT_MAX_PER_HOUR must be a whole number from 1 to 60/],
    [{ ER_BOUNCE_SECRET: 'short' }, /^ER_BOUNCE_SECRET must be at least 24 characters/],
    [
      { ER_SMTP_URL: 'smtp://mail.example.ca', ER_MAIL_FROM: 'a@example.ca', ER_BOUNCE_ADDRESS: 'b+x@example.ca' },
      /^ER_BOUNCE_ADDRESS must be a plain address without "\+"/,
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('readConfig for the status desk', () => {
  it('takes the public origin from ER_PUBLIC_URL, else localhost on the port', () => {
    expect(readConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(readConfig({ ER_PUBLIC_URL: 'https://status.example.ca' }).publicUrl).toBe('https://status.example.ca');
    expect(readConfig({ ER_PUBLIC_URL: 'https://status.example.ca/' }).publicUrl).toBe('https://status.example.ca');
  });

  it('refuses a public URL with a path, a query or another scheme, naming the variable', () => {
    for (const bad of ['https://example.ca/desk', 'https://example.ca/?a=1', 'ftp://example.ca']) {
      expect(() => readConfig({ ER_PUBLIC_URL: bad })).toThrow(/ER_PUBLIC_URL/);
    }
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
        licensingUrl: null,
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

describe('readConfig for live feeds', () => {
  it('leaves live ingestion off unless ER_SOURCES names feeds', () => {
    expect(readConfig({}).source.feeds).toBeNull();
  });

  it('enables the feeds named, or all of them, with each URL and interval overridable', () => {
    const config = readConfig({
      ER_SOURCES: 'QC, bc-nh',
      ER_SOURCE_QC_URL: 'file:///data/qc.csv',
      ER_SOURCE_BC_NH_INTERVAL: '120',
    });
    expect(config.source.feeds?.map((feed) => [feed.adapter.id, feed.url, feed.intervalS])).toEqual([
      ['qc', 'file:///data/qc.csv', 900],
      ['bc-nh', 'https://www.northernhealth.ca/emergency-department-status', 120],
    ]);
    expect(readConfig({ ER_SOURCES: 'all' }).source.feeds?.map((feed) => feed.adapter.id)).toEqual([
      'ab',
      'bc',
      'bc-nh',
      'qc',
      'ns',
      'ab-disruptions',
      'sk',
      'nb-horizon',
      'nb-vitalite',
      'mb',
      'pe',
      'nl',
    ]);
  });

  it.each([
    [
      { ER_SOURCES: 'qc,on' },
      /^ER_SOURCES names "on", which is not a feed; the feeds are: ab, bc, bc-nh, qc, ns, ab-disruptions, sk, nb-horizon, nb-vitalite, mb, pe, nl \(or all\)\.$/,
    ],
    [{ ER_SOURCES: ',' }, /^ER_SOURCES names no feed/],
    [
      { ER_SOURCES: 'qc', ER_SOURCE_QC_URL: 'ftp://x/qc.csv' },
      /^ER_SOURCE_QC_URL must be an http, https or file:\/\/ URL/,
    ],
    [{ ER_SOURCES: 'qc', ER_SOURCE_QC_INTERVAL: 'hourly' }, /^ER_SOURCE_QC_INTERVAL must be a number of seconds/],
    [{ ER_SOURCES: 'qc', ER_DATA: '/data/erstat' }, /^ER_SOURCES and ER_DATA cannot be combined/],
    [{ ER_SOURCES: 'qc', ERSTAT_API_KEY: 'k' }, /^ER_SOURCES needs service mode/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('readConfig for several instances', () => {
  const pg = 'postgres://er@db.internal:5432/er';

  it('serves and ingests by default, on SQLite or PostgreSQL', () => {
    expect(readConfig({}).role).toBe('all');
    expect(readConfig({ ER_DB: pg })).toMatchObject({ db: pg, role: 'all' });
  });

  it('takes the api and ingest roles on PostgreSQL only, and never in relay mode', () => {
    expect(readConfig({ ER_DB: pg, ER_ROLE: 'api' }).role).toBe('api');
    expect(readConfig({ ER_DB: pg, ER_ROLE: 'ingest' }).role).toBe('ingest');
    expect(() => readConfig({ ER_ROLE: 'api' })).toThrow(/ER_ROLE=api needs ER_DB=postgres/);
    expect(() => readConfig({ ER_DB: pg, ER_ROLE: 'worker' })).toThrow(/ER_ROLE must be all, api or ingest/);
    expect(() => readConfig({ ER_DB: pg, ER_ROLE: 'ingest', ERSTAT_API_KEY: 'k' })).toThrow(/needs service mode/);
  });
});

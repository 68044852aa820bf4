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
    [{ ERSTAT_API_KEY: 'k', ERSTAT_BASE_URL: 'ftp://erstat.ca' }, /^ERSTAT_BASE_URL must be an http\(s\) URL/],
    [{ ERSTAT_API_KEY: 'k', ERSTAT_BASE_URL: 'https://erstat.ca/?key=k' }, /without credentials or a query/],
    [{ ERSTAT_API_KEY: 'k', ERSTAT_BASE_URL: 'https://u:p@erstat.ca' }, /without credentials or a query/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});

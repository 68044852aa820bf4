import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { ConfigError, readConfig } from './config';

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

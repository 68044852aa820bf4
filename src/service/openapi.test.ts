// The published OpenAPI document: generated from the schemas the tests validate answers with,
// and documenting both key schemes, every status and error code, the five basis values,
// live_updated_at and every decision (which docs/api.md repeats).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../contract/errors';
import { closureSchema, waitSchema } from '../contract/resources';
import { BASES } from '../contract/values';
import { FORECAST } from '../forecast/forecast';
import { MODEL, predict, type WeekProfile } from '../forecast/prediction';
import { type TestService, testService } from '../testing/v1';
import { DEFAULT_SERVICE_CONFIG } from './config';
import { decisions } from './decisions';

let api: TestService;
// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
let document: any;
beforeAll(async () => {
  api = testService();
  const answer = await api.request('/api/v1/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.json;
});
afterAll(() => api.close());

/** Every value of `key` anywhere in the document. */
function collect(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => collect(item, key));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => [...(name === key ? [inner] : []), ...collect(inner, key)]);
}

// The codes of the proxy (`/embed/api`) are not answers of this service.
const SERVICE_CODES = Object.keys(ERRORS).filter(
  (code) => !code.startsWith('upstream_') && code !== 'waits_not_exposed',
);

describe('/api/v1/openapi.json', () => {
  it('is served without a key, as OpenAPI 3.1 with the 2020-12 dialect', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    const again = await api.request('/api/v1/openapi.json', {
      headers: { 'If-None-Match': (await api.request('/api/v1/openapi.json')).headers.get('etag') as string },
    });
    expect(again.status).toBe(304);
  });

  it('is valid against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('holds the contract schemas themselves, not a copy kept by hand', () => {
    expect(document.components.schemas.Closure).toEqual(JSON.parse(JSON.stringify(closureSchema)));
    expect(
      document.paths['/api/v1/closures'].get.responses['200'].content['application/json'].schema.properties.closures
        .items,
    ).toEqual(document.components.schemas.Closure);
  });

  it('has only schemas that compile strictly', () => {
    const ajv = new Ajv2020({ strict: true });
    addFormats(ajv);
    const schemas = [...Object.values(document.components.schemas), ...collect(document.paths, 'schema')];
    expect(schemas.length).toBeGreaterThan(40);
    for (const schema of schemas) expect(() => ajv.compile(schema as object)).not.toThrow();
  });

  it('documents both key schemes and asks for a key on every data endpoint', () => {
    expect(document.components.securitySchemes).toEqual({
      ApiKeyHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
      ApiKeyQuery: expect.objectContaining({ type: 'apiKey', in: 'query', name: 'key' }),
    });
    for (const endpoint of ['closures', 'coverage', 'waits', 'history']) {
      expect(document.paths[`/api/v1/${endpoint}`].get.security).toEqual([{ ApiKeyHeader: [] }, { ApiKeyQuery: [] }]);
    }
  });

  it('documents every status code and every error code the service answers with', () => {
    const statuses = new Set(
      Object.values<Record<string, { responses: object }>>(document.paths).flatMap((path) =>
        Object.values(path).flatMap((op) => Object.keys(op.responses)),
      ),
    );
    for (const status of ['200', '204', '304', '400', '401', '403', '405', '429', '500', '503'])
      expect(statuses).toContain(status);
    const codes = new Set(collect(document, 'error').flatMap((schema) => (schema as { enum?: string[] }).enum ?? []));
    expect([...codes].sort()).toEqual([...SERVICE_CODES].sort());
    expect(document.components.responses.NotFound.content['application/json'].schema.properties.error.enum).toEqual([
      'not_found',
    ]);
  });

  it('documents all five basis values and live_updated_at', () => {
    const wait = document.components.schemas.Wait;
    expect(wait.properties.basis.enum).toEqual([...BASES]);
    expect(wait.properties.live_updated_at).toEqual(
      JSON.parse(JSON.stringify((waitSchema as { properties: Record<string, unknown> }).properties.live_updated_at)),
    );
    expect(wait.required).toContain('live_updated_at');
  });

  it('documents the X-Data-Source header on every data answer', () => {
    for (const endpoint of ['closures', 'coverage', 'waits', 'history']) {
      const responses = document.paths[`/api/v1/${endpoint}`].get.responses;
      for (const status of ['200', '304']) {
        const pattern = new RegExp(responses[status].headers['X-Data-Source'].schema.pattern);
        expect(
          ['live', 'sample', 'dataset', 'dataset; snapshot_at=2026-09-01T15:54:53Z'].every((v) => pattern.test(v)),
        ).toBe(true);
        expect(
          ['lively', 'dataset; snapshot_at=soon', 'sample; snapshot_at=2026-09-01T15:54:53Z'].some((v) =>
            pattern.test(v),
          ),
        ).toBe(false);
      }
    }
  });

  it('documents every decision, as docs/api.md does, word for word', () => {
    const decided = decisions(DEFAULT_SERVICE_CONFIG);
    expect(document['x-decisions']).toEqual(decided);
    const apiDoc = readFileSync(resolve(import.meta.dirname, '../../docs/api.md'), 'utf8');
    for (const { topic, decision } of decided) {
      expect(document.info.description).toContain(`| ${topic} |`);
      expect(apiDoc, `docs/api.md says otherwise of "${topic}"`).toContain(`| ${topic} | ${decision} |`);
    }
  });

  it('says what the forecaster does of predicted ranges: calibrated, with the earlier fixed shares only while it abstains', () => {
    const ranges = document['x-decisions'].find(({ topic }: { topic: string }) => topic === 'Wait ranges').decision;
    const confidence = document.components.schemas.Wait.properties.predicted_confidence.description;
    const percent = (share: number) => `${Math.round(share * 100)} %`;
    for (const text of [ranges, confidence]) {
      expect(text).toContain(`${percent(FORECAST.coverage)} range`);
      expect(text).toContain(`at most ${percent(FORECAST.halfWidthShare.high)} of`);
      expect(text).toContain(`moderate up to ${percent(FORECAST.halfWidthShare.moderate)}`);
      expect(text).toContain(`${FORECAST.minErrors / 24} days of its own errors`);
      const { high, moderate, low } = MODEL.rangeShare;
      expect(text).toContain(`±${percent(high)}, ±${percent(moderate)} or ±${percent(low)}`);
    }
    // The fixed shares are the earlier rule's, not what a predicted row's range is.
    expect(ranges).not.toMatch(/predicted: ±/);
    // And the earlier rule does use them: a profile with no calibrated forecast.
    const profile: WeekProfile = [{ minutes: 100, samples: 50, spread: 0.1 }];
    const sunday = Date.UTC(2026, 10, 22, 0, 30);
    expect(predict(profile, undefined, sunday, 'UTC')).toEqual({
      minutes: 100,
      lower: 100 - 100 * MODEL.rangeShare.high,
      upper: 100 + 100 * MODEL.rangeShare.high,
      confidence: 'high',
    });
  });
});

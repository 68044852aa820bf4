// The docs read the document the server publishes: every GET operation, its parameters and
// answers, the fields of its 200 body, and every error code, with words for each of them.

import { describe, expect, it } from 'vitest';
import { ERRORS } from '../contract/errors';
import { DEFAULT_SERVICE_CONFIG } from '../service/config';
import { openApiDocument } from '../service/openapi';
import { errorCodes, examplePath, readOperations } from './api-docs';

const document = openApiDocument(DEFAULT_SERVICE_CONFIG);
type Paths = Record<
  string,
  { get?: { operationId?: string; parameters?: { name: string }[]; responses: Record<string, unknown> } }
>;
const paths = document.paths as unknown as Paths;

describe('readOperations', () => {
  const operations = readOperations(document);

  it('reads every GET operation of the document, with its parameters and answers', () => {
    const expected = Object.entries(paths).filter(([, item]) => item.get);
    expect(operations.map((operation) => operation.path)).toEqual(expected.map(([path]) => path));
    for (const [path, item] of expected) {
      const operation = operations.find((read) => read.path === path);
      expect(operation?.parameters.map((parameter) => parameter.name)).toEqual(
        item.get?.parameters?.map((parameter) => parameter.name),
      );
      expect(operation?.answers.map((answer) => answer.status)).toEqual(Object.keys(item.get?.responses ?? {}));
    }
  });

  it('knows each operation’s key tier and cache window from the document', () => {
    const byId = Object.fromEntries(operations.map((operation) => [operation.id, operation]));
    expect(byId.closures).toMatchObject({ tier: 'free', cacheSeconds: 60 });
    expect(byId.coverage).toMatchObject({ tier: 'free', cacheSeconds: 300 });
    expect(byId.waits).toMatchObject({ tier: 'commercial', cacheSeconds: 30 });
    expect(byId.history).toMatchObject({ tier: 'commercial', cacheSeconds: 300 });
    expect(byId.openapi).toMatchObject({ tier: 'public', cacheSeconds: 300 });
  });

  it('names the error codes of each answer, and their statuses agree with the contract', () => {
    for (const { answers } of operations) {
      for (const { status, codes } of answers) {
        for (const code of codes) expect(String(ERRORS[code].status)).toBe(status);
      }
    }
    const history = operations.find((operation) => operation.id === 'history');
    expect(history?.answers.find((answer) => answer.status === '400')?.codes).toEqual([
      'invalid_period',
      'invalid_province',
      'invalid_format',
    ]);
  });

  it('lists the fields of a 200 body, nested objects and arrays of objects included', () => {
    const coverage = operations.find((operation) => operation.id === 'coverage');
    const national = coverage?.fields.find((field) => field.name === 'national');
    expect(national?.fields.map((field) => `${field.name}: ${field.type}`)).toEqual([
      'ers: integer',
      'reporting_live: integer',
    ]);
    const closures = operations.find((operation) => operation.id === 'closures');
    const rows = closures?.fields.find((field) => field.name === 'closures');
    expect(rows?.type).toBe('object[]');
    expect(rows?.fields.find((field) => field.name === 'status')?.type).toBe('closed | disruption');
    expect(rows?.fields.find((field) => field.name === 'expected_reopen')).toMatchObject({
      type: 'date-time',
      nullable: true,
    });
    expect(closures?.fields.find((field) => field.name === 'version')?.type).toBe('"v1"');
  });

  it('stops on a name it has no words for, rather than leave a gap on the page', () => {
    const renamed = structuredClone(document) as unknown as { paths: Paths };
    const closures = renamed.paths['/api/v1/closures']?.get;
    if (closures) closures.operationId = 'closures_v2';
    expect(() => readOperations(renamed)).toThrow('no words for the operation "closures_v2"');

    const extra = structuredClone(document) as unknown as { paths: Paths };
    extra.paths['/api/v1/coverage']?.get?.parameters?.push({ name: 'region' });
    expect(() => readOperations(extra)).toThrow('no words for the parameter "region"');
  });
});

describe('errorCodes', () => {
  /** Every code the document names in an error body's `error` enum, found by walking all of it. */
  function namedCodes(node: unknown, found = new Set<string>()): Set<string> {
    if (typeof node !== 'object' || node === null) return found;
    const error = (node as { properties?: { error?: { enum?: string[] } } }).properties?.error;
    for (const code of error?.enum ?? []) found.add(code);
    for (const value of Object.values(node)) namedCodes(value, found);
    return found;
  }

  it('lists every error code of the document once, the shared 404 included, by status', () => {
    const listed = errorCodes(document);
    expect(new Set(listed.map(({ code }) => code))).toEqual(namedCodes(document));
    expect(listed).toHaveLength(namedCodes(document).size);
    expect(listed.map(({ code }) => code)).toContain('not_found');
    const statuses = listed.map(({ status }) => status);
    expect(statuses).toEqual([...statuses].sort());
  });
});

describe('examplePath', () => {
  it('fills in the query parameters that make a useful example', () => {
    const operations = readOperations(document);
    const path = (id: string) => {
      const operation = operations.find((read) => read.id === id);
      if (!operation) throw new Error(`no operation ${id}`);
      return examplePath(operation);
    };
    expect(path('closures')).toBe('/api/v1/closures?province=NS');
    expect(path('coverage')).toBe('/api/v1/coverage');
    expect(path('waits')).toBe('/api/v1/waits?province=NS&basis=live,predicted,typical');
    expect(path('history')).toBe('/api/v1/history?period=7d&province=NS');
  });
});

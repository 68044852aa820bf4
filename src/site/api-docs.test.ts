// The docs read the document the server publishes: every GET operation, its parameters and
// answers, the fields of its 200 body, every error code, and the webhooks (event types,
// signature headers, subscription routes), with words for each of them; and the webhook
// receiver they show works.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../contract/errors';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from '../contract/webhooks';
import { DEFAULT_SERVICE_CONFIG } from '../service/config';
import { openApiDocument } from '../service/openapi';
import { newSecret, signedHeaders } from '../webhooks/signing';
import { curlOptions, errorCodes, examplePath, readOperations, readWebhooks, receiverExample } from './api-docs';
import { DOCS_STRINGS } from './docs-strings';

const document = openApiDocument(DEFAULT_SERVICE_CONFIG);
type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: { name: string; in?: string }[];
  requestBody?: { content: Record<string, { schema: { examples?: unknown[] } }> };
  responses: Record<string, unknown>;
};
type Paths = Record<string, { get?: Operation; post?: Operation; delete?: Operation }>;
const paths = document.paths as unknown as Paths;
const isWebhookRoute = (operation: Operation | undefined) => operation?.tags?.includes('webhooks') ?? false;

describe('readOperations', () => {
  const operations = readOperations(document);

  it('reads every GET operation of the data API, with its parameters and answers', () => {
    const expected = Object.entries(paths).filter(([, item]) => item.get && !isWebhookRoute(item.get));
    expect(expected.length).toBeGreaterThanOrEqual(5);
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

describe('readWebhooks', () => {
  const webhooks = readWebhooks(document);

  it('reads every event type the document delivers, webhook.test included', () => {
    expect(webhooks.events).toEqual(Object.keys(document.webhooks));
    expect(webhooks.events).toEqual([...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE]);
    expect(webhooks.headers).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
  });

  it('reads every subscription route, whatever its method, with its parameters, body and answers', () => {
    const expected = Object.entries(paths).flatMap(([path, item]) =>
      (['get', 'post', 'delete'] as const).flatMap((method) =>
        isWebhookRoute(item[method]) ? [{ method: method.toUpperCase(), path, operation: item[method] }] : [],
      ),
    );
    expect(webhooks.operations.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/v1/webhooks',
      'POST /api/v1/webhooks',
      'GET /api/v1/webhooks/{id}',
      'DELETE /api/v1/webhooks/{id}',
      'POST /api/v1/webhooks/{id}/rotate-secret',
      'POST /api/v1/webhooks/{id}/test',
    ]);
    expect(webhooks.operations.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expected.map(({ method, path }) => `${method} ${path}`),
    );
    for (const [index, { operation }] of expected.entries()) {
      const read = webhooks.operations[index];
      expect(read?.tier).toBe('commercial');
      expect(read?.cacheSeconds).toBeNull();
      expect(read?.answers.map((answer) => answer.status)).toEqual(Object.keys(operation?.responses ?? {}));
      expect(read?.parameters.map((parameter) => `${parameter.name} ${parameter.in}`)).toEqual(
        operation?.parameters?.map((parameter) => `${parameter.name} ${parameter.in}`),
      );
    }
    const byId = Object.fromEntries(webhooks.operations.map((operation) => [operation.id, operation]));
    expect(byId.webhooks_create?.okStatus).toBe('201');
    expect(byId.webhooks_create?.requestFields.map((field) => `${field.name}: ${field.type}`)).toEqual([
      'url: uri',
      `events: (${WEBHOOK_EVENT_TYPES.join(' | ')})[]`,
    ]);
    expect(byId.webhooks_create?.answers.find((answer) => answer.status === '400')?.codes).toEqual([
      'invalid_webhook',
      'webhook_url_refused',
    ]);
    expect(byId.webhooks_create?.answers.find((answer) => answer.status === '409')?.codes).toEqual([
      'webhook_limit_reached',
    ]);
    expect(byId.webhooks_test?.okStatus).toBe('202');
    expect(byId.webhooks_test?.fields.map((field) => field.name)).toEqual(['event_id']);
    expect(byId.webhooks_delete?.okStatus).toBe('204');
    expect(byId.webhooks_delete?.fields).toEqual([]);
    expect(byId.webhooks_rotate_secret?.fields.map((field) => field.name)).toEqual(['endpoint', 'secret']);
  });

  it('stops on an event type or a header it has no words for', () => {
    const renamed = structuredClone(document) as unknown as { webhooks: Record<string, unknown> };
    renamed.webhooks['closure.reopened'] = renamed.webhooks['closure.ended'];
    expect(() => readWebhooks(renamed)).toThrow('no words for the event type "closure.reopened"');

    const extra = structuredClone(document) as unknown as {
      webhooks: Record<string, { post: { parameters: { name: string; in: string }[] } }>;
    };
    extra.webhooks['wait.live']?.post.parameters.push({ name: 'webhook-nonce', in: 'header' });
    expect(() => readWebhooks(extra)).toThrow('no words for the webhook header "webhook-nonce"');
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

  it('fills in the path parameters, and sends the method, the key and the example body', () => {
    const byId = Object.fromEntries(readWebhooks(document).operations.map((operation) => [operation.id, operation]));
    const create = byId.webhooks_create;
    const remove = byId.webhooks_delete;
    if (!create || !remove) throw new Error('no webhook operations');
    expect(examplePath(remove)).toBe('/api/v1/webhooks/we_8c1f2a9d0b7e4d11');
    expect(curlOptions(remove)).toBe('-X DELETE -H "X-API-Key: $KEY" ');
    const body = /-d '([^']+)'/.exec(curlOptions(create))?.[1];
    expect(JSON.parse(body ?? 'null')).toEqual(
      paths['/api/v1/webhooks']?.post?.requestBody?.content['application/json']?.schema.examples?.[0],
    );
    expect(curlOptions(create)).toMatch(/^-X POST -H "X-API-Key: \$KEY" -H "Content-Type: application\/json" -d '/);
    const closures = readOperations(document).find((operation) => operation.id === 'closures');
    const openapi = readOperations(document).find((operation) => operation.id === 'openapi');
    expect(closures && curlOptions(closures)).toBe('-H "X-API-Key: $KEY" ');
    expect(openapi && curlOptions(openapi)).toBe('');
  });
});

describe('receiverExample', () => {
  /** The example, as a reader saves it, run with Node: it must do what the docs say. */
  const directory = mkdtempSync(join(tmpdir(), 'er-receiver-'));
  let receiver: ChildProcess | undefined;
  afterAll(() => {
    receiver?.kill();
    rmSync(directory, { recursive: true, force: true });
  });

  async function freePort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  function post(port: number, headers: Record<string, string>, body: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, method: 'POST', headers }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      });
      sent.on('error', reject);
      sent.end(body);
    });
  }

  it('verifies a delivery with standardwebhooks, answers 204 or 400, and handles each webhook-id once', async () => {
    const secret = newSecret();
    const port = await freePort();
    // Where a reader's project would find the package: here, this project's own copy.
    const standardWebhooks = pathToFileURL(createRequire(import.meta.url).resolve('standardwebhooks')).href;
    const source = receiverExample(DOCS_STRINGS.fr.receiverComments);
    expect(source).toContain("import { Webhook } from 'standardwebhooks';");
    const file = join(directory, 'receiver.mjs');
    writeFileSync(file, source.replace("from 'standardwebhooks'", `from '${standardWebhooks}'`));
    let output = '';
    const child = spawn(process.execPath, [file], {
      env: { ...process.env, ER_WEBHOOK_SECRET: secret, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    receiver = child;
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });

    const id = 'evt_AbCdEfGhIjKlMnOp';
    const body = JSON.stringify({
      id,
      type: 'webhook.test',
      occurred_at: '2026-10-01T09:31:11Z',
      data: { message: 'Bonjour', endpoint_id: 'we_8c1f2a9d0b7e4d11' },
    });
    const delivery = (text: string, key = secret) => ({
      'content-type': 'application/json',
      ...signedHeaders(key, id, Math.floor(Date.now() / 1000), text),
    });
    let first = 0;
    for (let tries = 0; first === 0; tries += 1) {
      first = await post(port, delivery(body), body).catch((error) => {
        if (tries > 100) throw new Error(`the receiver did not start: ${output || String(error)}`);
        return new Promise<number>((resolve) => setTimeout(() => resolve(0), 50));
      });
    }
    expect(first).toBe(204);
    // The same event again (a retry): accepted, not handled twice.
    expect(await post(port, delivery(body), body)).toBe(204);
    // A body changed after signing, and a delivery signed with another secret: refused.
    expect(await post(port, delivery(body), body.replace('Bonjour', 'Bonsoir'))).toBe(400);
    expect(await post(port, delivery(body, newSecret()), body)).toBe(400);
    expect(await post(port, { 'content-type': 'application/json' }, body)).toBe(400);
    const handled = output.trim().split('\n');
    expect(handled).toHaveLength(1);
    expect(handled[0]).toContain(`${id} webhook.test`);
  }, 20_000);
});

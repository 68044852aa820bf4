// Reads the OpenAPI document into what the docs show: every GET data operation with its key
// tier, cache window, parameters, answers (status and error codes) and the fields of its 200
// body; and the webhooks: their event types, the headers that sign a delivery and the routes
// that manage subscriptions (any method). It reads the document generically, as any client
// would; a name it has no words for (docs-strings.ts) is an error that stops the build rather
// than a gap on the page.

import { ERRORS, type ErrorCode } from '../contract/errors';
import type { DocsStrings, EventType, OperationId, ParameterName, SignatureHeader, Tier } from './docs-strings';
import { DOCS_STRINGS } from './docs-strings';

type Node = { readonly [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const child = (node: unknown, key: string): Node => {
  const value = isNode(node) ? node[key] : undefined;
  return isNode(value) ? value : {};
};
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

export interface DocParameter {
  name: ParameterName;
  in: 'query' | 'header' | 'path';
  required: boolean;
  pattern: string | null;
  values: string[];
  default: string | null;
}

export interface DocAnswer {
  status: string;
  /** Error codes this status may carry; empty for 2xx and 304. */
  codes: ErrorCode[];
}

export interface DocField {
  name: string;
  /** JSON Schema words: string, integer, date-time, "v1", a | b… */
  type: string;
  nullable: boolean;
  /** The fields of an object, or of each element of an array of objects. */
  fields: DocField[];
}

export type Method = 'GET' | 'POST' | 'DELETE';

export interface DocOperation {
  id: OperationId;
  method: Method;
  path: string;
  tier: Tier;
  cacheSeconds: number | null;
  parameters: DocParameter[];
  /** The fields of the JSON request body; empty when the operation takes none. */
  requestFields: DocField[];
  /** The request body the example sends (the schema's first example), as JSON; null when none. */
  exampleBody: string | null;
  answers: DocAnswer[];
  /** The status whose body `fields` describe: the operation's first 2xx. */
  okStatus: string;
  fields: DocField[];
}

export interface DocWebhooks {
  /** The event types a subscription may deliver, webhook.test included, as the document lists them. */
  events: EventType[];
  /** The headers that sign every delivery. */
  headers: SignatureHeader[];
  /** The routes that manage subscriptions, every method. */
  operations: DocOperation[];
}

function known<K extends string>(table: Record<K, unknown>, name: string, what: string): K {
  if (!Object.hasOwn(table, name)) throw new Error(`API docs: no words for the ${what} "${name}" (docs-strings.ts)`);
  return name as K;
}

const WORDS = DOCS_STRINGS.en;

function readParameter(node: unknown): DocParameter {
  const schema = child(node, 'schema');
  const get = (key: string) => (isNode(node) ? node[key] : undefined);
  return {
    name: known(WORDS.parameters, String(get('name')), 'parameter'),
    in: get('in') === 'header' || get('in') === 'path' ? (get('in') as 'header' | 'path') : 'query',
    required: get('required') === true,
    pattern: typeof schema.pattern === 'string' ? schema.pattern : null,
    values: strings(schema.enum),
    default: typeof schema.default === 'string' ? schema.default : null,
  };
}

function readAnswer(status: string, node: unknown): DocAnswer {
  const error = child(child(child(child(child(node, 'content'), 'application/json'), 'schema'), 'properties'), 'error');
  const codes = strings(error.enum).map((code) => known(ERRORS, code, 'error code'));
  if (!/^[23]/.test(status) && codes.length === 0) throw new Error(`API docs: answer ${status} names no error code`);
  return { status, codes };
}

function typeOf(schema: Node): { type: string; nullable: boolean } {
  const types = Array.isArray(schema.type) ? strings(schema.type) : [String(schema.type)];
  const nullable = types.includes('null');
  const [type = 'object'] = types.filter((name) => name !== 'null');
  if (typeof schema.const === 'string') return { type: JSON.stringify(schema.const), nullable };
  const values = strings(schema.enum);
  if (values.length > 0) return { type: values.join(' | '), nullable };
  if (typeof schema.format === 'string') return { type: schema.format, nullable };
  // Array notation, not words: the same in both languages.
  if (type === 'array') {
    const items = typeOf(child(schema, 'items')).type;
    return { type: items.includes(' | ') ? `(${items})[]` : `${items}[]`, nullable };
  }
  return { type, nullable };
}

export function readFields(schema: Node): DocField[] {
  return Object.entries(child(schema, 'properties')).map(([name, value]) => {
    const property = isNode(value) ? value : {};
    const items = child(property, 'items');
    return { name, ...typeOf(property), fields: readFields(property.type === 'array' ? items : property) };
  });
}

const METHODS: readonly Method[] = ['GET', 'POST', 'DELETE'];
/** The tag of the subscription routes, which the docs show with the webhooks rather than the data endpoints. */
const WEBHOOKS_TAG = 'webhooks';

const jsonSchemaOf = (node: unknown) => child(child(child(node, 'content'), 'application/json'), 'schema');

function readOperation(path: string, method: Method, operation: Node): DocOperation {
  const responses = child(operation, 'responses');
  const [okStatus = '200'] = Object.keys(responses).filter((status) => status.startsWith('2'));
  const ok = child(responses, okStatus);
  const maxAge = /max-age=(\d+)/.exec(String(ok.description ?? ''));
  const request = jsonSchemaOf(child(operation, 'requestBody'));
  const [example] = Array.isArray(request.examples) ? request.examples : [];
  return {
    id: known(WORDS.operations, String(operation.operationId), 'operation'),
    method,
    path,
    tier: known(WORDS.tiers, strings(operation.tags)[0] ?? '', 'tag'),
    cacheSeconds: maxAge ? Number(maxAge[1]) : null,
    parameters: (Array.isArray(operation.parameters) ? operation.parameters : []).map(readParameter),
    requestFields: readFields(request),
    exampleBody: example === undefined ? null : JSON.stringify(example),
    answers: Object.entries(responses).map(([status, node]) => readAnswer(status, node)),
    okStatus,
    fields: readFields(jsonSchemaOf(ok)),
  };
}

/** Every operation of the document's paths that `keep` accepts, in the document's order. */
function readPaths(document: unknown, keep: (method: Method, operation: Node) => boolean): DocOperation[] {
  const operations: DocOperation[] = [];
  for (const [path, item] of Object.entries(child(document, 'paths'))) {
    for (const method of METHODS) {
      const operation = child(item, method.toLowerCase());
      if (Object.keys(operation).length === 0 || !keep(method, operation)) continue;
      operations.push(readOperation(path, method, operation));
    }
  }
  return operations;
}

const isWebhookRoute = (operation: Node) => strings(operation.tags).includes(WEBHOOKS_TAG);

/** Every GET operation of the data API (the subscription routes are the webhooks'). */
export function readOperations(document: unknown): DocOperation[] {
  return readPaths(document, (method, operation) => method === 'GET' && !isWebhookRoute(operation));
}

/** The webhooks: the document's event types (its top-level `webhooks`), the headers that sign them, the subscription routes. */
export function readWebhooks(document: unknown): DocWebhooks {
  const deliveries = Object.entries(child(document, 'webhooks'));
  const headers = new Set<SignatureHeader>();
  for (const [, item] of deliveries) {
    const parameters = child(item, 'post').parameters;
    for (const parameter of Array.isArray(parameters) ? parameters : []) {
      const { in: where, name } = isNode(parameter) ? parameter : {};
      if (where === 'header') headers.add(known(WORDS.signatureHeaders, String(name), 'webhook header'));
    }
  }
  return {
    events: deliveries.map(([type]) => known(WORDS.events, type, 'event type')),
    headers: [...headers],
    operations: readPaths(document, (_method, operation) => isWebhookRoute(operation)),
  };
}

/** Every error code the document names (its operations' answers and its shared ones), once, by status then code. */
export function errorCodes(document: unknown): { status: string; code: ErrorCode }[] {
  const seen = new Map<ErrorCode, string>();
  for (const { answers } of [...readOperations(document), ...readWebhooks(document).operations]) {
    for (const { status, codes } of answers) for (const code of codes) seen.set(code, status);
  }
  for (const node of Object.values(child(child(document, 'components'), 'responses'))) {
    for (const code of readAnswer('4xx', node).codes) seen.set(code, String(ERRORS[code].status));
  }
  return [...seen]
    .map(([code, status]) => ({ status, code }))
    .sort((a, b) => a.status.localeCompare(b.status) || a.code.localeCompare(b.code));
}

/** Values the curl examples use; null leaves the parameter out of the example. */
const EXAMPLE_VALUES: Record<ParameterName, string | null> = {
  province: 'NS',
  basis: 'live,predicted,typical',
  period: '7d',
  format: null,
  'If-None-Match': null,
  id: 'we_8c1f2a9d0b7e4d11',
};

/** The path (its parameters filled in) and query of the operation's curl example. */
export function examplePath(operation: DocOperation): string {
  let path = operation.path;
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, EXAMPLE_VALUES[parameter.name] ?? '');
  }
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query' && EXAMPLE_VALUES[parameter.name] !== null)
    .map((parameter) => `${parameter.name}=${EXAMPLE_VALUES[parameter.name]}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** The curl options before the address: the method, the key, the JSON body. */
export function curlOptions(operation: DocOperation): string {
  return [
    operation.method === 'GET' ? '' : `-X ${operation.method} `,
    operation.tier === 'public' ? '' : '-H "X-API-Key: $KEY" ',
    operation.exampleBody === null ? '' : `-H "Content-Type: application/json" -d '${operation.exampleBody}' `,
  ].join('');
}

/**
 * A webhook receiver in plain Node.js: it verifies each delivery on its raw body with the
 * standardwebhooks package, answers 204 (or 400 to a bad signature) and handles each
 * webhook-id once. Only its comments are in the page's language.
 */
export function receiverExample(comments: DocsStrings['receiverComments']): string {
  return `import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.ER_WEBHOOK_SECRET);
// ${comments.handled}
const handled = new Set();

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    // ${comments.rawBody}
    const rawBody = Buffer.concat(chunks).toString('utf8');
    let event;
    try {
      event = wh.verify(rawBody, req.headers);
    } catch {
      // ${comments.refused}
      res.writeHead(400).end();
      return;
    }
    const id = req.headers['webhook-id'];
    if (!handled.has(id)) {
      handled.add(id);
      // ${comments.handle}
      console.log(id, event.type, JSON.stringify(event.data));
    }
    res.writeHead(204).end();
  });
}).listen(process.env.PORT ?? 3000);
`;
}

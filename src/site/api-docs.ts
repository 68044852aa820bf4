// Reads the OpenAPI document into what the docs show: every GET operation with its key tier,
// cache window, parameters, answers (status and error codes) and the fields of its 200 body.
// It reads the document generically, as any client would; a name it has no words for
// (docs-strings.ts) is an error that stops the build rather than a gap on the page.

import { ERRORS, type ErrorCode } from '../contract/errors';
import type { OperationId, ParameterName, Tier } from './docs-strings';
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
  in: 'query' | 'header';
  required: boolean;
  pattern: string | null;
  values: string[];
  default: string | null;
}

export interface DocAnswer {
  status: string;
  /** Error codes this status may carry; empty for 200 and 304. */
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

export interface DocOperation {
  id: OperationId;
  path: string;
  tier: Tier;
  cacheSeconds: number | null;
  parameters: DocParameter[];
  answers: DocAnswer[];
  fields: DocField[];
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
    in: get('in') === 'header' ? 'header' : 'query',
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
  if (type === 'array') return { type: `${typeOf(child(schema, 'items')).type}[]`, nullable };
  return { type, nullable };
}

export function readFields(schema: Node): DocField[] {
  return Object.entries(child(schema, 'properties')).map(([name, value]) => {
    const property = isNode(value) ? value : {};
    const items = child(property, 'items');
    return { name, ...typeOf(property), fields: readFields(property.type === 'array' ? items : property) };
  });
}

export function readOperations(document: unknown): DocOperation[] {
  const operations: DocOperation[] = [];
  for (const [path, item] of Object.entries(child(document, 'paths'))) {
    const get = child(item, 'get');
    if (Object.keys(get).length === 0) continue;
    const responses = child(get, 'responses');
    const ok = child(responses, '200');
    const maxAge = /max-age=(\d+)/.exec(String(ok.description ?? ''));
    operations.push({
      id: known(WORDS.operations, String(get.operationId), 'operation'),
      path,
      tier: known(WORDS.tiers, strings(get.tags)[0] ?? '', 'tag'),
      cacheSeconds: maxAge ? Number(maxAge[1]) : null,
      parameters: (Array.isArray(get.parameters) ? get.parameters : []).map(readParameter),
      answers: Object.entries(responses).map(([status, node]) => readAnswer(status, node)),
      fields: readFields(child(child(child(ok, 'content'), 'application/json'), 'schema')),
    });
  }
  return operations;
}

/** Every error code the document names (its operations' answers and its shared ones), once, by status then code. */
export function errorCodes(document: unknown): { status: string; code: ErrorCode }[] {
  const seen = new Map<ErrorCode, string>();
  for (const { answers } of readOperations(document)) {
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
};

/** The path and query of the operation's curl example. */
export function examplePath(operation: DocOperation): string {
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query' && EXAMPLE_VALUES[parameter.name] !== null)
    .map((parameter) => `${parameter.name}=${EXAMPLE_VALUES[parameter.name]}`);
  return query.length > 0 ? `${operation.path}?${query.join('&')}` : operation.path;
}

// A minimal typed JSON Schema builder. Every schema is a plain JSON Schema (2020-12, the
// dialect of OpenAPI 3.1) object, and carries the TypeScript type of the values it
// describes, so one definition gives both the types and the published OpenAPI document.

declare const valueType: unique symbol;

export type JsonSchema = { readonly [keyword: string]: unknown };
export type Schema<T> = JsonSchema & { readonly [valueType]?: T };
export type Infer<S> = S extends Schema<infer T> ? T : never;

interface Notes {
  description?: string;
  examples?: readonly unknown[];
}

export function text(notes: Notes & { pattern?: string; format?: string } = {}): Schema<string> {
  return { type: 'string', ...notes };
}

export function dateTime(notes: Notes = {}): Schema<string> {
  return { type: 'string', format: 'date-time', ...notes };
}

export function integer(notes: Notes & { minimum?: number; maximum?: number } = {}): Schema<number> {
  return { type: 'integer', ...notes };
}

export function number(notes: Notes & { minimum?: number; maximum?: number } = {}): Schema<number> {
  return { type: 'number', ...notes };
}

export function literal<const V extends string>(value: V, notes: Notes = {}): Schema<V> {
  return { type: 'string', const: value, ...notes };
}

export function oneOf<const V extends readonly string[]>(values: V, notes: Notes = {}): Schema<V[number]> {
  return { type: 'string', enum: values, ...notes };
}

/** The same schema, also accepting JSON null (OpenAPI 3.1 style: a type array). */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  const { type, enum: values, ...rest } = schema;
  const widened: Record<string, unknown> = { ...rest, type: [type, 'null'] };
  if (Array.isArray(values)) widened.enum = [...values, null];
  return widened;
}

export function array<T>(items: Schema<T>, notes: Notes = {}): Schema<T[]> {
  return { type: 'array', items, ...notes };
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape, O extends keyof S> = { [K in O]?: Infer<S[K]> };
type RequiredKeys<S extends Shape, O extends keyof S> = { [K in Exclude<keyof S, O>]: Infer<S[K]> };
type Flatten<T> = { [K in keyof T]: T[K] } & {};

/**
 * An object whose properties are all required unless named in `optional`. Unknown
 * properties are allowed (clients must ignore fields they do not know).
 */
export function object<S extends Shape, O extends keyof S = never>(
  properties: S,
  notes: Notes & { optional?: readonly O[]; title?: string } = {},
): Schema<Flatten<RequiredKeys<S, O> & OptionalKeys<S, O>>> {
  const { optional = [], ...rest } = notes;
  const required = Object.keys(properties).filter((key) => !optional.includes(key as O));
  return { type: 'object', properties, required, ...rest };
}

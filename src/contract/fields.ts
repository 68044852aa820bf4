export type Fields = Record<string, unknown>;

/** A JSON object (not null, not an array). */
export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

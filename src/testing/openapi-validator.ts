// Validates answers against the OpenAPI document the service itself serves, so that every
// 200 a test sees is checked against what we publish, not against a copy kept by hand.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Document = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
};

export function openApiValidator(document: Document) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();

  /** The schema the document gives for this answer, or an error naming what it lacks. */
  function validatorFor(path: string, method: string, status: number, mediaType: string): ValidateFunction {
    const key = `${method} ${path} ${status} ${mediaType}`;
    const known = compiled.get(key);
    if (known) return known;
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`);
    const schema = operation.responses[String(status)]?.content?.[mediaType]?.schema;
    if (!schema) throw new Error(`the document has no ${mediaType} schema for ${status} of ${method} ${path}`);
    const validate = ajv.compile(schema);
    compiled.set(key, validate);
    return validate;
  }

  return {
    /** Throws, with ajv's errors, when `body` does not match the documented schema. */
    check(path: string, method: string, status: number, mediaType: string, body: unknown): void {
      const validate = validatorFor(path, method, status, mediaType);
      if (!validate(body)) {
        throw new Error(`${method} ${path} ${status} does not match the document: ${ajv.errorsText(validate.errors)}`);
      }
    },
    /** Whether the document describes this status for the operation at all. */
    documents(path: string, method: string, status: number): boolean {
      return String(status) in (document.paths[path]?.[method.toLowerCase()]?.responses ?? {});
    },
  };
}

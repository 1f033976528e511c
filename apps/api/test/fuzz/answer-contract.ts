import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from './openapi-calls.ts';

/** What the document declares one operation answers, per status: its media types and the JSON schema, if any. */
type Declared = Map<string, { mediaTypes: string[]; validate: ValidateFunction | null }>;

export interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/**
 * Checks answers against the OpenAPI document (issue 33): the status must be one the operation
 * declares, and a JSON body must match the schema declared for that status. Formats (email, date)
 * are not checked: zod already enforced them on the way out, and the document's value is its shape.
 */
export function answerContract(document: OpenApiDocument) {
  // multipleOf with a float tolerance, as zod checks it: 0.010000000000000002 is a multiple of 0.01.
  const ajv = new Ajv2020({
    strict: false,
    validateFormats: false,
    allErrors: false,
    multipleOfPrecision: 9,
  });
  const declared = new Map<string, Declared>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const statuses: Declared = new Map();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        const mediaTypes = Object.keys(response.content ?? {});
        statuses.set(status, { mediaTypes, validate: schema ? ajv.compile(schema) : null });
      }
      declared.set(`${method.toUpperCase()} ${path}`, statuses);
    }
  }
  /** Why the answer breaks the contract, or null when it keeps it. */
  return (operation: string, answer: Answer): string | null => {
    const statuses = declared.get(operation);
    if (!statuses) return `${operation} is not in the document`;
    const status = String(answer.status);
    if (!statuses.has(status) && !statuses.has('default')) {
      return `answered ${status}, which the document does not declare (declared: ${[...statuses.keys()].join(', ')})`;
    }
    const { mediaTypes, validate } = statuses.get(status) ??
      statuses.get('default') ?? { mediaTypes: [], validate: null };
    const mediaType = answer.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (mediaTypes.length > 0 && answer.body !== '' && !mediaTypes.includes(mediaType)) {
      return `answered ${status} as ${mediaType || 'nothing'}, which the document does not declare (declared: ${mediaTypes.join(', ')})`;
    }
    if (!validate || mediaType !== 'application/json' || answer.body === '') return null;
    if (validate(JSON.parse(answer.body))) return null;
    const [first] = validate.errors ?? [];
    return `answered ${status} with a body off its schema: ${first?.instancePath || '/'} ${first?.message ?? ''}`;
  };
}

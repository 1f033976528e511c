import fc from 'fast-check';
import { arbitraryFor, type JsonSchema } from './json-schema-arbitrary.ts';

/** Requests drawn from the OpenAPI document's own schemas: shared by the fuzz and the contract tests. */
export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface Call {
  method: string;
  url: string;
  payload?: unknown;
}

/** Ids near the seeded rows' ids reach real records; the rest of the range reaches none. */
const idLike = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 2_147_483_647 }));

function parameterArbitrary(parameter: Parameter): fc.Arbitrary<unknown> {
  const schema = parameter.schema ?? {};
  if (schema.type === 'integer' && /id$/i.test(parameter.name)) {
    return fc.oneof(
      { arbitrary: idLike, weight: 6 },
      { arbitrary: arbitraryFor(schema, parameter.name), weight: 1 },
    );
  }
  return arbitraryFor(schema, parameter.name);
}

/** Percent-encoded path text; a lone surrogate (not encodable) is sent as the invalid UTF-8 a client could send. */
function encodePathText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

/** Calls of one operation: its path filled in, some of its query parameters, and a body. */
export function callsOf(path: string, method: string, operation: Operation): fc.Arbitrary<Call> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const pathValues = fc.tuple(...pathParameters.map(parameterArbitrary));
  const queryValues = fc.tuple(
    ...queryParameters.map((parameter) => fc.option(parameterArbitrary(parameter), { nil: undefined })),
  );
  const body = bodySchema ? arbitraryFor(bodySchema, 'body') : fc.constant(undefined);
  return fc.tuple(pathValues, queryValues, body).map(([pathArgs, queryArgs, payload]) => {
    let url = path;
    pathParameters.forEach((parameter, index) => {
      const text = asText(pathArgs[index]);
      url = url.replace(`{${parameter.name}}`, encodePathText(text === '' ? ' ' : text));
    });
    const query = new URLSearchParams();
    queryParameters.forEach((parameter, index) => {
      const value = queryArgs[index];
      if (value !== undefined) query.set(parameter.name, asText(value));
    });
    const search = query.toString();
    return {
      method: method.toUpperCase(),
      url: search ? `${url}?${search}` : url,
      ...(payload !== undefined ? { payload } : {}),
    };
  });
}

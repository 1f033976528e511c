import fc from 'fast-check';

/** The JSON Schema subset the OpenAPI document uses (zod's `toJSONSchema` output). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

/** Arrays stay short: depth of coverage, not volume, finds the 500s; the size limits have their own tests. */
const MAX_ARRAY = 4;
const MAX_TEXT = 60;

/** Values a form never sends but a client can: the usual suspects of parsing and storage bugs. */
const EDGE_TEXTS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '99999999999999999999',
  '0.005',
  '1.750.905',
  '2026-02-29',
  '2025-02-29',
  '0000-00-00',
  '9999-12-31',
  '31/12/2026',
  '1900-01-01',
  'a@b.co',
  'ÑANDÚ Pérez',
  "O'Brien; drop table users; --",
  '../../../etc/passwd',
  '%00',
  '🥖🇨🇴',
  '\u0000',
  '\uD800',
  'x'.repeat(300),
];
const EDGE_NUMBERS = [
  0,
  -1,
  1,
  0.5,
  -0.0001,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e15,
  1e300,
  123456789.98765433,
];

/** Something of the wrong kind: the validator must refuse it with 400, never let it reach a query. */
export const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.constantFrom(...EDGE_TEXTS),
  fc.string({ maxLength: 20 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

const dateLike = fc
  .tuple(
    fc.integer({ min: 1800, max: 2200 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  const fits = (text: string) =>
    text.length >= minLength && text.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER);
  const options: fc.Arbitrary<string>[] = [
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.constantFrom(...EDGE_TEXTS),
    fc.stringMatching(/^\d{1,12}$/),
  ];
  if (/date|from|to|day|month|year|period/i.test(name)) options.push(dateLike, dateLike);
  if (/mail/i.test(name)) options.push(fc.emailAddress());
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot generate from: the other generators still run.
    }
  }
  // Mostly within the declared length so the value gets past validation and reaches the service.
  const any = fc.oneof(...options);
  return fc.oneof({ arbitrary: any.filter(fits), weight: 4 }, { arbitrary: any, weight: 1 });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const min = schema.minimum ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 0.01) : -1e12);
  const max = schema.maximum ?? 1e12;
  const inRange = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31 - 1)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Values near zero, or near the minimum when zero is out of range.
  const low = Math.max(min, -10) <= Math.min(max, 10) ? Math.max(min, -10) : min;
  const high = Math.min(max, low + 20);
  const small = integer
    ? fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    inRange,
    small,
    small,
    fc.constantFrom(...EDGE_NUMBERS.filter((n) => n >= min && n <= max), min, max),
  );
}

/**
 * An arbitrary for the values a schema describes, now and then one of the wrong kind
 * (`wildness` = weight of a wild value against 10 of a schema-shaped one).
 */
export function arbitraryFor(schema: JsonSchema | undefined, name = '', wildness = 1): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema ?? {}, name, wildness);
  return wildness > 0
    ? fc.oneof({ arbitrary: shaped, weight: 10 }, { arbitrary: wildValue, weight: wildness })
    : shaped;
}

function shapedArbitrary(schema: JsonSchema, name: string, wildness: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((item) => shapedArbitrary(item, name, wildness)));
  if (schema.allOf?.length) return shapedArbitrary(Object.assign({}, ...schema.allOf), name, wildness);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = Math.min(schema.minItems ?? 0, MAX_ARRAY);
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ARRAY, MAX_ARRAY));
      return fc.array(arbitraryFor(schema.items, name, wildness), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? fc.constant({}) : wildValue;
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        record[key] = arbitraryFor(property, key, wildness);
      }
      // Required keys are usually there (so the request reaches the service), sometimes missing.
      const required = new Set(schema.required ?? []);
      return fc
        .tuple(fc.record(record, { requiredKeys: [] }), fc.record(record), fc.integer({ min: 0, max: 9 }))
        .map(([sparse, full, roll]) => {
          if (roll === 0) return sparse;
          const value: Record<string, unknown> = {};
          for (const key of Object.keys(record)) {
            if (required.has(key) || key in sparse || roll > 6) value[key] = full[key];
          }
          return value;
        });
    }
    default:
      return wildValue;
  }
}

/** Values a mutation puts in place of one field of a request that was accepted. */
export const EDGE_VALUES: readonly unknown[] = [
  ...EDGE_TEXTS,
  ...EDGE_NUMBERS,
  null,
  true,
  [],
  {},
  -0.5,
  1e21,
];

type Path = Array<string | number>;

/** Every place in a value where a mutation can land: each leaf, and each array or object as a whole. */
function placesOf(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [path];
  const children = Array.isArray(value)
    ? value.flatMap((item, index) => placesOf(item, [...path, index]))
    : Object.entries(value).flatMap(([key, item]) => placesOf(item, [...path, key]));
  return path.length ? [path, ...children] : children;
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/**
 * Requests that differ from an accepted one in a single place (a field, an array, a nested
 * object): they pass most validation and reach the service and the database with one odd value.
 */
export function mutantsOf(accepted: unknown): fc.Arbitrary<unknown> {
  const places = placesOf(accepted);
  if (places.length === 0) return fc.constant(accepted);
  return fc
    .tuple(fc.nat({ max: places.length - 1 }), fc.oneof(fc.constantFrom(...EDGE_VALUES), wildValue))
    .map(([index, replacement]) => replaceAt(accepted, places[index] as Path, replacement));
}

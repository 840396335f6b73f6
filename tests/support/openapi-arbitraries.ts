import fc from 'fast-check';

/**
 * fast-check arbitraries read off an OpenAPI 3.1 document: values a schema describes, values near its
 * bounds, and values no schema should accept (wrong types, NUL, lone surrogates, huge strings,
 * numbers past 2^31 and 2^53). Used by tests/api/fuzz.test.ts.
 */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  example?: unknown;
  default?: unknown;
}

export type Components = Record<string, JsonSchema>;

/** Real values by field name (ids of rows that exist, a price that is current), so requests get past "not found". */
export type Known = Record<string, readonly unknown[]>;

/** Where values are read: the document's components and what is known to exist. */
export interface Context {
  components: Components;
  known: Known;
}

/** Text that has broken servers: control characters, broken Unicode, huge, numeric-looking, injection. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0001\u001f\u007f\u0085\u009f',
    '\ud800',
    'x\udfffy',
    '\u202e\u200b\ufeff',
    '🎫漢字é',
    '0',
    '-1',
    '2147483648',
    '9007199254740993',
    '1e999',
    'NaN',
    'null',
    '%00',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'a'.repeat(5_000),
    'y'.repeat(200_000),
  ),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A value of any JSON type that no field expects in that place. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, [], [null], {}, { a: 1 }),
  hostileText,
);

const resolve = (schema: JsonSchema, components: Components): JsonSchema =>
  schema.$ref ? resolve(components[schema.$ref.split('/').pop() as string], components) : schema;

/** A value for `schema`: mostly the kind it describes, sometimes a hostile one. */
export function valueFor(schema: JsonSchema, context: Context, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: describedBy(resolve(schema, context.components), context, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** A value for the field `name`: one known to exist, or one its schema describes. */
function fieldValue(name: string, schema: JsonSchema, context: Context, depth: number) {
  const known = context.known[name];
  const described = valueFor(schema, context, depth);
  return known?.length ? fc.oneof(fc.constantFrom(...known), described) : described;
}

function describedBy(schema: JsonSchema, context: Context, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueFor(s, context, depth + 1)));
  if (schema.allOf) return describedBy(merged(schema.allOf.map((s) => resolve(s, context.components))), context, depth);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length || depth > 6) return hostileValue;
  return fc.oneof(...types.map((type) => ofType(type, schema, context, depth)));
}

function merged(parts: JsonSchema[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
  };
}

const examplesOf = (schema: JsonSchema) => [schema.example, schema.default].filter((v) => v !== undefined);

function ofType(type: string, schema: JsonSchema, context: Context, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberFor(schema, type === 'integer');
    case 'string':
      return stringFor(schema);
    case 'array':
      return arrayFor(schema, context, depth);
    case 'object':
      return objectFor(schema, context, depth);
    default:
      return hostileValue;
  }
}

function numberFor(schema: JsonSchema, integer: boolean) {
  const min = schema.minimum ?? -1_000;
  const max = schema.maximum ?? 1_000_000;
  const near = [min, max, min - 1, max + 1, 0, 2 ** 31 - 1, 2 ** 31].filter(Number.isFinite);
  return fc.oneof(
    fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
    fc.constantFrom(...near, ...examplesOf(schema)),
    integer ? fc.constantFrom(0.5, -0.0) : fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
}

function stringFor(schema: JsonSchema) {
  const max = schema.maxLength ?? 200;
  const byFormat =
    schema.format === 'email'
      ? fc.emailAddress()
      : schema.format === 'uuid'
        ? fc.uuid()
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(max, 40) });
  const examples = examplesOf(schema);
  return fc.oneof(
    { weight: 3, arbitrary: examples.length ? fc.constantFrom(...examples) : byFormat },
    { weight: 3, arbitrary: byFormat },
    { weight: 1, arbitrary: fc.constantFrom('a'.repeat(max), 'a'.repeat(max + 1)) },
    { weight: 2, arbitrary: hostileText },
  );
}

function arrayFor(schema: JsonSchema, context: Context, depth: number) {
  const item = valueFor(schema.items ?? {}, context, depth + 1);
  const min = schema.minItems ?? 0;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.array(item, { minLength: min, maxLength: Math.max(min, Math.min(schema.maxItems ?? 3, 3)) }),
    },
    { weight: 1, arbitrary: fc.array(item, { minLength: Math.min((schema.maxItems ?? 20) + 1, 30), maxLength: 30 }) },
  );
}

function objectFor(schema: JsonSchema, context: Context, depth: number) {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, fieldValue(key, s, context, depth + 1)]),
  );
  const complete = fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) });
  const anyMissing = fc.record(shape, { requiredKeys: [] });
  return fc.oneof(
    { weight: 6, arbitrary: complete },
    { weight: 1, arbitrary: anyMissing },
    { weight: 1, arbitrary: fc.tuple(complete, hostileValue).map(([o, extra]) => ({ ...o, unexpected: extra })) },
  );
}

/** The documented example with the fields whose real values are known set to one of them: a request that gets far. */
export function realExample(example: unknown, known: Known): fc.Arbitrary<unknown> {
  if (Array.isArray(example)) return fc.tuple(...example.map((v) => realExample(v, known)));
  if (example === null || typeof example !== 'object') return fc.constant(example);
  return fc.record(
    Object.fromEntries(
      Object.entries(example).map(([key, v]) => [
        key,
        known[key]?.length ? fc.constantFrom(...(known[key] as unknown[])) : realExample(v, known),
      ]),
    ),
  );
}

/** A value with one of its parts (at any depth, or all of it) replaced by a hostile one. */
export function mutated(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(value, fc.nat(), hostileValue).map(([v, n, by]) => {
    const paths = leafPaths(v);
    return replaced(v, paths[n % paths.length], by);
  });
}

function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, v]) => leafPaths(v, [...prefix, key]))];
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (!path.length) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]] = replaced(copy[path[0]], path.slice(1), by);
  return copy;
}

import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import { wellFormed } from './routeInventory.ts';

/** The part of JSON Schema that `z.toJSONSchema` emits for our contracts. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

/** The JSON Schema of a contract's input side (what a caller sends). */
export function inputJsonSchema(schema: ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const SMALL_STRING_MAX = 40;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'time':
      return fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot compile here: fall through to plain strings.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? SMALL_STRING_MAX, minLength + SMALL_STRING_MAX);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + (integer ? 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - (integer ? 1 : 0);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that have the shape a contract describes: the happy paths and their edges. */
export function validShaped(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map((part) => validShaped(part, depth)));
  if (schema.allOf && schema.allOf[0]) return validShaped(schema.allOf[0], depth);

  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? validShaped(schema.items, depth + 1) : fc.anything();
      return fc.array(item, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        record[key] = validShaped(value, depth + 1);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    default:
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Hostile strings: traversal, injection, control characters, bidi overrides, huge input. */
const hostileStrings = fc.constantFrom(
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '\u0000',
  '\u202E',
  '\uD800',
  '%00',
  '{{7*7}}',
  '${jndi:ldap://x}',
  'a'.repeat(10_000),
  '-1',
  '1e309',
  'NaN',
  'true',
  '',
  ' ',
  '__proto__',
  'constructor',
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5),
  fc.constant([]),
  fc.constant({}),
  fc.constant({ __proto__: { admin: true } }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.string({ maxLength: 60, unit: 'binary' }),
);

/** Values that break a contract: wrong types, unknown keys, missing keys, hostile strings. */
export function malformed(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = validShaped(schema);
  const properties = Object.keys(schema.properties ?? {});
  const mutations: fc.Arbitrary<unknown>[] = [
    hostileValue,
    // One unknown key (mass assignment attempts included).
    fc
      .tuple(
        valid,
        fc.constantFrom('role', 'is_active', 'id', 'permissions', 'password_hash', 'zzz'),
        hostileValue,
      )
      .map(([value, key, extra]) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? { ...value, [key]: extra }
          : { [key]: extra },
      ),
  ];
  if (properties.length > 0) {
    // One known key with a wrong value; one required key missing.
    mutations.push(
      fc
        .tuple(valid, fc.constantFrom(...properties), hostileValue)
        .map(([value, key, bad]) => ({ ...(value as object), [key]: bad })),
      fc
        .tuple(valid, fc.constantFrom(...properties))
        .map(([value, key]) =>
          Object.fromEntries(Object.entries(value as object).filter(([name]) => name !== key)),
        ),
    );
  }
  return fc.oneof(...mutations);
}

/**
 * A JSON text nested `depth` levels deep: arrays (`[[[…]]]`) or objects (`{"a":{"a":…}}`).
 * 10,000 levels are about 20 kB, far under the body limit: a recursive walk overflows on it.
 */
export function deeplyNested(depth: number, shape: 'array' | 'object'): string {
  if (shape === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Raw JSON bodies nested past the input guard's limit (MAX_INPUT_DEPTH = 64), up to 10,000. */
export const deepJsonPayload: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(fc.integer({ min: 65, max: 200 }), fc.constantFrom(1_000, 10_000)),
    fc.constantFrom('array' as const, 'object' as const),
  )
  .map(([depth, shape]) => deeplyNested(depth, shape));

/** A query string or params value as it travels in a URL. */
export function asUrlValue(value: unknown): string {
  if (typeof value === 'string') return wellFormed(value);
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return wellFormed(JSON.stringify(value));
  return String(value);
}

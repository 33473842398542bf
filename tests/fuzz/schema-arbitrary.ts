/**
 * JSON Schema → fast-check arbitrary, for the subset our OpenAPI document uses (zod's output:
 * objects, arrays and tuples, strings with lengths, formats, patterns and enums, integers and
 * numbers with bounds, booleans, nulls, anyOf/oneOf, $ref). Values are schema-valid; fields
 * whose rules go beyond the schema (a password's strength, a real healer id) also get
 * well-formed samples by name, so many requests get past validation to the route's work.
 */
import fc from 'fast-check';
import {
  SAMPLES_BY_NAME,
  type JsonSchema,
  type OpenApiDocument,
  schemaReader,
} from '../support/openapi-document';

/**
 * Values to offer for a field of this name (real ids), besides what its schema generates;
 * `BINARY` names the files to offer for binary fields (uploads).
 */
export type NameHints = (name: string) => readonly unknown[] | undefined;
export const BINARY = '<binary>';

const MAX_ARRAY = 3;
const MAX_TEXT = 40;
const MAX_DEPTH = 8;

const DAY = 86_400_000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** Instants from yesterday to two months ahead, on the hour or quarter hour (slots are). */
const instant = fc
  .tuple(fc.integer({ min: -24, max: 24 * 60 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hours, minutes]) => {
    const at = new Date(Date.now() + hours * 3_600_000);
    at.setUTCMinutes(minutes, 0, 0);
    return at.toISOString();
  });
const calendarDate = fc.integer({ min: -30, max: 120 }).map((days) => isoDate(days).slice(0, 10));
const WORDS = ['Calm and focused', 'Breathwork', 'Yoga nidra', 'Reiki'];
/** Random text, or words a person would write when they fit the field's lengths. */
const text = (min: number, max: number) => {
  const words = WORDS.filter((value) => value.length >= min && value.length <= max);
  const random = fc.string({ minLength: min, maxLength: max });
  return words.length ? fc.oneof(random, fc.constantFrom(...words)) : random;
};

export interface ArbitraryOptions {
  hints?: NameHints;
  /**
   * The least request that should pass: required fields only, and a field with samples always
   * takes one (the authorization matrix's one request per operation).
   */
  minimal?: boolean;
}

export function schemaArbitraries(
  document: OpenApiDocument,
  { hints = () => undefined, minimal = false }: ArbitraryOptions = {},
) {
  const { resolve, types } = schemaReader(document);

  function withSamples(name: string, generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
    const samples = [
      ...(hints(name) ?? []),
      ...(name in SAMPLES_BY_NAME ? [SAMPLES_BY_NAME[name]] : []),
    ];
    if (!samples.length) return generated;
    if (minimal) return fc.constantFrom(...samples);
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...samples) }, generated);
  }

  /** A string of the schema's form; a binary one (an upload) is a file's bytes instead. */
  function stringOf(schema: JsonSchema): fc.Arbitrary<unknown> {
    const min = schema.minLength ?? 0;
    const max = Math.min(schema.maxLength ?? MAX_TEXT, Math.max(min, MAX_TEXT));
    switch (schema.format) {
      case 'uuid':
        return fc.uuid();
      case 'date':
        return calendarDate;
      case 'date-time':
        return instant;
      case 'email':
        return fc.emailAddress();
      case 'binary':
        return fc.constantFrom(...(hints(BINARY) ?? [new Uint8Array([1, 2, 3])]));
    }
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      return fc
        .stringMatching(pattern)
        .filter((value) => value.length >= min && value.length <= (schema.maxLength ?? Infinity));
    }
    return text(min, max);
  }

  function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
    const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000) + (integer ? 1 : 0);
    const max = schema.maximum ?? (schema.exclusiveMaximum ?? 10_000) - (integer ? 1 : 0);
    if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  }

  function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    const required = schema.required ?? [];
    for (const [key, property] of Object.entries(schema.properties ?? {}))
      if (!minimal || required.includes(key)) model[key] = arbitrary(property, key, depth + 1);
    return fc.record(model, { requiredKeys: required });
  }

  /** A schema-valid value of `raw`, for a field called `name`. */
  function arbitrary(raw: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
    const schema = resolve(raw);
    if (depth > MAX_DEPTH) return fc.constant(null);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives)
      return withSamples(name, fc.oneof(...alternatives.map((alt) => arbitrary(alt, name, depth))));
    const kinds = types(schema);
    const options = kinds.map((kind) => {
      switch (kind) {
        case 'null':
          return fc.constant(null);
        case 'string':
          return withSamples(name, stringOf(schema));
        case 'integer':
          return withSamples(name, numberOf(schema, true));
        case 'number':
          return numberOf(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'array':
          if (schema.prefixItems)
            return fc.tuple(...schema.prefixItems.map((item) => arbitrary(item, name, depth + 1)));
          return fc.array(arbitrary(schema.items ?? {}, name, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.max(
              schema.minItems ?? 0,
              Math.min(schema.maxItems ?? MAX_ARRAY, MAX_ARRAY),
            ),
          });
        case 'object':
          return objectOf(schema, depth);
        default:
          throw new Error(`schema-arbitrary: no arbitrary for type ${kind} (${name})`);
      }
    });
    if (!options.length)
      return withSamples(name, fc.oneof(fc.string(), fc.integer(), fc.boolean()));
    // A nullable field is mostly given a value: null is one case among many.
    return options.length === 1
      ? options[0]!
      : fc.oneof(
          ...options.map((option, index) => ({
            weight: kinds[index] === 'null' ? 1 : 4,
            arbitrary: option as fc.Arbitrary<unknown>,
          })),
        );
  }

  return { arbitrary };
}

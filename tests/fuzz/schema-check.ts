/**
 * Does a value match a JSON Schema of our document's subset? Answers the mismatches, each with
 * its path (`$.items.0.status: expected one of …`), empty when it matches. Fields the schema does
 * not list are mismatches too: a response must not carry what its contract does not promise.
 */
import type { JsonSchema, OpenApiDocument } from '../support/openapi-document';
import { schemaReader } from '../support/openapi-document';

const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
};

const typeOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value;

export function schemaChecker(document: OpenApiDocument) {
  const { resolve, types } = schemaReader(document);

  function check(raw: JsonSchema, value: unknown, path = '$'): string[] {
    const schema = resolve(raw);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) {
      const results = alternatives.map((alt) => check(alt, value, path));
      if (results.some((errors) => errors.length === 0)) return [];
      return [`${path}: matches none of ${alternatives.length} alternatives (${results[0]![0]})`];
    }
    if (schema.allOf) return schema.allOf.flatMap((part) => check(part, value, path));
    if (schema.const !== undefined && value !== schema.const)
      return [`${path}: expected ${JSON.stringify(schema.const)}`];
    if (schema.enum && !schema.enum.includes(value))
      return [`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
    const allowed = types(schema);
    const actual = typeOf(value);
    const typeMatches =
      allowed.length === 0 ||
      allowed.includes(actual) ||
      (actual === 'integer' && allowed.includes('number'));
    if (!typeMatches) return [`${path}: expected ${allowed.join(' or ')}, got ${actual}`];
    switch (actual) {
      case 'string':
        return checkString(schema, value as string, path);
      case 'integer':
      case 'number':
        return checkNumber(schema, value as number, path);
      case 'array':
        return checkArray(schema, value as unknown[], path);
      case 'object':
        return checkObject(schema, value as Record<string, unknown>, path);
      default:
        return [];
    }
  }

  function checkString(schema: JsonSchema, value: string, path: string): string[] {
    const errors: string[] = [];
    if (schema.minLength !== undefined && value.length < schema.minLength)
      errors.push(`${path}: shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      errors.push(`${path}: longer than ${schema.maxLength}`);
    if (schema.pattern && !new RegExp(schema.pattern).test(value))
      errors.push(`${path}: does not match ${schema.pattern}`);
    const format = schema.format && FORMATS[schema.format];
    if (format && !format.test(value)) errors.push(`${path}: not a ${schema.format}`);
    return errors;
  }

  function checkNumber(schema: JsonSchema, value: number, path: string): string[] {
    if (schema.minimum !== undefined && value < schema.minimum)
      return [`${path}: ${value} below ${schema.minimum}`];
    if (schema.maximum !== undefined && value > schema.maximum)
      return [`${path}: ${value} above ${schema.maximum}`];
    return [];
  }

  function checkArray(schema: JsonSchema, value: unknown[], path: string): string[] {
    const errors: string[] = [];
    if (schema.minItems !== undefined && value.length < schema.minItems)
      errors.push(`${path}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      errors.push(`${path}: more than ${schema.maxItems} items`);
    value.forEach((item, index) => {
      const itemSchema = schema.prefixItems?.[index] ?? schema.items;
      if (itemSchema) errors.push(...check(itemSchema, item, `${path}.${index}`));
    });
    return errors;
  }

  function checkObject(schema: JsonSchema, value: Record<string, unknown>, path: string) {
    const errors: string[] = [];
    const properties = schema.properties ?? {};
    for (const key of schema.required ?? [])
      if (!(key in value)) errors.push(`${path}.${key}: missing`);
    for (const [key, item] of Object.entries(value)) {
      const property = properties[key];
      if (property) errors.push(...check(property, item, `${path}.${key}`));
      else if (typeof schema.additionalProperties === 'object')
        errors.push(...check(schema.additionalProperties, item, `${path}.${key}`));
      else if (schema.properties || schema.additionalProperties === false)
        errors.push(`${path}.${key}: not in the documented schema`);
    }
    return errors;
  }

  return { check };
}

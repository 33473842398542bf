/**
 * Requests generated from the app's OpenAPI document (/api/openapi.json), not listed by hand:
 * for every string field of every route's parameters and bodies, a request whose other inputs
 * are well-formed samples and whose field holds a NUL character. Used by the NUL sweep
 * (server/nul-sweep.api.test.ts); a route added to the document is probed without any change
 * here.
 */

import {
  fillPath,
  operationsOf,
  SAMPLE_UUID,
  SAMPLES_BY_NAME,
  schemaReader,
  tomorrowAtTen,
  type JsonSchema,
  type OpenApiDocument,
} from './openapi-document';

export type { OpenApiDocument } from './openapi-document';

/** What kind of string the field is: plain text, or one with a format or a list of values. */
export type FieldKind = 'text' | 'format' | 'enum';

export interface Probe {
  /** `POST /api/chats/{chatId}/messages` */
  operation: string;
  location: 'path' | 'query' | 'body';
  /** The field as the API names it in its errors: `windows.0.start_time`, `userId`. */
  field: string;
  kind: FieldKind;
  access: string;
  resource?: string;
  method: string;
  /** Path and query string. */
  url: string;
  body?: string;
  contentType?: string;
}

export interface ProbePlan {
  probes: Probe[];
  /** String fields no request can carry a NUL in (HTTP headers refuse it), by operation. */
  untransmissible: string[];
  /** Binary fields (file uploads), which are not strings. */
  binary: string[];
}

const NUL = '\u0000';

/** A well-formed value with a NUL in its middle. */
const withNul = (value: string) => {
  const middle = Math.ceil(value.length / 2);
  return value.slice(0, middle) + NUL + value.slice(middle);
};
export interface ProbeSamples {
  /** Values for fields of this name (real ids, so a request gets as far as it can). */
  byName?: Record<string, string>;
  /** A real id of the kind the route's `x-resource` names, for its path. */
  resourceId?: (resource: string) => string | undefined;
}

export function planNulProbes(document: OpenApiDocument, samples: ProbeSamples = {}): ProbePlan {
  const byName = { ...SAMPLES_BY_NAME, ...samples.byName };
  const { resolve, types, alternatives } = schemaReader(document);

  function sampleString(schema: JsonSchema, name: string): string {
    if (schema.enum) return String(schema.enum.find((value) => value !== null));
    if (schema.format === 'uuid') return SAMPLE_UUID;
    if (schema.format === 'date') return '2000-01-01';
    if (schema.format === 'date-time') return tomorrowAtTen();
    const named = byName[name];
    if (named) return named;
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 64;
    return 'sample'.padEnd(min, 'x').slice(0, Math.max(max, 1));
  }

  function sample(raw: JsonSchema, name: string): unknown {
    const schema = resolve(raw);
    const alts = alternatives(schema);
    if (alts.length) return sample(alts[0]!, name);
    const type = types(schema).find((t) => t !== 'null');
    if (schema.enum) return schema.enum.find((value) => value !== null);
    switch (type) {
      case 'string':
        return sampleString(schema, name);
      case 'integer':
      case 'number':
        return schema.minimum ?? Math.min(1, schema.maximum ?? 1);
      case 'boolean':
        return false;
      case 'array':
        return schema.minItems ? [sample(schema.items ?? {}, name)] : [];
      case 'object':
        return requiredSample(schema);
      default:
        return null;
    }
  }

  function requiredSample(schema: JsonSchema): Record<string, unknown> {
    const value: Record<string, unknown> = {};
    for (const key of schema.required ?? [])
      value[key] = sample(schema.properties?.[key] ?? {}, key);
    return value;
  }

  /** Every way to put a NUL in one string of `raw`: the whole value, the field path, its kind. */
  function nulValues(
    raw: JsonSchema,
    name: string,
  ): Array<{ value: unknown; path: Array<string | number>; kind: FieldKind }> {
    const schema = resolve(raw);
    const alts = alternatives(schema);
    if (alts.length) return alts.flatMap((alt) => nulValues(alt, name));
    const type = types(schema).find((t) => t !== 'null');
    if (type === 'string') {
      if (schema.format === 'binary') return [];
      const kind: FieldKind = schema.enum ? 'enum' : schema.format ? 'format' : 'text';
      return [{ value: withNul(sampleString(schema, name)), path: [], kind }];
    }
    if (type === 'array')
      return nulValues(schema.items ?? {}, name).map((inner) => ({
        ...inner,
        value: [inner.value],
        path: [0, ...inner.path],
      }));
    if (type === 'object') {
      const fields = Object.entries(schema.properties ?? {});
      if (typeof schema.additionalProperties === 'object')
        fields.push(['extra_field', schema.additionalProperties]);
      return fields.flatMap(([key, property]) =>
        nulValues(property, key).map((inner) => ({
          ...inner,
          value: { ...requiredSample(schema), [key]: inner.value },
          path: [key, ...inner.path],
        })),
      );
    }
    return [];
  }

  const plan: ProbePlan = { probes: [], untransmissible: [], binary: [] };
  for (const { name, method, template, operation } of operationsOf(document)) {
    const parameters = operation.parameters ?? [];
    const resource = operation['x-resource'];
    const pathValues = Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => [
          parameter.name,
          (resource && !parameter.schema.enum && samples.resourceId?.(resource)) ||
            String(sample(parameter.schema, parameter.name)),
        ]),
    );
    const requiredQuery = Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => [parameter.name, String(sample(parameter.schema, parameter.name))]),
    );
    const bodyEntry = Object.entries(operation.requestBody?.content ?? {})[0];
    const bodyBaseline = bodyEntry ? sample(bodyEntry[1].schema, 'body') : undefined;

    const build = (
      path: Record<string, string>,
      query: Record<string, string>,
      body: unknown,
    ): Pick<Probe, 'url' | 'body' | 'contentType'> => {
      const filled = fillPath(template, path);
      const search = new URLSearchParams(query).toString();
      const url = search ? `${filled}?${search}` : filled;
      if (!bodyEntry) return { url };
      const [contentType] = bodyEntry;
      if (contentType === 'application/json')
        return { url, body: JSON.stringify(body), contentType };
      if (contentType === 'application/x-www-form-urlencoded')
        return {
          url,
          body: new URLSearchParams(body as Record<string, string>).toString(),
          contentType,
        };
      return { url };
    };
    const probe = (
      location: Probe['location'],
      field: string,
      kind: FieldKind,
      request: Pick<Probe, 'url' | 'body' | 'contentType'>,
    ) =>
      plan.probes.push({
        operation: name,
        location,
        field,
        kind,
        access: operation['x-access'] ?? 'unmarked',
        resource: operation['x-resource'],
        method,
        ...request,
      });

    for (const parameter of parameters) {
      const values = nulValues(parameter.schema, parameter.name);
      if (!values.length) continue;
      if (parameter.in === 'header' || parameter.in === 'cookie') {
        plan.untransmissible.push(`${name} ${parameter.in} ${parameter.name}`);
        continue;
      }
      for (const { value, kind } of values) {
        const nul = String(Array.isArray(value) ? value[0] : value);
        // The route's real id (when the test gave one) with a NUL in it.
        const pathNul = parameter.in === 'path' ? withNul(pathValues[parameter.name]!) : nul;
        if (parameter.in === 'path')
          probe(
            'path',
            parameter.name,
            kind,
            build({ ...pathValues, [parameter.name]: pathNul }, requiredQuery, bodyBaseline),
          );
        else
          probe(
            'query',
            parameter.name,
            kind,
            build(pathValues, { ...requiredQuery, [parameter.name]: nul }, bodyBaseline),
          );
      }
    }
    if (bodyEntry) {
      const [contentType, { schema }] = bodyEntry;
      if (contentType === 'multipart/form-data') {
        plan.binary.push(name);
        continue;
      }
      for (const { value, path, kind } of nulValues(schema, 'body'))
        probe('body', path.join('.'), kind, build(pathValues, requiredQuery, value));
    }
  }
  return plan;
}

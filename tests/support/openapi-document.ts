/**
 * The app's OpenAPI document (/api/openapi.json) as the sweeps read it: its operations, their
 * schemas with references resolved, and well-formed sample values. Shared by the NUL sweep
 * (openapi-probe.ts) and the fuzz and authorization sweeps (tests/fuzz).
 */
import type { TestApp } from './test-app';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface MediaType {
  schema: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
  'x-access'?: string;
  'x-resource'?: string;
  /** A development-only route that shows everything it holds (server/lib/openapi.ts). */
  'x-development-tool'?: boolean;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface DocumentedOperation {
  /** `POST /api/chats/{chatId}/messages` */
  name: string;
  /** Upper case. */
  method: string;
  template: string;
  operation: Operation;
}

export async function fetchDocument(t: TestApp): Promise<OpenApiDocument> {
  return (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;
}

export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${template}`,
      method: method.toUpperCase(),
      template,
      operation,
    })),
  );
}

/** Reading schemas: references followed, `type` as a list, the non-null alternatives. */
export function schemaReader(document: OpenApiDocument) {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolved ${schema.$ref}`);
    return resolve(target);
  };
  const types = (schema: JsonSchema) =>
    Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  /** anyOf/oneOf alternatives, without the bare `null` one. */
  const alternatives = (schema: JsonSchema) =>
    (schema.anyOf ?? schema.oneOf ?? [])
      .map(resolve)
      .filter((alt) => !types(alt).includes('null') || types(alt).length > 1);
  return { resolve, types, alternatives };
}

export const SAMPLE_UUID = '3f2c9a4e-8b1d-4c6e-9f0a-1b2c3d4e5f60';

/**
 * Well-formed values for fields whose rules go beyond their schema (a password's strength, a
 * quarter-hour time, a same-site path): a request's other fields must pass, so the answer is
 * about the field under test.
 */
export const SAMPLES_BY_NAME: Record<string, string> = {
  email: 'probe@example.test',
  password: 'correct-horse-battery-staple',
  newPassword: 'correct-horse-battery-staple',
  currentPassword: 'correct-horse-battery-staple',
  timezone: 'UTC',
  start_time: '09:00',
  end_time: '10:00',
  callbackURL: '/',
  errorCallbackURL: '/',
  newUserCallbackURL: '/',
  redirectTo: '/reset-password',
  meeting_link: 'https://meet.example.test/room',
  month: '2030-01',
  tz: 'UTC',
  times: '08:00',
  start_date: '2030-01-01',
  end_date: '2030-01-02',
  date: '2030-01-01',
};

/** Tomorrow at 10:00 UTC: a start most rules accept. */
export function tomorrowAtTen(): string {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  tomorrow.setUTCHours(10, 0, 0, 0);
  return tomorrow.toISOString();
}

/** A path template with its parameters filled in (encoded unless `raw` says a value is). */
export function fillPath(
  template: string,
  values: Record<string, string>,
  raw: ReadonlySet<string> = new Set(),
): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for {${key}} in ${template}`);
    return raw.has(key) ? value : encodeURIComponent(value);
  });
}

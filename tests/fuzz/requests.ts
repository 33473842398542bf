/**
 * A generated request in parts (what fast-check generates and shrinks), how it goes on the wire,
 * and the curl line that replays it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fillPath } from '../support/openapi-document';
import { TEST_ORIGIN } from '../support/test-app';
import type { Caller } from './world';

/** JSON text put into a body as it is: numbers JSON cannot hold (1e999), deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON() {
    return `<raw ${this.text.length > 40 ? `${this.text.slice(0, 40)}…` : this.text}>`;
  }
}

export type Body =
  /** JSON of `value` (RawJson inside it as it is); `contentType` null sends none. */
  | { kind: 'json'; value: unknown; contentType?: string | null }
  /** Text as it is: malformed JSON, oversize bodies, other formats. */
  | { kind: 'text'; text: string; contentType?: string | null }
  /** multipart/form-data; Uint8Array values are files. */
  | { kind: 'form'; fields: Record<string, unknown> }
  | { kind: 'urlencoded'; fields: Record<string, unknown> };

export interface RequestParts {
  caller: Caller;
  /** Path parameter values; those named in `rawPath` are already percent-encoded. */
  path: Record<string, string>;
  rawPath: string[];
  query: Array<[string, string]>;
  /** Appended to the query string as it is (malformed percent-encoding). */
  rawQuery?: string;
  headers: Record<string, string>;
  body?: Body;
  /** `valid`, or what was broken: `body.title = 100 kB string`. */
  mutation: string;
}

export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit;
  /** The body as curl sends it. */
  curlData?: { text?: string; form?: Array<[string, string]> };
}

/** JSON text with RawJson values spliced in. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const fieldText = (value: unknown) =>
  typeof value === 'string' ? value : value instanceof RawJson ? value.text : jsonText(value);

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes as the three bytes
 * a careless encoder would send for it: invalid UTF-8 the server must refuse, not crash on.
 */
export function encodeComponent(value: string): string {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) => {
      try {
        return encodeURIComponent(part);
      } catch {
        const unit = part.charCodeAt(0);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
    })
    .join('');
}

export function toWire(method: string, template: string, parts: RequestParts): WireRequest {
  const filled = fillPath(template, parts.path, new Set(parts.rawPath));
  const search = parts.query
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
    .concat(parts.rawQuery ? [parts.rawQuery] : [])
    .join('&');
  const url = search ? `${filled}?${search}` : filled;
  const headers = { ...parts.headers };
  const body = parts.body;
  if (!body) return { method, url, headers };
  switch (body.kind) {
    case 'json':
    case 'text': {
      const text = body.kind === 'json' ? jsonText(body.value) : body.text;
      const contentType = body.contentType === undefined ? 'application/json' : body.contentType;
      if (contentType !== null) headers['content-type'] = contentType;
      return { method, url, headers, body: text, curlData: { text } };
    }
    case 'urlencoded': {
      const text = new URLSearchParams(
        Object.entries(body.fields).map(([key, value]) => [key, fieldText(value)]),
      ).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      return { method, url, headers, body: text, curlData: { text } };
    }
    case 'form': {
      const form = new FormData();
      const curlForm: Array<[string, string]> = [];
      for (const [key, value] of Object.entries(body.fields)) {
        if (value instanceof Uint8Array) {
          form.set(key, new File([new Uint8Array(value)], 'upload.bin'));
          curlForm.push([key, `@upload.bin (${value.length} bytes)`]);
        } else {
          form.set(key, fieldText(value));
          curlForm.push([key, fieldText(value)]);
        }
      }
      return { method, url, headers, body: form, curlData: { form: curlForm } };
    }
  }
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** Text a shell line can carry as it is: short, no control characters, no lone surrogates. */
const printable = (text: string) =>
  text.length <= 600 &&
  [...text].every((char) => char >= ' ' && !(char >= '\ud800' && char <= '\udfff'));

/**
 * The curl line that replays a request against a running app (`npm start`). A body too long or
 * odd for a shell goes to a file beside the report, named in the line. The caller's session is
 * a shell variable: sign in as that kind of user and set it.
 */
export function toCurl(wire: WireRequest, caller: Caller, bodiesDir: string): string {
  const parts = ['curl -i', `-X ${wire.method}`, quote(`${TEST_ORIGIN}${wire.url}`)];
  for (const [name, value] of Object.entries(wire.headers))
    parts.push(`-H ${quote(`${name}: ${value}`)}`);
  if (caller !== 'anonymous')
    parts.push(`-H "cookie: $${caller.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_COOKIE"`);
  if (wire.method !== 'GET') parts.push(`-H ${quote(`origin: ${TEST_ORIGIN}`)}`);
  const text = wire.curlData?.text;
  if (text !== undefined) {
    if (printable(text)) parts.push(`--data-binary ${quote(text)}`);
    else {
      mkdirSync(bodiesDir, { recursive: true });
      const file = path.join(
        bodiesDir,
        `${createHash('sha1').update(text).digest('hex').slice(0, 12)}.body`,
      );
      writeFileSync(file, text);
      parts.push(`--data-binary @${quote(path.relative(process.cwd(), file))}`);
    }
  }
  for (const [key, value] of wire.curlData?.form ?? [])
    parts.push(
      `-F ${quote(`${key}=${value.startsWith('@') ? value.split(' ')[0] : value.slice(0, 200)}`)}`,
    );
  return parts.join(' ');
}

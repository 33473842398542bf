import type { Context } from 'hono';
import { safeString } from '@contract/strings';
import type { StoredFile } from './files.queries';

/**
 * A stored file as a response: its detected type, `nosniff`, and a sandbox policy so that opened
 * directly it can never run anything in our origin. Public files are cacheable forever (ids are
 * never reused); private ones are never stored by a cache.
 */
export function fileResponse(c: Context, file: StoredFile, options: { fileName?: string } = {}) {
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-length': String(file.byteSize),
    'cache-control': file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  };
  if (options.fileName)
    headers['content-disposition'] =
      `inline; filename*=UTF-8''${encodeURIComponent(options.fileName)}`;
  return c.body(new Uint8Array(file.data), 200, headers);
}

const binary = { schema: safeString().meta({ format: 'binary' }) };

/** The OpenAPI content of an answer that is a stored file of one of these types. */
export const fileContent = (types: readonly string[]) =>
  Object.fromEntries(types.map((type) => [type, binary]));

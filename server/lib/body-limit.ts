import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors';

/** Beyond this much, an oversize body is not read to the end: the connection is closed instead. */
const MAX_DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * Hono's body limit, answering 413 `payload_too_large` in a way that leaves a keep-alive
 * connection usable: a client that sent a declared length (fetch, browsers) is still sending
 * when we answer, so the rest of its body is read and dropped first; a body of unknown or huge
 * length is answered with `Connection: close` instead. Without either, the next request on the
 * connection fails with "other side closed".
 */
export function limitBody(maxSize: number, message: string): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => tooLarge(c, message) });
}

async function tooLarge(c: Context, message: string) {
  const declared = Number(c.req.header('content-length'));
  const body = c.req.raw.body;
  const drainable =
    body && !body.locked && Number.isFinite(declared) && declared <= MAX_DRAIN_BYTES;
  if (!drainable || !(await discard(body))) c.header('Connection', 'close');
  return c.json(errorBody('payload_too_large', message), 413);
}

async function discard(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  try {
    for (;;) if ((await reader.read()).done) return true;
  } catch {
    return false;
  }
}

import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './context';

export interface ApiErrorExtras {
  /** Listed in the body (weak_password). */
  reasons?: string[];
  /** Response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/** An error whose code and message are safe to show to the caller. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extras: ApiErrorExtras = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const badRequest = (message: string, code = 'invalid_request') =>
  new ApiError(400, code, message);
export const conflict = (message: string, code = 'conflict') => new ApiError(409, code, message);

/** How long a client should wait before trying again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 while PostgreSQL is unreachable (see db/availability.ts). */
export const unavailable = () =>
  new ApiError(
    503,
    'unavailable',
    'Wellspring cannot reach its database right now. Please try again in a moment.',
    { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
  );

/** Every pooled connection stayed busy for the whole wait: a burst, not (yet) an outage. */
export const busy = () =>
  new ApiError(
    503,
    'unavailable',
    'Wellspring is very busy right now. Please try again in a moment.',
    {
      headers: { 'Retry-After': '1' },
    },
  );

export function errorBody(code: string, message: string, reasons?: string[]) {
  return { error: reasons ? { code, message, reasons } : { code, message } };
}

const httpExceptionCodes: Partial<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) {
    return c.json(
      errorBody(error.code, error.message, error.extras.reasons),
      error.status,
      error.extras.headers,
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = httpExceptionCodes[status] ?? 'http_error';
    const message =
      status === 400 && /json/i.test(error.message)
        ? 'Malformed JSON in request body'
        : error.message;
    return c.json(errorBody(code, message || 'Request failed'), status as ContentfulStatusCode);
  }
  // The database went away under this request: say so (503), and answer the next ones at once.
  // No pooled connection came free in time: 503 for this one (a probe decides about the rest).
  const failure = c.get('database')?.availability.noteFailure(error);
  if (failure) return handleError(failure === 'busy' ? busy() : unavailable(), c);
  const requestId = c.get('requestId');
  c.get('logger').error({ err: error, requestId }, 'unhandled error');
  return c.json(
    errorBody('internal_error', `An unexpected error occurred (request id ${requestId})`),
    500,
  );
}

/** An API failure carrying the server's code and message (or a generic one when unreadable). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra detail lines the server sent (e.g. why a password is too weak). */
    readonly reasons: string[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** True when `error` is an answer of our API, with one of `statuses` when any are given. */
export function isApiError(error: unknown, ...statuses: number[]): error is ApiRequestError {
  return (
    error instanceof ApiRequestError && (statuses.length === 0 || statuses.includes(error.status))
  );
}

/** The request never reached the server (offline, or the network failed on the way). */
export class NetworkError extends Error {
  constructor() {
    super('You seem to be offline. Please check your connection and try again.');
    this.name = 'NetworkError';
  }
}

/**
 * What to tell the user about a failure: the server's message, that the network failed, or
 * `fallback` for anything else.
 */
export function errorMessage(error: unknown, fallback = 'Please try again.'): string {
  return isApiError(error) || error instanceof NetworkError ? error.message : fallback;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/**
 * Reads an error body in either shape the server may answer with: ours
 * (`{ error: { code, message, reasons? } }`) or the auth library's own (`{ code, message }`),
 * whose codes are upper-case; both end up as one lower-case code and a message to show.
 */
export function readApiError(status: number, payload: unknown): ApiRequestError {
  const body = isRecord(payload) && isRecord(payload.error) ? payload.error : payload;
  if (isRecord(body) && typeof body.message === 'string' && body.message.trim()) {
    const code = typeof body.code === 'string' && body.code ? body.code.toLowerCase() : 'error';
    return new ApiRequestError(status, code, body.message, stringList(body.reasons));
  }
  if (status === 429)
    return new ApiRequestError(
      status,
      'rate_limited',
      'Too many attempts. Please try again later.',
    );
  return new ApiRequestError(status, 'http_error', `Request failed (${status})`);
}

type JsonBody = Record<string, unknown> | unknown[];

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or a FormData for multipart uploads (the browser sets the boundary). */
  body?: JsonBody | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** fetch, with a failure to reach the server told apart from a cancelled request. */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (error instanceof TypeError) throw new NetworkError();
    throw error;
  }
}

/** The one way the client talks to our API: same-origin, cookies included, JSON in and out. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers, signal } = options;
  const isForm = body instanceof FormData;
  const response = await send(path, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw readApiError(response.status, payload);
  return payload as T;
}

/**
 * The request's answer, or null where the server says that there is nothing there (one of
 * `absent`, such as 404): for resources whose absence a page shows rather than fails on.
 */
export async function orNull<T>(request: Promise<T>, absent: readonly number[]): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error, ...absent)) return null;
    throw error;
  }
}

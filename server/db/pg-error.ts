/** The PostgreSQL error behind a failed query (drizzle wraps it in `cause`), if any. */
export interface PgErrorInfo {
  code: string;
  constraint?: string;
}

export function pgErrorOf(error: unknown): PgErrorInfo | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    current = candidate.cause;
  }
  return undefined;
}

export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';

/**
 * PostgreSQL is not there (or not accepting connections): the network refuses or drops the
 * connection, the pool cannot connect in time, or the server says it is shutting down,
 * starting, or full. Anything else (a constraint, a bad statement) is not an outage.
 */
const UNREACHABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres's own words for a lost or impossible connection (these errors have no code). */
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * pg-pool's words when every pooled connection stayed busy for the whole wait: the database may
 * be fine and merely loaded (a burst of requests), or hanging; only a round trip of its own tells.
 */
export function isPoolExhausted(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (message === 'timeout exceeded when trying to connect') return true;
    current = cause;
  }
  return false;
}

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (UNREACHABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      // SQLSTATE class 08: connection exception.
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

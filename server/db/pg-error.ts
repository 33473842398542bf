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

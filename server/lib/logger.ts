import { pino, type DestinationStream, type Logger } from 'pino';
import { describeError } from './describe-error';

export type { Logger };

/**
 * The one redaction list. A field whose name ends with one of these words (any case, `-` and
 * `_` ignored: `set-cookie`, `sessionToken`, `new_password`, `messageContent`) is written as
 * `[redacted]`, at any depth of any record: secrets (cookies, authorization, tokens, passwords),
 * people's words (message content, bios, notes) and the parameter values of statements.
 */
export const REDACTED_FIELDS = [
  'cookie',
  'cookies',
  'authorization',
  'token',
  'tokens',
  'password',
  'secret',
  'content',
  'bio',
  'notes',
  'note',
  'params',
  'body',
] as const;

export const REDACTED = '[redacted]';
const MAX_DEPTH = 6;

const normalise = (key: string) => key.toLowerCase().replace(/[-_]/g, '');
const isRedacted = (key: string) => {
  const name = normalise(key);
  return REDACTED_FIELDS.some((word) => name.endsWith(word));
};

/** Keys of errors, which we log as strings: only their first line (drizzle's second is params). */
const ERROR_KEYS = new Set(['err', 'error']);

function redactValue(value: unknown, depth: number): unknown {
  if (value instanceof Error) return describeError(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (value instanceof Date) return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (isRedacted(key)) result[key] = REDACTED;
    else if (ERROR_KEYS.has(key) && typeof entry === 'string') result[key] = entry.split('\n')[0];
    else result[key] = redactValue(entry, depth + 1);
  }
  return result;
}

/** Applied by the logger to every record it writes (exported for its tests). */
export function redactRecord(record: Record<string, unknown>): Record<string, unknown> {
  return redactValue(record, 0) as Record<string, unknown>;
}

/**
 * One JSON line per event on stdout (or `destination`). Every record goes through
 * `redactRecord`, and an error passed alone (`logger.error(error)`) is treated as `{ err }`
 * with a message of its own: pino would otherwise use the error's message, which can quote
 * data.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    formatters: { log: redactRecord },
    // Errors are already reduced to describeError's safe shape; pino's serializer would
    // bring back the message and stack.
    serializers: { err: (value: unknown) => value },
    hooks: {
      logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void) {
        const [first, ...rest] = args;
        if (first instanceof Error)
          return method.apply(this, [{ err: first }, ...(rest.length ? rest : ['error'])]);
        if (first && typeof first === 'object' && rest.length === 0)
          return method.apply(this, [first, 'log']);
        return method.apply(this, args as [unknown]);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

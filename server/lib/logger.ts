import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * One JSON line per event on stdout. Request bodies are never logged; the redact list is a
 * second line of defence for fields that must never reach a log even by accident.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'content',
        '*.content',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}

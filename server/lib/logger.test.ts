import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from './logger';

function capture() {
  const lines: string[] = [];
  const logger = createLogger(
    'debug',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
  );
  return { logger, text: () => lines.join('\n'), records: () => lines.map((l) => JSON.parse(l)) };
}

/** What drizzle throws for a failed statement: the SQL, then its parameters, in the message. */
function failedStatement(params: unknown[]) {
  const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
    severity: 'ERROR',
  });
  return Object.assign(
    new Error(
      `Failed query: update "messages" set "content" = $1 where "id" = $2\nparams: ${params.join(',')}`,
      {
        cause: driver,
      },
    ),
    { query: 'update "messages" set "content" = $1 where "id" = $2', params },
  );
}

describe('the logger', () => {
  it('redacts the fields of the one list at any depth, by name ending, in any case', () => {
    const { logger, records } = capture();
    logger.info(
      {
        headers: { cookie: 'session=abc', Authorization: 'Bearer xyz', 'content-type': 'json' },
        user: { sessionToken: 's', new_password: 'p', clientSecret: 'c', name: 'Ann' },
        message: { content: 'my words', id: 7 },
        profile: { bio: 'about me', notes: ['a'] },
        list: [{ token: 't' }],
      },
      'record',
    );
    expect(records()[0]).toMatchObject({
      headers: { cookie: REDACTED, Authorization: REDACTED, 'content-type': 'json' },
      user: { sessionToken: REDACTED, new_password: REDACTED, clientSecret: REDACTED, name: 'Ann' },
      message: { content: REDACTED, id: 7 },
      profile: { bio: REDACTED, notes: REDACTED },
      list: [{ token: REDACTED }],
    });
  });

  it('logs a failed statement by its SQL and error code, never its parameters or the database message', () => {
    const { logger, text, records } = capture();
    const error = failedStatement(['hello\u0000there', 'token-123']);
    logger.error({ err: error }, 'unhandled error');
    logger.error(error);
    logger.warn({ err: error.message }, 'as a string');
    expect(text()).not.toContain('hello');
    expect(text()).not.toContain('token-123');
    expect(text()).not.toContain('0x00');
    expect(records()[0].err).toMatchObject({
      statement: 'update "messages" set "content" = $1 where "id" = $2',
      cause: { code: '22021' },
    });
    expect(records()[1].msg).toBe('error');
  });

  it('keeps a stack without the message, even a message of several lines', () => {
    const { logger, text, records } = capture();
    logger.error({ err: new Error('first\n    at secret words (here)') }, 'boom');
    expect(text()).not.toContain('secret words');
    expect(records()[0].err.stack[0]).toMatch(/^at /);
  });
});

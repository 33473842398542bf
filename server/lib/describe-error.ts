/**
 * What a log may say about an error: its kind and where it happened, never the data it was
 * about. A failed statement (drizzle's DrizzleQueryError) is its SQL text, which has `$n`
 * placeholders, and the PostgreSQL error code and constraint: never its parameters (session
 * tokens, message texts) and never PostgreSQL's message or detail, which quote values
 * (`invalid input syntax for type uuid: "…"`, `Key (email)=(…) already exists`).
 */
export interface ErrorDescription {
  name: string;
  message?: string;
  /** A PostgreSQL SQLSTATE (23505) or a Node system error code (ECONNREFUSED). */
  code?: string;
  constraint?: string;
  /** The failed statement's SQL with placeholders, shortened. */
  statement?: string;
  /** Where it was thrown: the stack without its first line (which repeats the message). */
  stack?: string[];
  cause?: ErrorDescription;
}

const MAX_MESSAGE = 300;
const MAX_STATEMENT = 300;
const STACK_FRAMES = 8;

const firstLine = (text: string) => text.split('\n')[0]!.slice(0, MAX_MESSAGE);

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
  stack?: unknown;
  cause?: unknown;
}

/** A PostgreSQL error from the driver: a five-character SQLSTATE and a severity. */
function isPostgresError(error: ErrorFields): boolean {
  return (
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code) &&
    typeof error.severity === 'string'
  );
}

export function describeError(error: unknown, depth = 0): ErrorDescription {
  if (!(error instanceof Error)) return { name: 'Error', message: firstLine(String(error)) };
  const fields = error as ErrorFields;
  const description: ErrorDescription = { name: error.name };
  const failedStatement = typeof fields.query === 'string';
  if (failedStatement) {
    description.statement = (fields.query as string).slice(0, MAX_STATEMENT);
  } else if (isPostgresError(fields)) {
    description.code = fields.code as string;
    if (typeof fields.constraint === 'string') description.constraint = fields.constraint;
  } else {
    description.message = firstLine(error.message);
    if (typeof fields.code === 'string') description.code = fields.code;
  }
  // A wrapped error (drizzle's, the driver's) is described the same way, a few levels deep.
  if (error.cause !== undefined && depth < 3)
    description.cause = describeError(error.cause, depth + 1);
  if (depth === 0) {
    const frames = stackFrames(error);
    if (frames.length) description.stack = frames;
  }
  return description;
}

/**
 * The frames of a V8 stack, which is the error's `toString()` (the whole message, any lines)
 * followed by the frames: cut by that header's length, so no part of the message comes along.
 */
function stackFrames(error: Error): string[] {
  const header = String(error);
  if (typeof error.stack !== 'string' || !error.stack.startsWith(header)) return [];
  return error.stack
    .slice(header.length)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, STACK_FRAMES);
}

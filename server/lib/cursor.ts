import { z } from 'zod';
import { safeString } from '@contract/strings';
import { badRequest } from './errors';
import { UUID_PATTERN } from './ids';

/*
 * The one cursor codec of every paged route. A cursor is the base64url JSON of a small object
 * naming where a page ended; clients treat it as opaque. Decoding checks every field with the
 * route's zod schema, built from the field types below, so an edited cursor is either a 400 or
 * a well-formed position, never a query the database refuses.
 */

/** The instants PostgreSQL reads in ISO form: years 0001 to 9999 (it has no year 0). */
const EARLIEST_TIME = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST_TIME = Date.parse('9999-12-31T23:59:59.999Z');

/** Fields a cursor schema is built from. */
export const cursorFields = {
  /** An instant as `toISOString()` writes it, within PostgreSQL's range. */
  time: z.iso.datetime().refine((value) => {
    const time = Date.parse(value);
    return time >= EARLIEST_TIME && time <= LATEST_TIME;
  }),
  /** A sort value: finite and within PostgreSQL's integer range (so never in exponent form). */
  number: z.number().min(-2_147_483_648).max(2_147_483_647),
  /** A row id of a uuid column. */
  uuid: safeString().regex(UUID_PATTERN),
  /** A user id (the auth library's text ids): bounded, and no control characters (no NUL). */
  userId: safeString()
    .min(1)
    .max(100)
    .regex(/^[^\p{Cc}]+$/u),
};

export interface CursorCodec<T> {
  encode(value: T): string;
  /** The validated cursor; 400 `<parameter>: Invalid cursor` for anything else. */
  decode(raw: string): T;
}

/** A codec for cursors of `schema`, read from the query parameter named `parameter`. */
export function cursorCodec<S extends z.ZodType>(
  schema: S,
  parameter = 'cursor',
): CursorCodec<z.output<S>> {
  const invalid = () => badRequest(`${parameter}: Invalid cursor`);
  return {
    encode: (value) => Buffer.from(JSON.stringify(value)).toString('base64url'),
    decode(raw) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
      } catch {
        throw invalid();
      }
      const result = schema.safeParse(parsed);
      if (!result.success) throw invalid();
      return result.data;
    },
  };
}

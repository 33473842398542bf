import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cursorCodec, cursorFields } from './cursor';
import { ApiError } from './errors';

const codec = cursorCodec(
  z.strictObject({ t: cursorFields.time, i: cursorFields.uuid, u: cursorFields.userId }),
  'before',
);
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const ID = '3f2c9a4e-8b1d-4c6e-9f0a-1b2c3d4e5f60';

function refusal(cursor: string) {
  try {
    codec.decode(cursor);
  } catch (error) {
    return error instanceof ApiError ? [error.status, error.code, error.message] : error;
  }
  return 'accepted';
}

describe('cursorCodec', () => {
  it('decodes what it encoded', () => {
    const position = { t: '2026-03-29T01:30:00.000Z', i: ID, u: 'user-1' };
    expect(codec.decode(codec.encode(position))).toEqual(position);
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['a JSON array', raw([1, 2])],
    ['an extra field', raw({ t: '2026-01-01T00:00:00.000Z', i: ID, u: 'a', x: 1 })],
    ['year 0, which PostgreSQL does not read', raw({ t: '0000-01-01T00:00:00Z', i: ID, u: 'a' })],
    ['a year past 9999', raw({ t: '+275760-09-13T00:00:00.000Z', i: ID, u: 'a' })],
    ['a date that does not exist', raw({ t: '2026-02-30T00:00:00.000Z', i: ID, u: 'a' })],
    ['a time with an offset', raw({ t: '2026-01-01T00:00:00+02:00', i: ID, u: 'a' })],
    ['a malformed id', raw({ t: '2026-01-01T00:00:00.000Z', i: 'x', u: 'a' })],
    ['a NUL in a user id', raw({ t: '2026-01-01T00:00:00.000Z', i: ID, u: 'a\u0000' })],
    ['an empty user id', raw({ t: '2026-01-01T00:00:00.000Z', i: ID, u: '' })],
  ])('refuses %s with 400 naming the parameter', (_case, cursor) => {
    expect(refusal(cursor)).toEqual([400, 'invalid_request', 'before: Invalid cursor']);
  });

  it('accepts the first and last instants PostgreSQL reads', () => {
    for (const t of ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'])
      expect(refusal(raw({ t, i: ID, u: 'a' }))).toBe('accepted');
  });

  it('bounds sort values to PostgreSQL integers', () => {
    expect(cursorFields.number.safeParse(2_147_483_647).success).toBe(true);
    expect(cursorFields.number.safeParse(4.5).success).toBe(true);
    expect(cursorFields.number.safeParse(-1e300).success).toBe(false);
    expect(cursorFields.number.safeParse(2 ** 31).success).toBe(false);
  });
});

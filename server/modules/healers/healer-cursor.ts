import { z } from 'zod';
import { HEALER_SORTS, type HealerSort } from '@contract/constants';
import { badRequest } from '../../lib/errors';

/**
 * Where a page ended: the sort it belongs to, the last row's sort value (null when that row has
 * none) and its user id (the tie-breaker). Opaque to clients; decoding validates every field, so
 * an edited cursor either fails with 400 or simply starts a page at another position.
 */
const HealerCursorSchema = z.strictObject({
  s: z.enum(HEALER_SORTS),
  v: z.number().finite().nullable(),
  u: z.string().min(1).max(100),
});
export type HealerCursor = z.infer<typeof HealerCursorSchema>;

export const encodeCursor = (cursor: HealerCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(raw: string, sort: HealerSort): HealerCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor: Invalid cursor');
  }
  const result = HealerCursorSchema.safeParse(parsed);
  if (!result.success) throw badRequest('cursor: Invalid cursor');
  if (result.data.s !== sort)
    throw badRequest('cursor: This cursor belongs to another sort order; start again without it');
  if (result.data.s === 'rating' && result.data.v === null)
    throw badRequest('cursor: Invalid cursor');
  return result.data;
}

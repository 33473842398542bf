import { z } from 'zod';
import { HEALER_SORTS } from '@contract/constants';
import type { HealerList, HealerListQuery } from '@contract/healers';
import type { Db } from '../../db/client';
import { cursorCodec, cursorFields } from '../../lib/cursor';
import { badRequest } from '../../lib/errors';
import { toHealerSummary } from './healers.dto';
import { healerCountQuery, healerPageQuery, healerPosition } from './healers.queries';

/**
 * An edited cursor either fails with 400 or simply starts a page at another position. Years of
 * experience are whole numbers (an integer column); the rating sort has no null values.
 */
const healerCursor = cursorCodec(
  z
    .strictObject({
      s: z.enum(HEALER_SORTS),
      v: cursorFields.number.nullable(),
      u: cursorFields.userId,
    })
    .refine((cursor) => cursor.s !== 'rating' || cursor.v !== null)
    .refine(
      (cursor) =>
        (cursor.s !== 'experience' && cursor.s !== 'soonest') || Number.isInteger(cursor.v ?? 0),
    ),
);

function decodeCursor(raw: string, sort: HealerListQuery['sort']) {
  const cursor = healerCursor.decode(raw);
  if (cursor.s !== sort)
    throw badRequest('cursor: This cursor belongs to another sort order; start again without it');
  return cursor;
}

export async function listHealers(db: Db, query: HealerListQuery): Promise<HealerList> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
  // The total is counted for the first page only: later pages belong to the same search, and
  // the count costs more than the page itself on large directories.
  const [rows, counted] = await Promise.all([
    healerPageQuery(db, query, cursor),
    cursor ? undefined : healerCountQuery(db, query).then(([row]) => row?.total ?? 0),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toHealerSummary),
    next_cursor:
      rows.length > query.limit && last
        ? healerCursor.encode(healerPosition(query.sort, last))
        : null,
    total: counted ?? null,
  };
}

import { z } from 'zod';
import { HEALER_SORTS, HEALER_TOTAL_CAP } from '@contract/constants';
import type { HealerList, HealerListQuery } from '@contract/healers';
import type { Db } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { cursorCodec, cursorFields } from '../../lib/cursor';
import { badRequest } from '../../lib/errors';
import { broadSearches, filterKey } from './broad-searches';
import { toHealerSummary } from './healers.dto';
import {
  hasTagFilter,
  healerCountQuery,
  healerFirstPageQuery,
  healerPageQuery,
  healerPosition,
  healerWalkedPageQuery,
  readProfileRows,
  type HealerPosition,
} from './healers.queries';

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

/**
 * How far a broad first page walks the sort's order, in pages: with more than the cap matching, a
 * tenth of a 10,000-healer directory or more does, so ten pages' rows usually hold a page of them.
 */
const BROAD_WALK_PAGES = 10;

/**
 * A page and, for a first page, the total counted up to one past the cap. With a word or tag
 * filter (decision 079), one statement gives both (the planner's page when its walk of a broad
 * search is too short). Otherwise the planner walks the sort's index itself: the page and the count
 * run side by side. A later page belongs to the same search and needs no count, nor does a first
 * page of a search lately found broad, with or without a tag filter (decision 085). Each runs as a prepared statement (decision
 * 082).
 */
async function findPage(db: Db, query: HealerListQuery, cursor: HealerPosition | undefined) {
  const page = async () =>
    readProfileRows(await queryPrepared(db, healerPageQuery(db, query, cursor)));
  if (cursor) return { rows: await page(), total: null };
  const broad = broadSearches(db);
  const key = filterKey(query);
  if (!hasTagFilter(query)) {
    if (broad.has(key)) return { rows: await page(), total: HEALER_TOTAL_CAP + 1 };
    const [rows, [counted]] = await Promise.all([
      page(),
      queryPrepared(db, healerCountQuery(db, query)),
    ]);
    const total = Number(counted?.total ?? 0);
    if (total > HEALER_TOTAL_CAP) broad.remember(key);
    return { rows, total };
  }
  const wanted = query.limit + 1;
  const walked = BROAD_WALK_PAGES * wanted;
  if (broad.has(key)) {
    const rows = readProfileRows(await queryPrepared(db, healerWalkedPageQuery(query, walked)));
    return { rows: rows.length < wanted ? await page() : rows, total: HEALER_TOTAL_CAP + 1 };
  }
  const first = await queryPrepared(db, healerFirstPageQuery(query, walked));
  const total = Number(first[0]?.total ?? 0);
  if (total > HEALER_TOTAL_CAP) broad.remember(key);
  const rows = readProfileRows(first);
  const walkTooShort = total > HEALER_TOTAL_CAP && rows.length < wanted;
  return { rows: walkTooShort ? await page() : rows, total };
}

export async function listHealers(db: Db, query: HealerListQuery): Promise<HealerList> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
  const { rows, total } = await findPage(db, query, cursor);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toHealerSummary),
    next_cursor:
      rows.length > query.limit && last
        ? healerCursor.encode(healerPosition(query.sort, last))
        : null,
    total,
  };
}

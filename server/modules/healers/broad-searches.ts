import type { HealerListQuery } from '@contract/healers';
import type { Db } from '../../db/client';
import { ExpiringMap } from '../../lib/expiring-map';

/**
 * How long a search that matched more than the cap is taken to still match more (decision 085):
 * the public pages' own window (`Cache-Control: max-age=60`), within which the directory's HTML
 * may be as old.
 */
export const BROAD_SEARCH_SECONDS = 60;
/** Broad searches remembered per database at most, oldest first out. */
const MAX_BROAD_SEARCHES = 1_000;

/**
 * Searches (their filters, not sort or page) that lately matched more than the cap. A first page
 * of one skips counting (reading a thousand rows and more, most of a broad search's SQL) and says
 * "1000+" again. Per process and per database (tests run several apps in one process); each
 * instance learns on its own.
 */
export class BroadSearches {
  private readonly searches = new ExpiringMap<true>(MAX_BROAD_SEARCHES);

  has(key: string, now = Date.now()): boolean {
    return this.searches.get(key, now) ?? false;
  }

  remember(key: string, now = Date.now()) {
    this.searches.set(key, true, BROAD_SEARCH_SECONDS, now);
  }
}

const broadSearchesOf = new WeakMap<Db, BroadSearches>();

export function broadSearches(db: Db): BroadSearches {
  let searches = broadSearchesOf.get(db);
  if (!searches) broadSearchesOf.set(db, (searches = new BroadSearches()));
  return searches;
}

/** A search's filters as a key: the same filters in any sort or page size match the same rows. */
export const filterKey = ({
  sort: _sort,
  limit: _limit,
  cursor: _cursor,
  ...filters
}: HealerListQuery) => JSON.stringify(filters);

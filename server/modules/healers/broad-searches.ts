import type { HealerListQuery } from '@contract/healers';
import type { Db } from '../../db/client';

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
  private readonly until = new Map<string, number>();

  has(key: string, now = Date.now()): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.until.delete(key);
    return false;
  }

  remember(key: string, now = Date.now()) {
    this.until.delete(key);
    this.until.set(key, now + BROAD_SEARCH_SECONDS * 1000);
    while (this.until.size > MAX_BROAD_SEARCHES) this.until.delete(this.until.keys().next().value!);
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

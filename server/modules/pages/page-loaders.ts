import { HealerListQuerySchema } from '@contract/healers';
import { REVIEW_PAGE_DEFAULT } from '@contract/constants';
import type { PageLoaders } from '@contract/public-pages';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { cachedCatalogue } from '../catalogue/read-catalogue';
import { toHealerDetail } from '../healers/healers.dto';
import { findHealer } from '../healers/healers.queries';
import { listHealers } from '../healers/list-healers';
import { healerSessionTypeList } from '../practice/bookable-session-types';
import { listReviews } from '../reviews/list-reviews';
import { siteConfig } from '../site/site.routes';
import type { ProfileRow } from '../profiles/profiles.dto';

/** A JSON body as the browser receives it (dates as strings): the cache must hold the same. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Query parameters as Hono hands them to a route's validator: repeated ones as arrays. */
function queryObject(search: URLSearchParams) {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

/**
 * The server render's data (decision 037): the public API routes' query functions called
 * directly, with no HTTP request to ourselves, in the shapes of those routes' bodies.
 */
export function pageLoaders(db: Db, env: Env) {
  const healers = new Map<string, Promise<ProfileRow | undefined>>();
  const healerRow = (userId: string) => {
    let row = healers.get(userId);
    if (!row) {
      // An id no healer can have (too long) is a missing healer, as the API's 400 is to a page.
      row = userId.length > 100 ? Promise.resolve(undefined) : findHealer(db, userId);
      healers.set(userId, row);
    }
    return row;
  };
  const loaders: PageLoaders = {
    async healer(userId) {
      const row = await healerRow(userId);
      return row ? asJson(toHealerDetail(row)) : null;
    },
    async healers(search) {
      // A search the API would refuse (a NUL character typed into the address) finds nobody.
      const query = HealerListQuerySchema.safeParse(queryObject(search));
      if (!query.success) return { items: [], next_cursor: null, total: 0 };
      return asJson(await listHealers(db, query.data));
    },
    async sessionTypes(userId) {
      const row = await healerRow(userId);
      if (!row) throw new Error('session types of a missing healer');
      return asJson(await healerSessionTypeList(db, row));
    },
    async reviews(userId) {
      return asJson(await listReviews(db, userId, { limit: REVIEW_PAGE_DEFAULT }));
    },
    async catalogue() {
      return asJson(await cachedCatalogue(db));
    },
    siteConfig: () => Promise.resolve(siteConfig(env)),
  };
  return loaders;
}

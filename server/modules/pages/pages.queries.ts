import { asc, count, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema';
import { listed } from '../healers/healers.queries';

/** How many healer profiles have a public page, and when the latest of them changed. */
export async function healerProfileFigures(db: Executor) {
  const [row] = await db
    .select({ total: count(), lastModified: max(profiles.updatedAt) })
    .from(profiles)
    .where(listed);
  return { total: row?.total ?? 0, lastModified: row?.lastModified ?? null };
}

/** One sitemap file's healer profiles, in user id order. */
export function healerProfilePage(db: Executor, offset: number, limit: number) {
  return db
    .select({ userId: profiles.userId, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(listed)
    .orderBy(asc(profiles.userId))
    .offset(offset)
    .limit(limit);
}

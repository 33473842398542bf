import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HealerListQuerySchema } from '@contract/healers';
import { explainWithIndexes } from '../../../tests/support/explain';
import { useTestApp } from '../../../tests/support/test-app';
import { healerPageQuery } from '../healers/healers.queries';
import { listReviews } from './list-reviews';
import { ratingFigures, reviewPageQuery } from './reviews.queries';

const REVIEWS = 1_000;

describe('review and verified-directory indexes', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const { db } = t.database;
    // Two healers with a thousand reviews each (of their own completed sessions), 2,000
    // healers of whom every fourth is verified.
    await db.execute(sql`
      insert into users (id, name, email, email_verified, role)
      select 'ix-h-' || n, 'Index Healer ' || n, 'ix-h-' || n || '@example.test', true, 'healer'
        from generate_series(1, 2000) as n
      union all
      select 'ix-p-' || n, 'Index Patient ' || n, 'ix-p-' || n || '@example.test', true, 'patient'
        from generate_series(1, 100) as n`);
    await db.execute(sql`
      insert into healer_verifications (healer_id, status)
      select 'ix-h-' || n, 'verified' from generate_series(1, 2000) as n where n % 4 = 0`);
    await db.execute(sql`
      insert into appointments (title, patient_id, healer_id, scheduled_at, ends_at, duration_minutes, mode, status)
      select 'Session', 'ix-p-' || (1 + k % 100), 'ix-h-' || h, t, t + interval '1 hour', 60, 'video', 'completed'
        from generate_series(1, 2) as h, generate_series(1, ${REVIEWS}) as k,
             lateral (select now() - interval '400 days' + (k * 2 + h) * interval '2 hours' as t) as slot`);
    await db.execute(sql`
      insert into reviews (appointment_id, patient_id, healer_id, rating, created_at)
      select id, patient_id, healer_id, 1 + (extract(epoch from scheduled_at)::bigint / 7200) % 5,
             date_trunc('milliseconds', scheduled_at + interval '1 day')
        from appointments where healer_id in ('ix-h-1', 'ix-h-2')`);
    // Vacuumed, as autovacuum leaves a table: index-only scans need the visibility map.
    await db.execute(sql`vacuum analyze`);
  }, 120_000);

  it('reads a profile’s review page and its distribution through their indexes', async () => {
    const { db } = t.database;
    const first = await listReviews(db, 'ix-h-1', { limit: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.summary?.reviews_count).toBe(REVIEWS);
    const cursor = { t: first.items.at(-1)!.created_at, i: first.items.at(-1)!.id };
    for (const page of [
      reviewPageQuery(db, 'ix-h-1', 10, undefined),
      reviewPageQuery(db, 'ix-h-1', 10, cursor),
    ])
      expect(await explainWithIndexes(db, page)).toContain('reviews_healer_page_idx');
    expect(await explainWithIndexes(db, ratingFigures(db, 'ix-h-1'))).toMatch(
      /Index Only Scan using reviews_healer_rating_idx/,
    );
  });

  it('serves the verified filter from its partial index', async () => {
    const plan = await explainWithIndexes(
      t.database.db,
      healerPageQuery(t.database.db, HealerListQuerySchema.parse({ verified: 'true' })),
    );
    expect(plan).toContain('profiles_verified_rank_idx');
  });
});

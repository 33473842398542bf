import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainWithIndexes } from '../../../tests/support/explain';
import { useTestApp } from '../../../tests/support/test-app';
import { notifications } from '../../db/schema';
import { notificationPage } from './notifications.queries';

describe('notification centre indexes', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const { db } = t.database;
    await db.execute(sql`
      insert into users (id, name, email, email_verified, role)
      select 'bulk-n' || n, 'User ' || n, 'bulk-n' || n || '@example.test', true, 'patient'
      from generate_series(1, 50) as n`);
    await db.execute(sql`
      insert into notifications (user_id, type, title, body, read_at, created_at)
      select 'bulk-n' || (1 + i % 50), 'appointment.booked', 'Title', 'Body',
             case when i % 3 = 0 then now() end, now() - i * interval '1 minute'
      from generate_series(1, 20000) as i`);
    await db.execute(sql`analyze notifications`);
  }, 60_000);

  it('reads a page in index order, first and deep, without sorting', async () => {
    const after = {
      t: new Date(Date.now() - 5_000 * 60_000).toISOString(),
      i: crypto.randomUUID(),
    };
    for (const position of [undefined, after]) {
      const plan = await explainWithIndexes(
        t.database.db,
        notificationPage(t.database.db, 'bulk-n7', 20, position),
      );
      expect(plan).toMatch(/Index Scan using notifications_user_page_idx/);
      expect(plan).not.toMatch(/Sort/);
    }
  });

  it('counts the unread from the partial index', async () => {
    const plan = await explainWithIndexes(
      t.database.db,
      t.database.db
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, 'bulk-n7'), isNull(notifications.readAt))),
    );
    expect(plan).toMatch(/notifications_user_unread_idx/);
  });
});

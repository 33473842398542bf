import { eq } from 'drizzle-orm';
import { sessions } from '../../server/db/schema';
import type { TestApp } from './test-app';

/** Reads and back-dates a user's session row, for tests of session expiry and clean-up. */
export function sessionRows(t: TestApp) {
  return {
    async sessionOf(userId: string) {
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
      return row;
    },
    backdate(userId: string, values: Partial<typeof sessions.$inferInsert>) {
      return t.database.db.update(sessions).set(values).where(eq(sessions.userId, userId));
    },
  };
}

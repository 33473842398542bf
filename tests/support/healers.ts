import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { profiles, users } from '../../server/db/schema';

export type HealerFixture = Partial<Omit<typeof profiles.$inferInsert, 'userId' | 'role'>> & {
  usrName: string;
  role?: 'healer' | 'patient';
};

/** Inserts a user (the trigger makes the profile) and fills in the profile. Test setup only. */
export async function insertHealer(db: Db, fixture: HealerFixture): Promise<string> {
  const userId = randomBytes(12).toString('base64url');
  const { role = 'healer', ...profile } = fixture;
  await db.insert(users).values({
    id: userId,
    email: `${userId.toLowerCase()}@example.test`,
    name: fixture.usrName,
    emailVerified: true,
    role,
  });
  await db.update(profiles).set(profile).where(eq(profiles.userId, userId));
  return userId;
}

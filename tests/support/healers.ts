import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { healerAvailability, profiles, users } from '../../server/db/schema';

export type HealerFixture = Partial<Omit<typeof profiles.$inferInsert, 'userId' | 'role'>> & {
  usrName: string;
  role?: 'healer' | 'patient';
  /** A healer gets a weekly window (Monday 09:00-17:00) unless this is false. */
  withWeek?: boolean;
};

/**
 * Inserts a user (the trigger makes the profile) and fills in the profile. A `ratingAverage`
 * comes with ten reviews' worth of sum and count, as the reviews trigger would keep them. A
 * healer gets a specialty, a mode and a fee unless given, so it is bookable (listed) once its window
 * exists.
 * Test setup only.
 */
export async function insertHealer(db: Db, fixture: HealerFixture): Promise<string> {
  const userId = randomBytes(12).toString('base64url');
  const { role = 'healer', withWeek = role === 'healer', ...given } = fixture;
  // What a listed healer needs, unless the test says otherwise.
  const profile =
    role === 'healer'
      ? {
          specialties: ['Therapist'],
          consultationModes: ['video' as const],
          consultationFee: 100,
          ...given,
        }
      : given;
  if (profile.ratingAverage !== undefined && profile.reviewsCount === undefined) {
    profile.reviewsCount = profile.ratingAverage > 0 ? 10 : 0;
    profile.ratingSum = Math.round(profile.ratingAverage * 10);
  }
  await db.insert(users).values({
    id: userId,
    email: `${userId.toLowerCase()}@example.test`,
    name: fixture.usrName,
    emailVerified: true,
    role,
  });
  await db.update(profiles).set(profile).where(eq(profiles.userId, userId));
  if (withWeek)
    await db
      .insert(healerAvailability)
      .values({ healerId: userId, dayOfWeek: 1, startTime: '09:00', endTime: '17:00' });
  return userId;
}

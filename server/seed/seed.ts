import { hashPassword } from 'better-auth/crypto';
import { eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import {
  accounts,
  bookingSettings,
  healerAvailability,
  profiles,
  sessionTypes,
  users,
} from '../db/schema';
import {
  DEMO_PASSWORD,
  demoHealers,
  demoPatient,
  demoReviewers,
  type DemoHealer,
} from './demo-data';
import { seedDemoHistory } from './seed-history';

/** better-auth's id format: random url-safe text. */
const newId = () => randomBytes(16).toString('base64url');

interface DemoAccount {
  email: string;
  name: string;
  profile: Omit<typeof profiles.$inferInsert, 'userId' | 'usrName'> & {
    role: 'healer' | 'patient';
  };
  availability?: Array<{ dayOfWeek: number; start: string; end: string }>;
  practice?: Pick<DemoHealer, 'sessionTypes' | 'bookingRules'>;
}

function demoAccounts(): DemoAccount[] {
  return [
    ...demoHealers.map(({ email, name, availability, sessionTypes, bookingRules, ...profile }) => ({
      email,
      name,
      availability,
      practice: { sessionTypes, bookingRules },
      profile: { role: 'healer' as const, ...profile },
    })),
    {
      email: demoPatient.email,
      name: demoPatient.name,
      profile: {
        role: 'patient' as const,
        location: demoPatient.location,
        timezone: demoPatient.timezone,
        languages: demoPatient.languages,
      },
    },
    ...demoReviewers.map(({ email, name, timezone }) => ({
      email,
      name,
      profile: { role: 'patient' as const, timezone, languages: ['English'] },
    })),
  ];
}

/**
 * Creates the demo accounts that do not exist yet (matched by email), each with its
 * credential, profile, weekly availability and practice settings, in one transaction. With a
 * new demo patient comes the demo's past (seed-history.ts): sessions, reviews, credentials. Safe
 * to re-run.
 * Returns how many accounts it created.
 */
export async function seedDemoData(db: Db): Promise<number> {
  const wanted = demoAccounts();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          wanted.map((account) => account.email),
        ),
      );
    const existingEmails = new Set(existing.map((row) => row.email));
    const missing = wanted.filter((account) => !existingEmails.has(account.email));

    for (const account of missing) {
      const userId = newId();
      // The role lives on the user (the trigger copies it to the profile, decision 016).
      const { role, ...profile } = account.profile;
      await tx.insert(users).values({
        id: userId,
        email: account.email,
        name: account.name,
        emailVerified: true,
        role,
      });
      await tx.insert(accounts).values({
        id: newId(),
        userId,
        accountId: userId,
        providerId: 'credential',
        password: passwordHash,
      });
      await tx.update(profiles).set(profile).where(eq(profiles.userId, userId));
      if (account.availability?.length) {
        await tx.insert(healerAvailability).values(
          account.availability.map((window) => ({
            healerId: userId,
            dayOfWeek: window.dayOfWeek,
            startTime: window.start,
            endTime: window.end,
          })),
        );
      }
      const types = account.practice?.sessionTypes ?? [];
      if (types.length)
        await tx
          .insert(sessionTypes)
          .values(types.map((type, position) => ({ healerId: userId, position, ...type })));
      if (account.practice?.bookingRules)
        await tx
          .insert(bookingSettings)
          .values({ healerId: userId, ...account.practice.bookingRules });
    }
    if (missing.some((account) => account.email === demoPatient.email))
      await seedDemoHistory(tx, new Date());
    return missing.length;
  });
}

/** Seeds only a database with no users at all: a fresh install, never one in use. */
export async function seedIfEmpty(db: Db): Promise<number> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser ? 0 : seedDemoData(db);
}

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { signUp, type TestAccount } from './accounts';
import type { TestApp } from './test-app';
import { profiles } from '../../server/db/schema';

/** A healer in `timezone` offering `modes`, available 09:00–17:00 every day of the week. */
export async function healerWithWeek(
  t: TestApp,
  options: {
    timezone?: string;
    modes?: Array<'video' | 'chat' | 'in_person'>;
    start?: string;
    end?: string;
  } = {},
): Promise<TestAccount> {
  const healer = await signUp(t, { role: 'healer' });
  await t.database.db
    .update(profiles)
    .set({
      timezone: options.timezone ?? 'UTC',
      consultationModes: options.modes ?? ['video', 'chat'],
    })
    .where(eq(profiles.userId, healer.userId));
  const response = await t.request('/api/me/availability', {
    method: 'PUT',
    cookie: healer.cookie,
    json: {
      windows: Array.from({ length: 7 }, (_, day) => ({
        day_of_week: day,
        start_time: options.start ?? '09:00',
        end_time: options.end ?? '17:00',
      })),
    },
  });
  expect(response.status).toBe(200);
  return healer;
}

/** `n` patients, signed up a few at a time (password hashing is slow; pools are small). */
export async function manyPatients(t: TestApp, n: number): Promise<TestAccount[]> {
  const patients: TestAccount[] = [];
  while (patients.length < n)
    patients.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(4, n - patients.length) }, () => signUp(t)),
      )),
    );
  return patients;
}

/** The UTC calendar date `days` from today. */
export function utcDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function freeSlots(t: TestApp, healerId: string, date: string): Promise<string[]> {
  const response = await t.request(`/api/healers/${healerId}/slots?date=${date}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: string[] }).slots;
}

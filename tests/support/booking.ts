import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { signUp, type TestAccount } from './accounts';
import type { TestApp } from './test-app';
import { profiles } from '../../server/db/schema';
import type {
  BookingSettings,
  CreateSessionType,
  SessionType,
  UpdateBookingSettings,
} from '../../contract/practice';

/**
 * A bookable healer in `timezone` offering `modes` (a specialty and a $100 fee too), available
 * 09:00–17:00 every day of the week.
 */
export async function healerWithWeek(
  t: TestApp,
  options: {
    timezone?: string;
    modes?: Array<'video' | 'chat' | 'in_person'>;
    start?: string;
    end?: string;
    name?: string;
    /** Default true: an unconfirmed address keeps the healer unlisted (decision 068). */
    verified?: boolean;
  } = {},
): Promise<TestAccount> {
  const healer = await signUp(t, {
    role: 'healer',
    name: options.name,
    verified: options.verified,
  });
  await t.database.db
    .update(profiles)
    .set({
      timezone: options.timezone ?? 'UTC',
      consultationModes: options.modes ?? ['video', 'chat'],
      specialties: ['Therapist'],
      consultationFee: 100,
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

/** The free starts the API lists (`query`: session_type_id, tz). */
export async function freeSlots(
  t: TestApp,
  healerId: string,
  date: string,
  query: Record<string, string> = {},
): Promise<string[]> {
  const params = new URLSearchParams({ date, ...query });
  const response = await t.request(`/api/healers/${healerId}/slots?${params}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: string[] }).slots;
}

/** Sets some of the healer's booking rules through the API. */
export async function setBookingRules(
  t: TestApp,
  healer: TestAccount,
  rules: UpdateBookingSettings,
): Promise<BookingSettings> {
  const response = await t.request('/api/me/booking-settings', {
    method: 'PUT',
    cookie: healer.cookie,
    json: rules,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as BookingSettings;
}

/** Adds a session type through the API (video and chat, $100, active, unless given). */
export async function addSessionType(
  t: TestApp,
  healer: TestAccount,
  fields: Partial<CreateSessionType> & { duration_minutes: number },
): Promise<SessionType> {
  const response = await t.request('/api/me/session-types', {
    cookie: healer.cookie,
    json: {
      name: `${fields.duration_minutes}-minute session`,
      price: 100,
      modes: ['video', 'chat'],
      ...fields,
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as SessionType;
}

/** Books through the API and answers the response (callers assert its status). */
export function bookSession(
  t: TestApp,
  patient: TestAccount,
  body: { healer_id: string; scheduled_at: string; session_type_id?: string; mode?: string },
) {
  return t.request('/api/appointments', {
    cookie: patient.cookie,
    json: { mode: 'video', title: 'Session', ...body },
  });
}

/** `HH:MM` UTC on the UTC date `days` from today, as an ISO instant. */
export const utcAt = (days: number, time: string) =>
  new Date(`${utcDateIn(days)}T${time}:00.000Z`).toISOString();

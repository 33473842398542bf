import { expect } from 'vitest';
import type { NotificationPage } from '../../contract/notifications';
import { signUp, type TestAccount } from './accounts';
import { bookSession, healerWithWeek } from './booking';
import type { TestApp } from './test-app';

/** A healer with a bookable week and a patient. */
export async function castPair(t: TestApp) {
  const healer = await healerWithWeek(t);
  const patient = await signUp(t);
  return { healer, patient };
}

/** Books through the API (201 expected) and answers the appointment's id. */
export async function book(t: TestApp, patient: TestAccount, healer: TestAccount, at: string) {
  const response = await bookSession(t, patient, { healer_id: healer.userId, scheduled_at: at });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** One page of the account's notification centre. */
export const listNotifications = async (t: TestApp, account: TestAccount, query = '') => {
  const response = await t.request(`/api/notifications${query}`, { cookie: account.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationPage;
};

/** The account's bell count. */
export const unreadNotifications = async (t: TestApp, account: TestAccount) =>
  (
    (await (
      await t.request('/api/notifications/unread-count', { cookie: account.cookie })
    ).json()) as { unread: number }
  ).unread;

import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { visit } from './browser';
import { confirmEmail } from '../../support/confirm-email';

export const DEMO_PASSWORD = 'wellspring-demo';
export const DEMO_PATIENT = 'patient@demo.wellspring.local';

const origin = () => ({ origin: inject('baseUrl') });

export interface E2eAccount {
  name: string;
  email: string;
  password: string;
  role: 'patient' | 'healer';
}

/** Fresh, unique sign-up details (for tests that go through the sign-up screen). */
export function newAccount(role: E2eAccount['role']): E2eAccount {
  const id = randomBytes(4).toString('hex');
  return {
    name: `${role === 'healer' ? 'Hazel' : 'Parker'} Test${id}`,
    email: `${role}-${id}@example.test`,
    password: `calm-river-${id}-stones`,
    role,
  };
}

/**
 * Signs the page's browser context in through the real API (fast set-up for tests whose
 * subject is not the login screen itself; accounts.spec covers the screens).
 */
export async function signInViaApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: origin(),
  });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** Creates a fresh account through the real API and leaves the context signed in as it. */
export async function signUpViaApi(
  page: Page,
  role: 'patient' | 'healer',
  name?: string,
  { confirmed = true }: { confirmed?: boolean } = {},
) {
  const email = `${role}-${randomBytes(5).toString('hex')}@example.test`;
  const password = 'correct-horse-battery';
  const fullName = name ?? `E2E ${role} ${randomBytes(2).toString('hex')}`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: fullName, email, password, role },
    headers: origin(),
  });
  if (!response.ok())
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  // By the link the app mailed (decision 068), unless the test is about the unconfirmed state.
  if (confirmed) await confirmEmail(inject('baseUrl'), email);
  return { userId: user.id, email, password, name: fullName };
}

/** Logs in through the login screen and waits to land on `expectedPath` (path and query). */
export async function logInViaForm(
  page: Page,
  credentials: { email: string; password: string },
  expectedPath: string,
  from = '/login',
) {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await visit(page, from);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(credentials.email);
  await main.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === expectedPath);
}

/** A demo healer's user id, from the public directory (the demo data is seeded for every spec). */
export async function demoHealerId(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/api/healers?limit=50');
  const { items } = (await response.json()) as {
    items: Array<{ user_id: string; usr_name: string }>;
  };
  const healer = items.find((item) => item.usr_name === name);
  if (!healer) throw new Error(`no demo healer ${name}`);
  return healer.user_id;
}

/**
 * Makes the signed-in healer of `page` bookable (decision 043: a specialty, a fee, modes and
 * hours): video and chat sessions, 09:00–17:00 every day.
 */
export async function openWeek(page: Page) {
  const headers = origin();
  const profile = await page.request.patch('/api/me/profile', {
    data: {
      consultation_modes: ['video', 'chat'],
      specialties: ['Therapist'],
      consultation_fee: 80,
    },
    headers,
  });
  if (!profile.ok()) throw new Error(`profile: ${profile.status()}`);
  const week = await page.request.put('/api/me/availability', {
    data: {
      windows: Array.from({ length: 7 }, (_, day) => ({
        day_of_week: day,
        start_time: '09:00',
        end_time: '17:00',
      })),
    },
    headers,
  });
  if (!week.ok()) throw new Error(`availability: ${week.status()}`);
}

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectAccessibleContent, useBrowser, visit } from './support/browser';
import { confirmEmail } from '../support/confirm-email';
import { pickDate, shownTimes } from './support/slot-picker';
import { startAppWithStartedSession } from './support/started-appointment-app';

/**
 * This file runs against its own app (see started-appointment-app.ts): it needs a session
 * that has already started, and the healers it signs up would otherwise appear in the shared
 * app's directory while the marketplace spec counts it.
 */
let app: Awaited<ReturnType<typeof startAppWithStartedSession>>;
const at = (path: string) => `${app.url}${path}`;
/** The Origin header our CSRF guard wants on state-changing API calls. */
const json = () => ({ origin: app.url });

interface Account {
  userId: string;
  name: string;
}
let counter = 0;

/** Signs up through the real API; the page's context is then signed in. */
async function signUpIn(page: Page, role: 'healer' | 'patient', name?: string): Promise<Account> {
  counter += 1;
  const fullName = name ?? `E2E ${role} ${counter}`;
  const email = `dash-${role}-${counter}-${Date.now()}@example.test`;
  const response = await page.request.post(at('/api/auth/sign-up/email'), {
    data: {
      name: fullName,
      email,
      password: 'correct-horse-battery',
      role,
    },
    headers: json(),
  });
  expect(response.status()).toBe(200);
  await confirmEmail(app.url, email);
  const { user } = (await response.json()) as { user: { id: string } };
  return { userId: user.id, name: fullName };
}

/** A new, bookable healer offering video and chat, free 09:00–17:00 UTC every day. */
async function bookableHealer(page: Page): Promise<Account> {
  const healer = await signUpIn(page, 'healer');
  const headers = json();
  const profile = await page.request.patch(at('/api/me/profile'), {
    data: { consultation_modes: ['video', 'chat'], specialties: ['Reiki'], consultation_fee: 80 },
    headers,
  });
  expect(profile.status()).toBe(200);
  const week = await page.request.put(at('/api/me/availability'), {
    data: {
      windows: Array.from({ length: 7 }, (_, day) => ({
        day_of_week: day,
        start_time: '09:00',
        end_time: '17:00',
      })),
    },
    headers,
  });
  expect(week.status()).toBe(200);
  return healer;
}

const utcDateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function slotsOf(page: Page, healerId: string, date: string): Promise<string[]> {
  const response = await page.request.get(at(`/api/healers/${healerId}/slots?date=${date}`));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: string[] }).slots;
}

/** The patient (signed in on `page`) books the healer's first free slot `days` ahead. */
async function book(page: Page, healerId: string, days = 3, title = 'Holistic Therapy Session') {
  const date = utcDateIn(days);
  const [slot] = await slotsOf(page, healerId, date);
  const response = await page.request.post(at('/api/appointments'), {
    data: { healer_id: healerId, scheduled_at: slot, mode: 'video', title },
    headers: json(),
  });
  expect(response.status()).toBe(201);
  return { slot: slot!, date, ...((await response.json()) as { id: string }) };
}

describe('dashboards', () => {
  const browser = useBrowser();
  beforeAll(async () => {
    app = await startAppWithStartedSession();
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('the healer sees a booking in Upcoming, adds a meeting link, the patient can join', async () => {
    const healerPage = await browser.newPage();
    const patientPage = await browser.newPage();
    const healer = await bookableHealer(healerPage);
    const patient = await signUpIn(patientPage, 'patient');
    await book(patientPage, healer.userId);

    await visit(healerPage, at('/healer-dashboard/appointments?filter=upcoming'));
    expect(
      await healerPage.getByRole('button', { name: 'Upcoming' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const row = healerPage.getByRole('row', { name: new RegExp(patient.name) });
    await row.waitFor();
    expect(await row.getByText('Scheduled').isVisible()).toBe(true);
    expect(await row.getByText('Not set').isVisible()).toBe(true);
    expect(
      await row.getByRole('link', { name: `Message ${patient.name}` }).getAttribute('href'),
    ).toBe(`/messages/new?with=${patient.userId}`);

    await row.getByRole('button', { name: `Add Link for ${patient.name}` }).click();
    const dialog = healerPage.getByRole('dialog', { name: 'Add/Edit Meeting Link' });
    await dialog.waitFor();
    await dialog.getByLabel('Meeting link').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save Link' }).click();
    await dialog.getByText('Meeting link must be an http(s) URL').waitFor();
    await expectAccessible(healerPage);
    // Pasted as Google Meet copies it, without https://: saved with it.
    const link = 'https://meet.google.com/abc-defg-hij';
    await dialog.getByLabel('Meeting link').fill('meet.google.com/abc-defg-hij');
    await dialog.getByRole('button', { name: 'Save Link' }).click();
    await healerPage.getByText('Meeting link updated successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('link', { name: link }).waitFor();
    expect(await row.getByRole('button', { name: `Edit Link for ${patient.name}` }).count()).toBe(
      1,
    );

    await visit(patientPage, at('/patient-dashboard'));
    const card = patientPage.getByRole('listitem').filter({ hasText: healer.name });
    const join = card.getByRole('link', { name: 'Join Meeting' });
    expect(await join.getAttribute('href')).toBe(link);
    expect(await join.getAttribute('target')).toBe('_blank');
    expect(await join.getAttribute('rel')).toMatch(/noopener/);
    expect(await card.getByText('Video session').isVisible()).toBe(true);
    expect(await card.getByText('60 min', { exact: false }).isVisible()).toBe(true);
    expect(
      await card.getByRole('link', { name: `Message ${healer.name}` }).getAttribute('href'),
    ).toBe(`/messages/new?with=${healer.userId}`);
    await patientPage.getByText('No session history').waitFor();
  });

  it('the patient cancels with a reason; the time is bookable again and both sides see it', async () => {
    const healerPage = await browser.newPage();
    const patientPage = await browser.newPage();
    const healer = await bookableHealer(healerPage);
    const patient = await signUpIn(patientPage, 'patient');
    const booking = await book(patientPage, healer.userId, 4, 'Energy Healing Session');
    expect(await slotsOf(patientPage, healer.userId, booking.date)).not.toContain(booking.slot);

    await visit(patientPage, at('/patient-dashboard'));
    await patientPage
      .getByRole('button', { name: `Cancel appointment with ${healer.name}` })
      .click();
    const dialog = patientPage.getByRole('dialog', { name: 'Cancel appointment?' });
    await dialog.getByLabel('Reason (optional)').fill('Travelling that week');
    await expectAccessible(patientPage);
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await patientPage.getByText('Appointment cancelled').waitFor();
    await patientPage.getByText('No upcoming appointments').waitFor();
    // The Cancel button is gone with its card: the focus goes back to the list, not the page.
    await expect.poll(() => patientPage.evaluate(() => document.activeElement?.tagName)).toBe('UL');
    const history = patientPage.getByRole('region', { name: 'Session history table' });
    const past = history.getByRole('row', { name: new RegExp(healer.name) });
    // The history refetches on its own schedule after the change.
    await past.getByText('Cancelled').waitFor();
    expect(await past.getByText('Reason: Travelling that week').isVisible()).toBe(true);

    // The slot is back for everyone: in the API and in the booking page's time list.
    expect(await slotsOf(patientPage, healer.userId, booking.date)).toContain(booking.slot);
    const next = await browser.newPage();
    await signUpIn(next, 'patient');
    await visit(next, at(`/book-session?healer=${healer.userId}`));
    await pickDate(next, booking.date);
    expect(await shownTimes(next)).toContain(booking.slot);

    // Total Sessions counts held and coming sessions, never a cancelled one.
    const total = patientPage.getByText('Total Sessions').locator('..');
    await expect.poll(() => total.textContent()).toContain('0');

    // The healer's Cancelled filter lists it; its page says who cancelled and why.
    await visit(healerPage, at('/healer-dashboard/appointments?filter=cancelled'));
    const row = healerPage.getByRole('row', { name: new RegExp(patient.name) });
    // The list renders after its fetch: wait for the row rather than read it at once.
    await row.getByText('Cancelled').waitFor();
    expect(await row.getByRole('button', { name: /Cancel appointment/ }).count()).toBe(0);
    await visit(healerPage, at('/healer-dashboard/appointments?filter=upcoming'));
    await healerPage.getByText('No upcoming appointments.').waitFor();
    await visit(healerPage, at(`/healer-dashboard/appointments/${booking.id}`));
    await healerPage.getByRole('heading', { name: `Session with ${patient.name}` }).waitFor();
    await healerPage.getByText(/^Cancelled by patient on /).waitFor();
    expect(await healerPage.getByText('Travelling that week').isVisible()).toBe(true);
    await expectAccessible(healerPage);
  });

  it('a booking made while the healer dashboard is open shows a toast and the new row', async () => {
    const healerPage = await browser.newPage();
    const patientPage = await browser.newPage();
    const healer = await bookableHealer(healerPage);
    const patient = await signUpIn(patientPage, 'patient', 'Priya Natarajan');
    const stream = healerPage.waitForResponse((response) => response.url().endsWith('/api/events'));
    await visit(healerPage, at('/healer-dashboard/appointments'));
    await healerPage.getByText('No appointments yet.').waitFor();
    // The booking must happen after the page's event stream is open.
    expect((await stream).status()).toBe(200);

    await book(patientPage, healer.userId, 5);
    await healerPage.getByText('New appointment booked!').waitFor();
    await healerPage.getByRole('row', { name: new RegExp(patient.name) }).waitFor();
    await expectAccessibleContent(healerPage);
  });

  it('greets a new healer with Welcome and a checklist of what keeps them from going live', async () => {
    const page = await browser.newPage();
    await signUpIn(page, 'healer', 'Dr. Quinn Abara');
    await visit(page, at('/healer-dashboard'));
    await page.getByRole('heading', { name: 'Welcome, Dr. Quinn Abara' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(
      '/healer-profile',
    );
    const tiles = ['Upcoming Appointments', 'Active Wellness Plans', 'Review Rating'];
    for (const label of tiles) await page.getByText(label, { exact: true }).waitFor();
    // No reviews yet: "New", not "0.0".
    expect(await page.getByText('Review Rating').locator('..').textContent()).toContain('New');
    await page.getByText('No sessions today.').waitFor();
    const checklist = page.getByRole('region', { name: 'Get ready to take bookings' });
    await checklist.waitFor();
    const links = await checklist
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]),
      );
    expect(links).toEqual([
      ['Add at least one specialty', '/healer-profile'],
      ['Set your consultation fee', '/healer-profile'],
      ['Choose your session modes', '/healer-profile'],
      ['Set your weekly availability', '/healer-dashboard/availability'],
      ['Add your professional title', '/healer-profile'],
      ['Add a bio', '/healer-profile'],
      ['Upload a profile picture', '/healer-profile'],
    ]);
    // A later visit is a return.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Dr. Quinn Abara' }).waitFor();

    // At 320 px the page does not scroll sideways.
    await page.setViewportSize({ width: 320, height: 720 });
    await visit(page, at('/healer-dashboard/appointments'));
    await page.getByRole('button', { name: 'Past' }).click();
    expect(new URL(page.url()).searchParams.get('filter')).toBe('past');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
  });

  describe('a session that has started', () => {
    const signIn = async (page: Page, account: { email: string; password: string }) => {
      const response = await page.request.post(`${app.url}/api/auth/sign-in/email`, {
        data: { email: account.email, password: account.password },
        headers: { origin: app.url },
      });
      expect(response.status()).toBe(200);
    };

    it('the healer marks it completed and it appears in the patient’s session history', async () => {
      const patientPage = await browser.newPage();
      await signIn(patientPage, app.patient);
      await visit(patientPage, `${app.url}/patient-dashboard`);
      const card = patientPage.getByRole('listitem').filter({ hasText: app.healer.name });
      await card.getByText('In progress').waitFor();
      expect(await card.getByRole('button', { name: /Cancel/ }).count()).toBe(0);
      await patientPage.getByText('No session history').waitFor();

      const healerPage = await browser.newPage();
      await signIn(healerPage, app.healer);
      await visit(healerPage, `${app.url}/healer-dashboard/appointments`);
      const row = healerPage.getByRole('row', { name: new RegExp(app.patient.name) });
      expect(await row.getByRole('button', { name: /Cancel appointment/ }).count()).toBe(0);
      await row
        .getByRole('button', { name: `Mark completed: session with ${app.patient.name}` })
        .click();
      await healerPage.getByText('Session marked completed').waitFor();
      await row.getByText('Completed', { exact: true }).waitFor();
      // A second click is a no-op, not an error: the button is gone once it is completed.
      expect(await row.getByRole('button', { name: /Mark completed/ }).count()).toBe(0);

      // The patient's open dashboard updates through the realtime event, without a reload.
      const history = patientPage.getByRole('region', { name: 'Session history table' });
      const past = history.getByRole('row', { name: new RegExp(app.healer.name) });
      await past.getByText('Completed').waitFor();
      expect(await past.getByText('Sound Healing').isVisible()).toBe(true);
      await patientPage.getByText('No upcoming appointments').waitFor();
      const total = patientPage.getByText('Total Sessions').locator('..');
      expect(await total.textContent()).toContain('1');
    });
  });
});

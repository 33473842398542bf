import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectAccessibleContent, useBrowser, visit } from './support/browser';
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
  const response = await page.request.post(at('/api/auth/sign-up/email'), {
    data: {
      name: fullName,
      email: `dash-${role}-${counter}-${Date.now()}@example.test`,
      password: 'correct-horse-battery',
      role,
    },
    headers: json(),
  });
  expect(response.status()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { userId: user.id, name: fullName };
}

/** A new healer offering video and chat, free 09:00–17:00 UTC every day. */
async function bookableHealer(page: Page): Promise<Account> {
  const healer = await signUpIn(page, 'healer');
  const headers = json();
  const profile = await page.request.patch(at('/api/me/profile'), {
    data: { consultation_modes: ['video', 'chat'] },
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
    const link = 'https://meet.example.com/wellspring-room-1';
    await dialog.getByLabel('Meeting link').fill(link);
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

    await visit(healerPage, at('/healer-dashboard?filter=past'));
    const row = healerPage.getByRole('row', { name: new RegExp(patient.name) });
    expect(await row.getByText('Cancelled').isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: /Cancel appointment/ }).count()).toBe(0);
  });

  it('a booking made while the healer dashboard is open shows a toast and the new row', async () => {
    const healerPage = await browser.newPage();
    const patientPage = await browser.newPage();
    const healer = await bookableHealer(healerPage);
    const patient = await signUpIn(patientPage, 'patient', 'Priya Natarajan');
    const stream = healerPage.waitForResponse((response) => response.url().endsWith('/api/events'));
    await visit(healerPage, at('/healer-dashboard'));
    await healerPage.getByRole('heading', { name: `Welcome back, ${healer.name}` }).waitFor();
    await healerPage.getByText('No appointments yet.').waitFor();
    // The booking must happen after the page's event stream is open.
    expect((await stream).status()).toBe(200);

    await book(patientPage, healer.userId, 5);
    await healerPage.getByText('New appointment booked!').waitFor();
    await healerPage.getByRole('row', { name: new RegExp(patient.name) }).waitFor();
    const tile = healerPage.getByText('Upcoming Appointments').locator('..');
    await expect.poll(() => tile.textContent()).toContain('1');
    await expectAccessibleContent(healerPage);
  });

  it('the dashboard tells a new healer what their profile lacks, with links to fix it', async () => {
    const page = await browser.newPage();
    await signUpIn(page, 'healer', 'Dr. Quinn Abara');
    await visit(page, at('/healer-dashboard'));
    await page.getByRole('heading', { name: 'Welcome back, Dr. Quinn Abara' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(
      '/healer-profile',
    );
    const tiles = ['Upcoming Appointments', 'Active Wellness Plans', 'Review Rating'];
    for (const label of tiles) await page.getByText(label, { exact: true }).waitFor();
    expect(await page.getByText('0.0').isVisible()).toBe(true);
    const prompt = page.getByRole('region', { name: 'Complete Your Profile' });
    await prompt.waitFor();
    const links = await prompt
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]),
      );
    expect(links).toEqual([
      ['Add a bio', '/healer-profile'],
      ['Add your specialties', '/healer-profile'],
      ['Set your consultation fee', '/healer-profile'],
      ['Choose your session modes', '/healer-profile'],
      ['Set your weekly availability', '/healer-dashboard/availability'],
      ['Upload a profile picture', '/healer-profile'],
    ]);

    // At 320 px the page does not scroll sideways; the table scrolls inside its own region.
    await page.setViewportSize({ width: 320, height: 720 });
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
      await visit(healerPage, `${app.url}/healer-dashboard`);
      const row = healerPage.getByRole('row', { name: new RegExp(app.patient.name) });
      expect(await row.getByRole('button', { name: /Cancel appointment/ }).count()).toBe(0);
      await row
        .getByRole('button', { name: `Mark completed: session with ${app.patient.name}` })
        .click();
      await healerPage.getByText('Session marked completed').waitFor();
      await row.getByText('Completed').waitFor();

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

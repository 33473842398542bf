import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/accounts';
import { bookViaApi, healerWithHours } from './support/booking';
import { expectAccessible, useBrowser, visit } from './support/browser';

const DAY = 86_400_000;
const tomorrowAt = (time: string) =>
  new Date(
    `${new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10)}T${time}:00.000Z`,
  ).toISOString();

describe('notifications', () => {
  const browser = useBrowser();

  it('the bell counts up live when the other party books; the centre marks read', async () => {
    const healerPage = await browser.newPage();
    const healer = await healerWithHours(healerPage, browser.baseUrl);
    await visit(healerPage, '/healer-dashboard');
    const bell = healerPage.getByRole('link', { name: /^Notifications/ }).first();
    await healerPage.getByRole('link', { name: 'Notifications', exact: true }).first().waitFor();

    const patientPage = await browser.newPage();
    await signUpViaApi(patientPage, 'patient', 'Bella Booker');
    for (const time of ['09:00', '10:00'])
      await bookViaApi(patientPage, browser.baseUrl, {
        healer_id: healer.userId,
        scheduled_at: tomorrowAt(time),
      });
    // Live, over the event stream: no reload.
    await healerPage.getByRole('link', { name: 'Notifications, 2 unread' }).first().waitFor();

    await bell.click();
    await healerPage.waitForURL('**/healer-dashboard/notifications');
    await healerPage.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const items = healerPage.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().textContent()).toContain('Bella Booker booked');
    await expectAccessible(healerPage);

    await items
      .first()
      .getByRole('button', { name: /^Mark as read/ })
      .click();
    await healerPage.getByRole('link', { name: 'Notifications, 1 unread' }).first().waitFor();
    await healerPage.getByRole('button', { name: 'Mark all as read' }).click();
    await healerPage.getByText('All notifications marked as read').waitFor();
    await healerPage.getByRole('link', { name: 'Notifications', exact: true }).first().waitFor();
    await healerPage.getByText('You are all caught up.').waitFor();
    await expectAccessible(healerPage);

    // The patient's card offers the session for their calendar.
    await visit(patientPage, '/patient-dashboard');
    const add = patientPage.getByRole('link', { name: /Add to calendar/ }).first();
    expect(await add.getAttribute('href')).toMatch(/^\/api\/appointments\/[0-9a-f-]{36}\/ics$/);
    const ics = await patientPage.request.get((await add.getAttribute('href'))!);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VEVENT');
  });

  it('settings: sections by keyboard, notification switches and lead times saved, a calendar address shown once', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    await visit(page, '/patient-dashboard/settings?section=notifications');
    const notificationsTab = page.getByRole('tab', { name: 'Notifications' });
    expect(await notificationsTab.getAttribute('aria-selected')).toBe('true');

    await page.getByRole('switch', { name: 'Email: Unread messages' }).click();
    await page.getByRole('checkbox', { name: '15 minutes before' }).check();
    await page.getByRole('button', { name: 'Save notification settings' }).click();
    await page.getByText('Notification settings saved').waitFor();
    await expectAccessible(page);
    const saved = await (await page.request.get('/api/me/notification-preferences')).json();
    expect(saved.email.messages).toBe(false);
    expect(saved.reminder_lead_minutes).toEqual([1440, 60, 15]);

    // The section list is a tab list: arrow keys move between sections.
    await notificationsTab.focus();
    await page.keyboard.press('ArrowDown');
    const calendarTab = page.getByRole('tab', { name: 'Calendar feed' });
    await expect.poll(() => calendarTab.getAttribute('aria-selected')).toBe('true');
    await page.waitForURL('**/patient-dashboard/settings?section=calendar');
    await page.getByRole('button', { name: 'Turn on calendar feed' }).click();
    const address = page.getByLabel('Your private calendar address (shown only now)');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
    await expectAccessible(page);
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(200);
    // A new address replaces the old one.
    await page.getByRole('button', { name: 'Make a new address' }).click();
    await expect.poll(() => address.inputValue()).not.toBe(url);
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);

    await page.reload();
    await page.getByText(/Your feed is on/).waitFor();
    expect(await page.getByLabel('Your private calendar address (shown only now)').count()).toBe(0);
  });

  it('the unsubscribe page asks, then stops one category', async () => {
    const healerPage = await browser.newPage();
    const healer = await healerWithHours(healerPage, browser.baseUrl);
    const patientPage = await browser.newPage();
    await signUpViaApi(patientPage, 'patient');
    await bookViaApi(patientPage, browser.baseUrl, {
      healer_id: healer.userId,
      scheduled_at: tomorrowAt('11:00'),
    });
    const outbox = async () =>
      (await (await healerPage.request.get('/api/dev/outbox')).json()) as Array<{
        to: string;
        text: string;
      }>;
    // The booking's email to the healer, not their sign-up's "Confirm your email" (a
    // transactional mail without an unsubscribe link, which may be kept first).
    const unsubscribeLink = /http:\/\/[^\s]+\/unsubscribe\?token=[\w.-]+/;
    const bookingEmail = async () =>
      (await outbox()).find((mail) => mail.to === healer.email && unsubscribeLink.test(mail.text));
    await expect.poll(async () => (await bookingEmail()) !== undefined).toBe(true);
    const link = unsubscribeLink.exec((await bookingEmail())!.text)![0];
    const visitor = await browser.newPage();
    await visit(visitor, new URL(link).pathname + new URL(link).search);
    await visitor.getByRole('heading', { name: 'Unsubscribe from emails?' }).waitFor();
    await visitor.getByText(/Bookings and changes/).waitFor();
    await expectAccessible(visitor);
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await expectAccessible(visitor);
    const prefs = await (await healerPage.request.get('/api/me/notification-preferences')).json();
    expect(prefs.email).toEqual({
      bookings: false,
      reminders: true,
      messages: true,
      medication: true,
      plans: true,
    });
  });
});

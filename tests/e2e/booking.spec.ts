import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoHealerId } from './support/accounts';
import { confirmEmail } from '../support/confirm-email';
import { expectAccessible, expectAccessibleContent, useBrowser, visit } from './support/browser';
import { chosenTime, pickDate, pickTime, shownTimes } from './support/slot-picker';

const SLOT_TAKEN = 'This time slot has already been booked. Please select a different time.';
let counter = 0;

/** Signs up (which signs in) through the real endpoint, in the page's own cookie jar. */
async function signUpIn(page: Page, baseUrl: string, role: 'patient' | 'healer') {
  counter += 1;
  const email = `e2e-${role}-${counter}-${Date.now()}@example.test`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: `E2E ${role} ${counter}`, email, password: 'correct-horse-battery', role },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(200);
  await confirmEmail(baseUrl, email);
}

/** The first calendar date at least `days` ahead that falls on one of `weekdays`. */
function dateAhead(days: number, weekdays: number[]) {
  const date = new Date(Date.now() + days * 86_400_000);
  while (!weekdays.includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

async function chooseHealer(page: Page, name: string) {
  const combobox = page.getByRole('combobox', { name: 'Healer' });
  await combobox.click();
  await combobox.fill(name.split(' ').at(-1)!);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByText(/Session fee: \$\d+/).waitFor();
}

describe('booking', () => {
  const browser = useBrowser();

  it('a new healer sets weekly availability in quarter hours, is told what is wrong, saves and deletes on Save', async () => {
    const page = await browser.newPage();
    await signUpIn(page, browser.baseUrl, 'healer');
    await visit(page, '/healer-dashboard/availability');
    await page.getByText('No time slots set for this day').first().waitFor();
    expect(await page.getByText('No time slots set for this day').count()).toBe(7);
    expect(await page.getByText('UTC').first().isVisible()).toBe(true);
    expect(
      await page
        .getByRole('link', { name: 'Change your time zone in your profile' })
        .getAttribute('href'),
    ).toBe('/healer-profile');

    const monday = page.getByRole('region', { name: 'Monday' });
    await monday.getByRole('button', { name: 'Add Time Slot' }).click();
    await monday.getByRole('button', { name: 'Add Time Slot' }).click();
    const first = monday.getByRole('group', { name: 'Monday, slot 1' });
    expect(await first.getByLabel('From').inputValue()).toBe('09:00');
    expect(await first.getByLabel('To').inputValue()).toBe('10:00');
    // A picker in 15-minute steps: nothing else can be chosen.
    const minutes = await first
      .getByLabel('From')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(minutes).toHaveLength(96);
    expect(minutes.every((time) => /:(00|15|30|45)$/.test(time))).toBe(true);
    expect(await first.getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const second = monday.getByRole('group', { name: 'Monday, slot 2' });
    await second.getByLabel('From').selectOption('13:00');
    await second.getByLabel('To').selectOption('12:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Monday, slot 2: end must be after start').first().waitFor();
    await expectAccessibleContent(page);

    // A window shorter than the shortest session (the default one, 60 min) is refused before
    // anything is sent.
    await second.getByLabel('To').selectOption('13:45');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page
      .getByText('Monday, slot 2 is shorter than your shortest session (60 min)')
      .first()
      .waitFor();
    await second.getByLabel('To').selectOption('15:00');
    const wednesday = page.getByRole('region', { name: 'Wednesday' });
    await wednesday.getByRole('button', { name: 'Add Time Slot' }).click();
    await wednesday.getByRole('switch', { name: 'Active' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Availability saved successfully!').waitFor();

    await visit(page, '/healer-dashboard/availability');
    // The week arrives after the page's frame (a loaded machine showed the count before it).
    await expect.poll(() => page.getByText('No time slots set for this day').count()).toBe(5);
    expect(
      await monday.getByRole('group', { name: 'Monday, slot 2' }).getByLabel('To').inputValue(),
    ).toBe('15:00');
    expect(
      await wednesday.getByRole('switch', { name: 'Active' }).getAttribute('aria-checked'),
    ).toBe('false');

    // One save model: a deletion waits for Save Changes like any other change, and leaving
    // with it unsaved asks first.
    await monday.getByRole('button', { name: 'Delete Monday, slot 1' }).click();
    await page.getByText('You have unsaved changes').waitFor();
    await page
      .getByRole('complementary', { name: 'Healer navigation' })
      .getByRole('link', { name: 'Today' })
      .click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await expectAccessible(page);
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/healer-dashboard/availability');
    await expect.poll(() => monday.getByRole('group').count()).toBe(1);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Availability saved successfully!').waitFor();
    await visit(page, '/healer-dashboard/availability');
    expect(await monday.getByRole('group').count()).toBe(1);
    expect(await monday.getByLabel('From').inputValue()).toBe('13:00');
  });

  it('a patient books through the four steps; the time is gone for the next patient', async () => {
    const page = await browser.newPage();
    await signUpIn(page, browser.baseUrl, 'patient');
    await visit(page, '/book-session?service=1');
    for (const message of ['Please select a healer first']) await page.getByText(message).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'Holistic Therapy Session',
    );
    // The session's real length, shown, not offered as a choice.
    expect(await page.getByText('60 minutes', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Duration' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Book Session' }).isDisabled()).toBe(true);

    await chooseHealer(page, 'Dr. Daniel Brooks');
    expect(await page.getByText('Psychologist').first().isVisible()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Video Session' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'In-Person' }).count()).toBe(1);
    await page.getByText('Please select a date first').waitFor();
    await page.getByLabel('Details', { exact: true }).fill('Looking for help with grief.');
    await page.getByRole('radio', { name: 'Chat Session' }).click();

    const date = dateAhead(21, [1, 2, 3, 4, 5]);
    // The month calendar marks the days with free times; a Sunday (the healer works weekdays)
    // cannot be chosen.
    await pickDate(page, date);
    const options = await shownTimes(page);
    expect(options).toHaveLength(6);
    expect(await page.getByText(/Times are shown in your time zone/).isVisible()).toBe(true);
    expect(await page.getByText('works in Eastern Time — New York').isVisible()).toBe(true);
    const sunday = dateAhead(21, [0]);
    expect(await page.locator(`[data-date="${sunday}"]`).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await pickTime(page, options[2]!);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Book Session' }).click();
    await page.getByText('Appointment booked successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/patient-dashboard');

    const next = await browser.newPage();
    await signUpIn(next, browser.baseUrl, 'patient');
    await visit(next, `/book-session?healer=${await demoHealerId(next, 'Dr. Daniel Brooks')}`);
    await next.getByText('Session fee: $165').waitFor();
    await pickDate(next, date);
    const remaining = await shownTimes(next);
    expect(remaining).toHaveLength(5);
    expect(remaining).not.toContain(options[2]);
  });

  it('sends a signed-out visitor to login, keeping the healer', async () => {
    const page = await browser.newPage();
    const id = await demoHealerId(page, 'Li Wei');
    await page.goto(`/book-session?healer=${id}`);
    await page.waitForURL((url) => url.pathname === '/login');
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe(`/book-session?healer=${id}`);
    await page.waitForLoadState('networkidle');
    await expectAccessibleContent(page);
  });

  it('a booking made meanwhile in a second browser gives the 409 message and fresh times', async () => {
    const [first, second] = [await browser.newPage(), await browser.newPage()];
    await signUpIn(first, browser.baseUrl, 'patient');
    await signUpIn(second, browser.baseUrl, 'patient');
    const id = await demoHealerId(first, 'Amara Haddad');
    const date = dateAhead(28, [3, 4, 5, 6]);
    const pick = async (page: Page) => {
      await visit(page, `/book-session?healer=${id}&service=6`);
      await page.getByText('Session fee: $110').waitFor();
      await pickDate(page, date);
      const options = await shownTimes(page);
      await pickTime(page, options[0]!);
      return options;
    };
    const options = await pick(first);
    await pick(second);

    await first.getByRole('button', { name: 'Book Session' }).click();
    await first.waitForURL((url) => url.pathname === '/patient-dashboard');

    await second.getByRole('button', { name: 'Book Session' }).click();
    await second.getByText(SLOT_TAKEN).waitFor();
    expect(await chosenTime(second)).toBe('');
    await expect.poll(() => shownTimes(second)).toEqual(options.slice(1));
  });
});

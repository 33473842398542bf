import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/accounts';
import { bookViaApi, healerWithHours } from './support/booking';
import { expectAccessible, expectAccessibleContent, useBrowser, visit } from './support/browser';
import { dayButton, pickDate, pickTime, shownTimes } from './support/slot-picker';
import { startInHours } from '../support/session-start';

const DAY = 86_400_000;
const utcDate = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const at = (date: string, time: string) => new Date(`${date}T${time}:00.000Z`).toISOString();

describe('scheduling a practice', () => {
  const browser = useBrowser();

  it('a healer adds a 30-minute type, a day off and a buffer; a patient sees exactly the slots that follow', async () => {
    const healerPage = await browser.newPage();
    const healer = await healerWithHours(healerPage, browser.baseUrl);
    const [bookedDay, dayOff] = [utcDate(12), utcDate(13)];

    await visit(healerPage, '/healer-dashboard/services');
    await healerPage.getByText(/patients book one “Session” of 60 min/).waitFor();
    await healerPage.getByRole('button', { name: 'Add session type' }).click();
    const dialog = healerPage.getByRole('dialog', { name: 'Add a session type' });
    await dialog.getByLabel('Name').fill('Check-in');
    await dialog.getByLabel('Duration').selectOption('30');
    await dialog.getByLabel('Price ($)').fill('40');
    await expectAccessible(healerPage);
    await dialog.getByRole('button', { name: 'Add session type' }).click();
    await healerPage.getByText('Session type added').waitFor();
    await healerPage.getByRole('heading', { name: 'Check-in' }).waitFor();
    expect(await healerPage.getByText('30 min · $40 · Video').isVisible()).toBe(true);

    await healerPage.getByLabel('Buffer after each session (minutes)').fill('30');
    await healerPage.getByRole('button', { name: 'Save booking rules' }).click();
    await healerPage.getByText('Booking rules saved').waitFor();
    await expectAccessibleContent(healerPage);

    await visit(healerPage, '/healer-dashboard/availability');
    const overrides = healerPage.getByRole('region', { name: 'Time off and special hours' });
    await overrides.getByLabel('From', { exact: true }).fill(dayOff);
    await overrides.getByRole('button', { name: 'Add date override' }).click();
    await healerPage.getByText('Time off added').waitFor();
    await overrides.getByText('Unavailable', { exact: true }).waitFor();
    const calendar = healerPage.getByRole('region', { name: 'Calendar of the coming weeks' });
    await expect.poll(() => calendar.getByText('Time off').count()).toBe(1);
    await expectAccessibleContent(healerPage);

    // Another patient already holds 10:00–10:30 on the booked day (with its 30-minute buffer).
    const other = await browser.newPage();
    await signUpViaApi(other, 'patient');
    const types = (await (
      await other.request.get(`/api/healers/${healer.userId}/session-types`)
    ).json()) as { items: Array<{ id: string; name: string }> };
    const checkIn = types.items.find((type) => type.name === 'Check-in')!;
    await bookViaApi(other, browser.baseUrl, {
      healer_id: healer.userId,
      scheduled_at: at(bookedDay, '10:00'),
      session_type_id: checkIn.id,
    });

    const patient = await browser.newPage();
    await signUpViaApi(patient, 'patient');
    await visit(patient, `/book-session?healer=${healer.userId}`);
    await patient.getByText('Session fee: $40').waitFor();
    expect(await patient.getByLabel('Session type').inputValue()).toBe(checkIn.id);
    expect(await patient.getByLabel('Title', { exact: true }).inputValue()).toBe('Check-in');
    expect(await patient.getByText('30 minutes', { exact: true }).isVisible()).toBe(true);
    expect(await (await dayButton(patient, dayOff)).getAttribute('aria-disabled')).toBe('true');
    await pickDate(patient, bookedDay);
    expect(await shownTimes(patient)).toEqual([
      at(bookedDay, '09:00'),
      at(bookedDay, '11:00'),
      at(bookedDay, '11:30'),
    ]);
    await patient
      .getByRole('group', { name: /^Available times on / })
      .getByRole('heading', { name: 'Morning' })
      .waitFor();
    await patient
      .getByText(/You can cancel or reschedule for free until 24 hours before/)
      .waitFor();
    await expectAccessible(patient);

    // Keyboard: from the chosen day, the arrow keys move through the month.
    await (await dayButton(patient, bookedDay)).focus();
    await patient.keyboard.press('ArrowRight');
    expect(await patient.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(
      dayOff,
    );
    await patient.keyboard.press('ArrowRight');
    await patient.keyboard.press('Enter');
    await expect
      .poll(() => patient.locator(`[data-date="${utcDate(14)}"]`).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await shownTimes(patient)).toHaveLength(6);
  });

  it('a patient reschedules from the dashboard; the healer sees the move', async () => {
    const healerPage = await browser.newPage();
    const healer = await healerWithHours(healerPage, browser.baseUrl, '09:00', '17:00');
    const patientPage = await browser.newPage();
    await signUpViaApi(patientPage, 'patient');
    const [first, second] = [utcDate(9), utcDate(10)];
    const booked = await bookViaApi(patientPage, browser.baseUrl, {
      healer_id: healer.userId,
      scheduled_at: at(first, '10:00'),
    });

    await visit(patientPage, '/patient-dashboard');
    const card = patientPage.getByRole('listitem').filter({ hasText: healer.name });
    await card.getByRole('button', { name: `Reschedule appointment with ${healer.name}` }).click();
    const dialog = patientPage.getByRole('dialog', { name: 'Reschedule session' });
    await pickDate(dialog, second);
    expect(await shownTimes(dialog)).toHaveLength(8);
    await pickTime(dialog, at(second, '14:00'));
    await expectAccessible(patientPage);
    await dialog.getByRole('button', { name: 'Move session' }).click();
    await patientPage.getByText('Session rescheduled').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(/^Moved from /).waitFor();

    const moved = (await (
      await patientPage.request.get(`/api/appointments/${booked.id}`)
    ).json()) as {
      scheduled_at: string;
      previous_scheduled_at: string;
    };
    expect(moved).toMatchObject({
      scheduled_at: at(second, '14:00'),
      previous_scheduled_at: at(first, '10:00'),
    });

    await visit(healerPage, '/healer-dashboard/appointments?filter=upcoming');
    await healerPage
      .getByRole('row')
      .filter({ hasText: /Moved from/ })
      .waitFor();
  });

  it('a patient cancelling inside the window is warned first; the healer sees a late cancellation', async () => {
    const healerPage = await browser.newPage();
    const healer = await healerWithHours(healerPage, browser.baseUrl, '00:00', '24:00');
    const patientPage = await browser.newPage();
    const patient = await signUpViaApi(patientPage, 'patient');
    const soon = startInHours(6);
    await bookViaApi(patientPage, browser.baseUrl, {
      healer_id: healer.userId,
      scheduled_at: soon,
    });

    await visit(patientPage, '/patient-dashboard');
    const card = patientPage.getByRole('listitem').filter({ hasText: healer.name });
    // Inside the window the patient can no longer move the session, only cancel it.
    await card.getByRole('button', { name: `Cancel appointment with ${healer.name}` }).waitFor();
    expect(await card.getByRole('button', { name: /Reschedule/ }).count()).toBe(0);
    await card.getByRole('button', { name: `Cancel appointment with ${healer.name}` }).click();
    const dialog = patientPage.getByRole('dialog', { name: 'Cancel appointment?' });
    await dialog.getByText('This is a late cancellation.').waitFor();
    await dialog
      .getByText(`${healer.name} asks for at least 24 hours’ notice`, { exact: false })
      .waitFor();
    await expectAccessible(patientPage);
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await patientPage.getByText('Appointment cancelled').waitFor();

    await visit(healerPage, '/healer-dashboard/appointments?filter=cancelled');
    const row = healerPage.getByRole('row', { name: new RegExp(patient.name) });
    await row.getByText('Cancelled late').waitFor();
  });

  it('a session type that needs confirmation: the patient requests, the healer accepts from the table', async () => {
    const healerPage = await browser.newPage();
    const healer = await healerWithHours(healerPage, browser.baseUrl, '09:00', '17:00');
    const created = await healerPage.request.post('/api/me/session-types', {
      data: {
        name: 'First consultation',
        duration_minutes: 60,
        price: 120,
        modes: ['video'],
        requires_confirmation: true,
      },
      headers: { origin: browser.baseUrl },
    });
    expect(created.status()).toBe(201);

    const patientPage = await browser.newPage();
    const patient = await signUpViaApi(patientPage, 'patient');
    const day = utcDate(8);
    await visit(patientPage, `/book-session?healer=${healer.userId}`);
    await patientPage.getByText('Session fee: $120').waitFor();
    await patientPage.getByText(/confirms each First consultation request/).waitFor();
    await pickDate(patientPage, day);
    await pickTime(patientPage, at(day, '11:00'));
    await patientPage.getByRole('button', { name: 'Book Session' }).click();
    await patientPage.getByText('Booking request sent!').waitFor();
    await patientPage.waitForURL((url) => url.pathname === '/patient-dashboard');
    const card = patientPage.getByRole('listitem').filter({ hasText: healer.name });
    await card.getByText('Awaiting confirmation', { exact: true }).waitFor();

    await visit(healerPage, '/healer-dashboard/appointments?filter=upcoming');
    const row = healerPage.getByRole('row', { name: new RegExp(patient.name) });
    await row.getByText('Awaiting confirmation', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Accept request from ${patient.name}` }).click();
    await healerPage.getByText('Request accepted').waitFor();
    await row.getByText('Scheduled', { exact: true }).waitFor();
    // The patient's open dashboard follows through the realtime event.
    await card.getByText('Scheduled', { exact: true }).waitFor();
    await expectAccessibleContent(healerPage);
  });
});

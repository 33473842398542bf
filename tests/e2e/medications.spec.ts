import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/accounts';
import { expectAccessible, useBrowser, visit } from './support/browser';

describe('medications', () => {
  const browser = useBrowser();

  it('a patient adds a medication with a reminder, marks today’s dose taken and sees adherence', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    await visit(page, '/patient-dashboard/prescriptions');
    await page.getByText('No medications yet.').waitFor();

    await page.getByRole('button', { name: 'Add medication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add medication' });
    await dialog.getByLabel('Name').fill('Vitamin D');
    await dialog.getByLabel('Dose (optional)').fill('1000 IU');
    // A time already passed today (in the browser's zone, the profile's UTC here): today's dose.
    await dialog.getByLabel('Time 1', { exact: true }).fill('00:00');
    await dialog.getByRole('button', { name: 'Add time' }).click();
    await dialog.getByLabel('Time 2', { exact: true }).fill('23:59');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add medication' }).click();
    await page.getByText('Medication added').waitFor();

    const card = page
      .getByRole('listitem')
      .filter({ hasText: 'Vitamin D' })
      .filter({ hasText: 'Edit' });
    await card.getByText('00:00, 23:59 · Every day').waitFor();
    await card.getByText(/Next reminder/).waitFor();
    const reminders = (await (await page.request.get('/api/me/medications')).json()).items;
    expect(reminders[0]).toMatchObject({ name: 'Vitamin D', reminders: true });

    const today = page.getByRole('list', { name: "Today's doses" });
    const takenAtMidnight = today.getByRole('button', { name: /^Taken.*at 00:00$/ });
    await today.getByText('00:00 · Vitamin D (1000 IU)').waitFor();
    await takenAtMidnight.click();
    await page.getByText('Marked as taken').waitFor();
    await expect.poll(() => takenAtMidnight.getAttribute('aria-pressed')).toBe('true');
    // One dose due so far today, and it was taken.
    await expect.poll(() => page.getByTestId('adherence-percent').textContent()).toBe('100%');
    await expectAccessible(page);
  });
});

import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/accounts';
import { useBrowser, visit, expectAccessible } from './support/browser';

describe('messaging', () => {
  const browser = useBrowser();

  it('lets a patient and a healer talk live, with unread badges, and hides the chat from others', async () => {
    const patientPage = await browser.newPage();
    const healerPage = await browser.newPage();
    const patient = await signUpViaApi(patientPage, 'patient', 'Paula Patient');
    const healer = await signUpViaApi(healerPage, 'healer', 'Hana Healer');

    await visit(healerPage, '/messages');
    await healerPage.getByText('No conversations yet.').waitFor();

    await patientPage.goto(`/messages/new?with=${healer.userId}`);
    await patientPage.getByRole('heading', { name: 'Hana Healer' }).waitFor();
    await patientPage.getByText('No messages yet. Say hello!').waitFor();
    await expectAccessible(patientPage);
    // Nothing exists until something is sent.
    expect(await healerPage.getByText('No conversations yet.').isVisible()).toBe(true);

    const input = patientPage.getByLabel('Type a message');
    await input.fill('Hello Hana,');
    await input.press('Shift+Enter');
    await input.pressSequentially('see you on Tuesday.');
    expect(await input.inputValue()).toBe('Hello Hana,\nsee you on Tuesday.');
    await input.press('Enter');
    // The first message starts the conversation, which gets its own address.
    await patientPage.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const chatUrl = patientPage.url();
    await patientPage.getByText('see you on Tuesday.').waitFor();
    // The healer's open list gains the conversation without a reload.
    await healerPage.getByRole('link', { name: /Paula Patient/ }).waitFor();
    await expect.poll(() => patientPage.getByLabel('Type a message').inputValue()).toBe('');
    // Blank input is ignored.
    await patientPage.getByLabel('Type a message').press('Enter');

    const row = healerPage.getByRole('link', { name: /Paula Patient/ });
    await row.getByText('1 unread').waitFor();
    // The header's total follows along, live.
    await healerPage.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    expect(await row.textContent()).toContain('Hello Hana,');

    await row.click();
    await healerPage.getByText('see you on Tuesday.').waitFor();
    await expectAccessible(healerPage);
    await healerPage.getByLabel('Type a message').fill('Tuesday works. https://example.org/prep');
    await healerPage.getByRole('button', { name: 'Send message' }).click();

    // Live on the patient's open chat; the link is a safe link.
    const link = patientPage.getByRole('link', { name: 'https://example.org/prep' });
    await link.waitFor();
    expect(await link.getAttribute('rel')).toContain('noopener');
    // The count follows the list (a render after the message itself).
    await expect.poll(() => patientPage.getByText('2 messages').count()).toBe(1);

    // Reading clears the healer's badge.
    await healerPage.goto('/messages');
    await healerPage.getByRole('link', { name: /Paula Patient/ }).waitFor();
    expect(await healerPage.getByText('unread').count()).toBe(0);
    await healerPage
      .getByRole('banner')
      .getByRole('link', { name: 'Messages', exact: true })
      .waitFor();

    const strangerPage = await browser.newPage();
    await signUpViaApi(strangerPage, 'patient');
    await visit(strangerPage, new URL(chatUrl).pathname);
    await strangerPage.getByRole('heading', { name: 'Chat not found' }).waitFor();
    expect(patient.userId).toBeTruthy();
  });

  it('filters conversations by name', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    const other = await browser.newPage();
    const first = await signUpViaApi(other, 'healer', 'Search Alpha');
    const second = await signUpViaApi(other, 'healer', 'Search Beta');
    for (const healer of [first, second]) {
      await page.goto(`/messages/new?with=${healer.userId}`);
      await page.getByLabel('Type a message').fill('Hello');
      await page.getByLabel('Type a message').press('Enter');
      await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    }
    await visit(page, '/messages');
    await page.getByRole('link', { name: /Search Beta/ }).waitFor();
    await page.getByLabel('Search conversations').fill('alpha');
    await page.getByRole('link', { name: /Search Alpha/ }).waitFor();
    expect(await page.getByRole('link', { name: /Search Beta/ }).count()).toBe(0);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWeek, signUpViaApi } from './support/accounts';
import { expectAccessible, useBrowser, visit } from './support/browser';

/** Books a session with the healer through the API, so the two have a session together. */
async function bookWith(page: Page, healerId: string, baseUrl: string) {
  const headers = { origin: baseUrl };
  for (let days = 2; days < 30; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const slots = (await (
      await page.request.get(`/api/healers/${healerId}/slots?date=${date}`)
    ).json()) as { slots?: string[] };
    const start = slots.slots?.[0];
    if (!start) continue;
    const response = await page.request.post('/api/appointments', {
      data: { healer_id: healerId, scheduled_at: start, mode: 'video', title: 'First session' },
      headers,
    });
    expect(response.status()).toBe(201);
    return;
  }
  throw new Error('no free slot');
}

describe('messages: new message, offline and retry', () => {
  const browser = useBrowser();

  it('"New message" lists the people one has sessions with and the first message starts the chat', async () => {
    const healerPage = await browser.newPage();
    const healer = await signUpViaApi(healerPage, 'healer', 'Nadia Newmessage');
    await openWeek(healerPage);
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    await bookWith(page, healer.userId, browser.baseUrl);

    await visit(page, '/messages');
    await page.getByRole('link', { name: 'New message' }).click();
    await page.waitForURL((url) => url.pathname === '/messages/new');
    const people = page.getByRole('list', { name: 'People you have sessions with' });
    await people.getByRole('link', { name: /Nadia Newmessage/ }).click();
    await page.getByText('No messages yet. Say hello!').waitFor();
    await expectAccessible(page);
    // Leaving without writing leaves nothing behind.
    await visit(page, '/messages');
    await page.getByText('No conversations yet.').waitFor();

    await page.goto(`/messages/new?with=${healer.userId}`);
    await page.getByLabel('Type a message').fill('Looking forward to it');
    await page.getByLabel('Type a message').press('Enter');
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await page.getByText('Looking forward to it').waitFor();
    await page.getByText('1 message').waitFor();
  });

  it('offline: a banner says so, an unsent message is marked with Retry, and a retry sends it once', async () => {
    const healerPage = await browser.newPage();
    const healer = await signUpViaApi(healerPage, 'healer', 'Omar Offline');
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    await page.goto(`/messages/new?with=${healer.userId}`);
    await page.getByLabel('Type a message').fill('Hello');
    await page.getByLabel('Type a message').press('Enter');
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await page.getByText('1 message').waitFor();
    // The conversation page's module is loaded before the network goes: the header above is
    // the new-message page's too, shown while the router loads the next page.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/chat-page-')),
    );
    await page.waitForLoadState('networkidle');

    await page.context().setOffline(true);
    await page.getByText('You are offline.').waitFor();
    await page.getByLabel('Type a message').fill('Sent while offline');
    await page.getByLabel('Type a message').press('Enter');
    const unsent = page.getByRole('list', { name: 'Messages not sent yet' });
    await unsent.getByText('Not sent').waitFor();
    expect(await unsent.getByText('Sent while offline').isVisible()).toBe(true);
    // Nothing stays "Saving…" or "Sending…" forever.
    expect(await page.getByText('Sending…').count()).toBe(0);
    await expectAccessible(page);

    await page.context().setOffline(false);
    await expect.poll(() => page.getByText('You are offline.').count()).toBe(0);
    await unsent.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('2 messages').waitFor();
    await expect.poll(() => page.getByText('Sent while offline').count()).toBe(1);
    // The sent message and the unsent list's removal render in separate commits.
    await expect
      .poll(() => page.getByRole('list', { name: 'Messages not sent yet' }).count())
      .toBe(0);
    // A second retry of the same message (an answer lost on the way) changes nothing either.
    const chatId = new URL(page.url()).pathname.split('/').at(-1)!;
    const messages = (await (await page.request.get(`/api/chats/${chatId}/messages`)).json()) as {
      items: Array<{ content: string }>;
    };
    expect(messages.items.map((message) => message.content)).toEqual([
      'Hello',
      'Sent while offline',
    ]);
  });
});

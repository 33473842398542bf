import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUpViaApi } from './support/accounts';
import { expectAccessibleContent, useBrowser, visit } from './support/browser';

/**
 * Chromium's virtual authenticator (DevTools protocol) in the page's tab: a platform
 * authenticator with resident keys that verifies the user without asking.
 */
async function addVirtualAuthenticator(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable');
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await session.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

describe('passkeys (decision 069)', () => {
  const browser = useBrowser();

  it('registers a passkey in settings, then signs in with it alone and lands on the dashboard', async () => {
    const page = await browser.newPage();
    const account = await signUpViaApi(page, 'patient');
    const authenticator = await addVirtualAuthenticator(page);

    await visit(page, '/patient-dashboard/settings?section=security');
    await page.getByText('You have no passkeys yet.').waitFor();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add a passkey' }).click();
    await main.getByText('Please name the passkey').waitFor();
    await main.getByLabel('Passkey name').fill('Test laptop');
    await main.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Passkey added').waitFor();
    const list = main.getByRole('list', { name: 'Your passkeys' });
    await list.getByText('Test laptop').waitFor();
    expect(await list.textContent()).toMatch(/Added /);
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectAccessibleContent(page);

    // Signed out, the login page's button signs in with the passkey: no email, no password.
    const signOut = await page.request.post('/api/auth/sign-out', {
      data: {},
      headers: { origin: inject('baseUrl') },
    });
    expect(signOut.status()).toBe(200);
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/patient-dashboard');
    await page.getByText('Login successful! Welcome back to Wellspring').waitFor();
    const me = await (await page.request.get('/api/me')).json();
    expect(me.user.email).toBe(account.email);
    await page.waitForLoadState('networkidle');
    await expectAccessibleContent(page);

    // Both are in the account's security events.
    const log = await (await page.request.get('/api/me/access-log?category=security')).json();
    expect(log.items.map((entry: { kind: string }) => entry.kind).slice(0, 2)).toEqual([
      'sign_in',
      'passkey_added',
    ]);

    // Renamed in place (an empty name is refused), then removing it leaves none.
    await visit(page, '/patient-dashboard/settings?section=security');
    await page.getByRole('button', { name: 'Rename passkey Test laptop' }).click();
    const newName = page.getByLabel('New name for Test laptop');
    await expect
      .poll(() => newName.evaluate((input) => input === document.activeElement))
      .toBe(true);
    await newName.fill('  ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please name the passkey').waitFor();
    await newName.fill('Work laptop');
    await newName.press('Enter');
    await page.getByText('Passkey renamed').waitFor();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop').waitFor();
    const stored = await (await page.request.get('/api/auth/passkey/list-user-passkeys')).json();
    expect(stored.map((passkey: { name: string }) => passkey.name)).toEqual(['Work laptop']);
    await page.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
    await page.getByText('You have no passkeys yet.').waitFor();
    await expectAccessibleContent(page);
  });

  it('says so when the passkey prompt finds no passkey for this site', async () => {
    const page = await browser.newPage();
    await addVirtualAuthenticator(page);
    await visit(page, '/login');
    // An empty authenticator: the browser's prompt fails (here at once; a person would cancel).
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByText('Passkey sign-in failed').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectAccessibleContent(page);
  });
});

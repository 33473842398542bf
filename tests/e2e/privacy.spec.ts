import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInViaApi, signUpViaApi } from './support/accounts';
import { bookViaApi, healerWithHours } from './support/booking';
import { expectAccessible, useBrowser, visit } from './support/browser';

const DAY = 86_400_000;
const inTwoDaysAt = (time: string) =>
  new Date(
    `${new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10)}T${time}:00.000Z`,
  ).toISOString();

/** The current code of an authenticator app set up with this base32 key. */
const codeFor = (key: string) => createOTP(base32.decode(key.replace(/\s+/g, ''))).totp();

/** Opens one settings section and waits for its heading. */
async function openSection(page: Page, section: string, heading: string) {
  await visit(page, `/patient-dashboard/settings?section=${section}`);
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
}

describe('privacy and account control in settings', () => {
  const browser = useBrowser();

  it('two-factor: set up in Settings with the key on the page, then sign-in asks for a code', async () => {
    const page = await browser.newPage();
    const account = await signUpViaApi(page, 'patient');
    await openSection(page, 'security', 'Security');
    await page.getByText('Two-factor is off.').waitFor();
    await page.getByLabel('Your password').fill(account.password);
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const key = (await page.getByTestId('manual-key').textContent())!;
    expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]+=*$/);
    await expectAccessible(page);

    await page.getByLabel('Code from your app').fill(await codeFor(key));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await page.getByText('Two-factor is on.').waitFor();
    await page.getByRole('form', { name: 'Turn off two-factor' }).waitFor();

    // Sign out, then sign in: the password step leads to the code step on the same page.
    const signedOut = await page.request.post('/api/auth/sign-out', {
      data: {},
      headers: { origin: browser.baseUrl },
    });
    expect(signedOut.status()).toBe(200);
    await visit(page, '/login');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(account.email);
    await main.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    await expectAccessible(page);
    // A wrong code is refused in place.
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code did not work').waitFor();
    await page.getByLabel('Authentication code').fill(await codeFor(key));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/patient-dashboard');
    expect((await page.request.get('/api/me')).status()).toBe(200);
  }, 180_000);

  it('sessions: this device is marked; another one is signed out from the list', async () => {
    const page = await browser.newPage();
    const account = await signUpViaApi(page, 'patient');
    const other = await browser.newPage();
    await signInViaApi(other, account.email, account.password);
    await openSection(page, 'security', 'Security');
    const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect.poll(() => devices.count()).toBe(2);
    expect(await devices.filter({ hasText: 'This device' }).count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Sign out .*last active/ }).click();
    await page.getByText(/^Signed out /).waitFor();
    await expect.poll(() => devices.count()).toBe(1);
    expect((await other.request.get('/api/me')).status()).toBe(401);
    // The security events show the sign-ins.
    const events = page.getByRole('list', { name: 'Security events' });
    await events.getByText('Signed in').first().waitFor();
    expect((await page.request.get('/api/me')).status()).toBe(200);
  });

  it('privacy: the access log shows a healer reading, and "Download my data" says a link is coming', async () => {
    const healerPage = await browser.newPage();
    const healer = await healerWithHours(healerPage, browser.baseUrl);
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    const booked = await bookViaApi(page, browser.baseUrl, {
      healer_id: healer.userId,
      scheduled_at: inTwoDaysAt('10:00'),
    });
    expect((await healerPage.request.get(`/api/appointments/${booked.id}`)).status()).toBe(200);

    await openSection(page, 'privacy', 'Privacy');
    const log = page.getByRole('list', { name: 'Who accessed my data' });
    await log.getByText(`${healer.name} viewed your appointment`).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Download my data' }).click();
    await page.getByText('Your data is being prepared').waitFor();
    await expectAccessible(page);
    expect(await page.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it('every section passes axe; a name is saved; deleting the account signs out with the grace period', async () => {
    const page = await browser.newPage();
    const account = await signUpViaApi(page, 'patient');
    await openSection(page, 'account', 'Account');
    for (const [tab, heading] of [
      ['Security', 'Security'],
      ['Notifications', 'Notifications'],
      ['Calendar feed', 'Calendar feed'],
      ['Privacy', 'Privacy'],
      ['Danger zone', 'Danger zone'],
      ['Account', 'Account'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }

    const name = page.getByLabel('Full name');
    await name.fill('');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Please enter your full name').waitFor();
    await name.fill('Renamed Person');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Name saved').waitFor();

    await page.getByRole('tab', { name: 'Danger zone' }).click();
    await page.getByText(/7-day grace period/).waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Please enter your password').waitFor();
    await page.getByLabel('Your password').fill(account.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText(/Your account will be deleted on/).waitFor();
    await page.getByText('Sign in before then to keep your account.', { exact: false }).waitFor();
    // Signed out, on the login page (an in-app navigation: no load event).
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect((await page.request.get('/api/me')).status()).toBe(401);
  }, 180_000);
});

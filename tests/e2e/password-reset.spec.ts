import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser, visit } from './support/browser';
import { logInViaForm, signUpViaApi } from './support/accounts';

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

describe('forgot and reset password', () => {
  const browser = useBrowser();

  it('emails a link that sets a new password, which then logs in (the old one no longer does)', async () => {
    const setup = await browser.newPage();
    const account = await signUpViaApi(setup, 'healer');
    const page = await browser.newPage();
    await visit(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    // The URL changes before the lazily loaded page replaces the login form (whose Email field
    // has the same label): wait for the new page itself.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain(
      'If an account exists with the email entered, you will receive a password reset link shortly.',
    );
    await expectAccessible(page);

    let email: OutboxEmail | undefined;
    await expect
      .poll(async () => {
        const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as OutboxEmail[];
        email = outbox.find((entry) => entry.to === account.email);
        return Boolean(email);
      })
      .toBe(true);
    const link = email?.text.match(/https?:\/\/\S*reset-password\S*/)?.[0];
    expect(link, email?.text).toBeDefined();

    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    const main = page.getByRole('main');
    const newPassword = 'a-brand-new-long-passphrase';
    await main.getByLabel('New password', { exact: true }).fill(newPassword);
    await main.getByLabel('Confirm new password').fill('something else');
    await page.getByRole('button', { name: 'Update password' }).click();
    expect(await page.getByRole('alert').first().textContent()).toContain("Passwords don't match");
    await main.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Password updated successfully').waitFor();

    // The link is single-use.
    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByRole('main').getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('main').getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByRole('link', { name: 'Request a new reset link' }).waitFor();

    await visit(page, '/login');
    const signInWithOld = await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(signInWithOld.status()).toBe(401);
    await logInViaForm(page, { email: account.email, password: newPassword }, '/healer-dashboard');
  });

  it('ends on the same confirmation for an unknown email (no account enumeration)', async () => {
    const page = await browser.newPage();
    await visit(page, '/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    expect(await page.getByRole('alert').first().textContent()).toContain(
      'Please enter your email address',
    );
    await page.getByRole('main').getByLabel('Email').fill('nobody-here@example.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  });

  it('explains an unknown or used token and links to request a new one', async () => {
    const page = await browser.newPage();
    await visit(page, '/reset-password?token=not-a-real-token');
    const main = page.getByRole('main');
    await main.getByLabel('New password', { exact: true }).fill('short');
    await main.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Update password' }).click();
    expect(await page.getByRole('alert').first().textContent()).toContain(
      'Password must be at least 8 characters',
    );
    await main.getByLabel('New password', { exact: true }).fill('long-enough-passphrase');
    await main.getByLabel('Confirm new password').fill('long-enough-passphrase');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page
      .getByText('This password reset link has expired or has already been used.')
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');

    await visit(page, '/reset-password');
    await page.getByRole('link', { name: 'Request a new reset link' }).waitFor();
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoHealers, demoPatient } from '../../server/seed/demo-data';
import { expectAccessible, useBrowser, visit } from './support/browser';
import { logInViaForm, newAccount, signUpViaApi } from './support/accounts';

describe('accounts: sign-up, log-in, log-out', () => {
  const browser = useBrowser();

  it.each([
    ['healer', 'Wellness professional', '/healer-dashboard', 'Today'],
    ['patient', 'Patient seeking care', '/patient-dashboard', 'Patient Dashboard'],
  ] as const)(
    'signs up as a %s through the form and lands on that dashboard',
    async (role, roleLabel, dashboard, heading) => {
      const page = await browser.newPage();
      const account = newAccount(role);
      await visit(page, '/signup');
      // Patient is preselected.
      expect(await page.getByRole('main').getByLabel('Patient seeking care').isChecked()).toBe(
        true,
      );
      await page.getByText(roleLabel).click();
      await page.getByRole('main').getByLabel('Full name').fill(account.name);
      await page.getByRole('main').getByLabel('Email').fill(account.email);
      await page.getByRole('main').getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => url.pathname === dashboard);
      await page.getByText('Account created successfully! Welcome to Wellspring').waitFor();
      // A first visit says Welcome, not Welcome back.
      await page.getByRole('heading', { name: `Welcome, ${account.name}` }).waitFor();
      expect(await page.title()).toBe(`${heading} | Wellspring`);
      await expectAccessible(page);
    },
  );

  it('gives a practitioner signing up from America/Chicago that time zone from the start', async () => {
    const page = await browser.newPage({ timezoneId: 'America/Chicago' });
    const account = newAccount('healer');
    await visit(page, '/signup');
    await page.getByText('Wellness professional').click();
    await page.getByRole('main').getByLabel('Full name').fill(account.name);
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.getByRole('main').getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/healer-dashboard');
    const me = (await (await page.request.get('/api/me')).json()) as {
      profile: { timezone: string };
    };
    expect(me.profile.timezone).toBe('America/Chicago');
    await visit(page, '/healer-dashboard/availability');
    await page.getByText('America/Chicago', { exact: true }).waitFor();
  });

  it('shows the spec checks in order, then the server refusal of a duplicate email', async () => {
    const page = await browser.newPage();
    const existing = await signUpViaApi(await browser.newPage(), 'patient');
    await visit(page, '/signup');
    const submit = page.getByRole('button', { name: 'Create account' });
    const alert = page.getByRole('alert').first();
    await submit.click();
    expect(await alert.textContent()).toContain('Please enter your full name');
    await page.getByRole('main').getByLabel('Full name').fill('Robin Example');
    await submit.click();
    expect(await alert.textContent()).toContain('Please enter your email');
    await page.getByRole('main').getByLabel('Email').fill('robin@example');
    await submit.click();
    expect(await alert.textContent()).toContain('Please enter a valid email address');
    await page.getByRole('main').getByLabel('Email').fill(existing.email);
    await page.getByRole('main').getByLabel('Password').fill('1234567');
    await submit.click();
    expect(await alert.textContent()).toContain('Password must be at least 8 characters long');
    await expectAccessible(page);
    await page.getByRole('main').getByLabel('Password').fill('a-long-unusual-passphrase');
    await submit.click();
    await page.getByText('Signup failed').waitFor();
    await expect.poll(() => alert.textContent()).toMatch(/already|exists|taken/i);
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it("lists the server's reasons when the password is too weak", async () => {
    const page = await browser.newPage();
    const account = newAccount('patient');
    await visit(page, '/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Full name').fill(account.name);
    await main.getByLabel('Email').fill(account.email);
    // Passes the form's 8-character check; the server also refuses common passwords.
    await main.getByLabel('Password').fill('12345678');
    await page.getByRole('button', { name: 'Create account' }).click();
    const alert = page.getByRole('alert').first();
    await alert.getByRole('listitem').first().waitFor();
    const reasons = await alert.getByRole('listitem').allTextContents();
    expect(reasons.join(' ')).toMatch(/common/i);
    // The reasons stand beside the password field too.
    expect(await main.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/signup');
    await expectAccessible(page);
  });

  it('goes from a server-rendered page into the dashboard inside the app (the signed-in routes found on the way)', async () => {
    const page = await browser.newPage();
    const account = await signUpViaApi(page, 'patient');
    await visit(page, '/healers');
    // A value that a full page load would lose: the dashboard must come from the same document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: `Welcome, ${account.name}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/patient-dashboard');
    expect(await page.title()).toBe('Patient Dashboard | Wellspring');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Find Your Healer' }).waitFor();
  });

  it('logs out from the header menu and logs in again', async () => {
    const page = await browser.newPage();
    const account = await signUpViaApi(page, 'patient');
    await visit(page, '/');
    const header = page.getByRole('banner');
    // Two-letter initials on the avatar (docs/product.md, Constants and limits).
    const [first, last] = account.name.split(' ');
    const avatar = header.getByRole('button', { name: 'Account menu' }).locator('[aria-hidden]');
    expect(await avatar.textContent()).toBe(`${first?.[0]}${last?.[0]}`.toUpperCase());
    await header.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    expect(await menu.textContent()).toContain(account.name);
    expect(await menu.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/patient-dashboard',
    );
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByText("You've been successfully logged out.").waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await header.getByRole('link', { name: 'Login' }).waitFor();
    // The session is gone server-side, not just forgotten by the page.
    expect((await page.request.get('/api/me')).status()).toBe(401);

    await logInViaForm(page, account, '/patient-dashboard');
    await page.getByText('Login successful! Welcome back to Wellspring').waitFor();
  });

  it('shows the login failure as a toast and in the inline box', async () => {
    const page = await browser.newPage();
    await visit(page, '/login');
    await page.getByRole('main').getByLabel('Email').fill('nobody@example.test');
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login failed').waitFor();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('An error occurred during login');
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectAccessible(page);
  });

  it('sends a signed-in visitor away from /login and /signup to the home page', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'healer');
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    }
  });

  it('explains that Google and Apple sign-in are not enabled when they are not configured', async () => {
    const page = await browser.newPage();
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Google' }).click();
    await page.getByText('Google sign-in is not enabled on this server').waitFor();
    await page.getByRole('button', { name: 'Apple' }).click();
    await page.getByText('Apple sign-in is not enabled on this server').waitFor();
  });

  it('lets every demo account of the README log in', async () => {
    const page = await browser.newPage();
    await logInViaForm(
      page,
      { email: demoPatient.email, password: DEMO_PASSWORD },
      '/patient-dashboard',
    );
    const healerPage = await browser.newPage();
    await logInViaForm(
      healerPage,
      { email: demoHealers[0]!.email, password: DEMO_PASSWORD },
      '/healer-dashboard',
    );
    // The other healers through the API (same endpoint), to keep the screen test short.
    for (const healer of demoHealers.slice(1)) {
      const response = await healerPage.request.post('/api/auth/sign-in/email', {
        data: { email: healer.email, password: DEMO_PASSWORD },
        headers: { origin: new URL(healerPage.url()).origin },
      });
      expect(response.status(), healer.email).toBe(200);
    }
  });

  it('offers Dashboard and Log Out in the mobile menu when signed in', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpViaApi(page, 'healer');
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await menu.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/healer-dashboard',
    );
    expect(await menu.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await page.getByText("You've been successfully logged out.").waitFor();
    // On a phone the toast spans the top of the screen, over the menu button.
    await page.getByRole('button', { name: 'Close toast' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' }).waitFor();
  });
});

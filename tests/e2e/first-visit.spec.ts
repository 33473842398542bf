import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PATIENT,
  demoHealerId,
  newAccount,
  signInViaApi,
  signUpViaApi,
} from './support/accounts';
import { expectAccessible, useBrowser, visit } from './support/browser';

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The element that has the focus: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent?.trim(),
  }));

describe('a first visit: links and flows', () => {
  const browser = useBrowser();

  it('"Join as a Professional" opens sign-up with the practitioner role chosen; ?role= works on any link', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    const join = page.getByRole('link', { name: 'Join as a Professional' });
    expect(await join.getAttribute('href')).toBe('/signup?role=healer');
    await join.click();
    await page.waitForURL((url) => url.pathname === '/signup');
    expect(await page.getByRole('radio', { name: 'Wellness professional' }).isChecked()).toBe(true);
    await expectAccessible(page);
    await visit(page, '/signup?role=patient');
    expect(await page.getByRole('radio', { name: 'Patient seeking care' }).isChecked()).toBe(true);
    await visit(page, '/signup?role=admin');
    expect(await page.getByRole('radio', { name: 'Patient seeking care' }).isChecked()).toBe(true);
  });

  it('signed in, the calls to action go where they mean', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    await visit(page, '/healers');
    await page.getByRole('link', { name: 'Book a Session' }).click();
    await page.waitForURL((url) => url.pathname === '/book-session');
    await page.getByRole('heading', { level: 1, name: 'Book a Session' }).waitFor();

    await visit(page, '/');
    expect(await page.getByRole('link', { name: 'Sign Up Free' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/patient-dashboard');

    await visit(page, '/');
    await page.getByRole('button', { name: 'Join as a Professional' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'A practitioner account is a separate account',
    });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    expect(new URL(page.url()).pathname).toBe('/');

    const healer = await browser.newPage();
    await signUpViaApi(healer, 'healer');
    await visit(healer, '/');
    await healer.getByRole('link', { name: 'Join as a Professional' }).click();
    await healer.waitForURL((url) => url.pathname === '/healer-dashboard');
  });

  it('login → sign up → back at the booking with its healer', async () => {
    const page = await browser.newPage();
    const mayaId = await demoHealerId(page, 'Dr. Maya Patel');
    await visit(page, `/healers/${mayaId}`);
    await page.getByRole('link', { name: 'Book a Session' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const booking = `/book-session?healer=${mayaId}`;
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(booking);

    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(booking);
    const account = newAccount('patient');
    const main = page.getByRole('main');
    await main.getByLabel('Full name').fill(account.name);
    await main.getByLabel('Email').fill(account.email);
    await main.getByLabel('Password').fill(account.password);
    await main.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === booking);
    await page.getByText('Session fee: $').waitFor();
    expect(await page.getByRole('combobox', { name: 'Healer' }).inputValue()).toContain(
      'Dr. Maya Patel',
    );
  });

  it('the redirect survives a password reset too, and only same-site paths are honoured', async () => {
    const page = await browser.newPage();
    await visit(page, `/login?redirect=${encodeURIComponent('/book-session?service=3')}`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/book-session?service=3');
    await visit(page, `/signup?redirect=${encodeURIComponent('https://evil.example/')}`);
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Log in' }).getAttribute('href'),
    ).toBe('/login');
  });

  it('a lower card opens its profile at the top, focused on its heading; Back returns to the card', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 600 });
    await visit(page, '/healers');
    const cards = page.getByRole('list', { name: 'Healers' }).getByRole('article');
    await cards.nth(5).waitFor();
    const lower = cards.nth(5);
    await lower.evaluate((card) =>
      window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 40),
    );
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    const name = (await lower.getByRole('heading').textContent())!;
    await lower.getByRole('link', { name: 'View Profile' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => focused(page)).toEqual({ tag: 'H1', text: name });

    await page.goBack();
    await page.getByRole('list', { name: 'Healers' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  it('no footer link goes nowhere; FAQ and Contact are pages of their own', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(8);
    for (const href of hrefs) expect(href === '#' || href === '' || href === null).toBe(false);
    // No social accounts are configured on this server, so none are shown.
    expect(await footer.getByRole('list', { name: 'Social media' }).count()).toBe(0);
    for (const [name, path, heading] of [
      ['FAQ', '/faq', 'Frequently asked questions'],
      ['Contact Us', '/contact', 'Contact us'],
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['Terms of Service', '/terms', 'Terms of Service'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (path === '/contact')
        await page.getByText('This Wellspring server has no support address configured.').waitFor();
      await expectAccessible(page);
    }
  });

  it('the newsletter subscribes for real: double opt-in by email, then unsubscribe', async () => {
    const page = await browser.newPage();
    await visit(page, '/about');
    const email = `reader-${Date.now()}@example.test`;
    const footer = page.getByRole('contentinfo');
    // The form loads when the footer comes into view.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Almost there: we sent you an email.').waitFor();
    const outboxText = async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{
        to: string;
        text: string;
      }>;
      return outbox.find((mail) => mail.to === email)?.text ?? '';
    };
    await expect.poll(outboxText, { timeout: 60_000 }).toContain('/newsletter/confirm?token=');
    const text = await outboxText();
    const confirm = /\/newsletter\/confirm\?token=[\w-]+/.exec(text)![0];
    await visit(page, confirm);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByText('You are subscribed. Thank you!').waitFor();
    await visit(page, confirm.replace('/confirm', '/unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('You are unsubscribed').waitFor();
    await expectAccessible(page);
  });

  it('a mistyped dashboard address shows the 404 page; known sections show their own page', async () => {
    const patient = await browser.newPage();
    await signUpViaApi(patient, 'patient');
    await visit(patient, '/patient-dashboard/apointments');
    await patient.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    for (const [path, heading] of [
      ['/patient-dashboard/appointments', 'Appointments'],
      ['/patient-dashboard/history', 'Session history'],
      ['/patient-dashboard/wellness', 'Wellness plans'],
    ] as const) {
      await visit(patient, path);
      await patient.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await visit(patient, '/patient-dashboard/messages');
    await patient.waitForURL((url) => url.pathname === '/messages');

    const healer = await browser.newPage();
    await signUpViaApi(healer, 'healer');
    await visit(healer, '/healer-dashboard/availabilty');
    await healer.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
  });

  it('signing out in one tab sends the other to login within a second, keeping its draft', async () => {
    const first = await browser.newPage();
    await signInViaApi(first, DEMO_PATIENT);
    const mayaId = await demoHealerId(first, 'Dr. Maya Patel');
    const second = await first.context().newPage();
    await second.goto(`/messages/new?with=${mayaId}`);
    const draft = 'A question I have not finished writing';
    await second.getByLabel('Type a message').fill(draft);
    const where = pathOf(second);

    await visit(first, '/');
    await first.getByRole('button', { name: 'Account menu' }).click();
    await first.getByRole('menuitem', { name: 'Log out' }).click();
    await first.getByText("You've been successfully logged out.").waitFor();
    const before = Date.now();
    await second.waitForURL((url) => url.pathname === '/login', { timeout: 5_000 });
    expect(Date.now() - before).toBeLessThan(3_000);
    expect(new URL(second.url()).searchParams.get('redirect')).toBe(where);

    const main = second.getByRole('main');
    await main.getByLabel('Email').fill(DEMO_PATIENT);
    await main.getByLabel('Password', { exact: true }).fill('wellspring-demo');
    await second.getByRole('button', { name: 'Login', exact: true }).click();
    await second.waitForURL((url) => `${url.pathname}${url.search}` === where);
    await expect.poll(() => second.getByLabel('Type a message').inputValue()).toBe(draft);
  });

  it('the phone menu has Messages and Profile for a signed-in patient', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpViaApi(page, 'patient');
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await menu.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe(
      '/messages',
    );
    expect(await menu.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/patient-profile',
    );
    await expectAccessible(page);
  });

  it('sign-up shows each problem beside its field, described by it, with the spec’s words', async () => {
    const page = await browser.newPage();
    await visit(page, '/signup');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('robin@example');
    await main.getByLabel('Password').fill('short');
    await main.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').first().getByText('Please enter your full name').waitFor();
    for (const [label, message] of [
      ['Full name', 'Please enter your full name'],
      ['Email', 'Please enter a valid email address'],
      ['Password', 'Password must be at least 8 characters long'],
    ] as const) {
      const input = main.getByLabel(label, { exact: true });
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ');
      const texts = await Promise.all(
        describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      expect(texts).toContain(message);
    }
    await expectAccessible(page);
  });

  it('error toasts do not follow the user to the next page', async () => {
    const page = await browser.newPage();
    await visit(page, '/login');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('nobody@example.test');
    await main.getByLabel('Password', { exact: true }).fill('wrong-password-here');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('An error occurred during login').waitFor();
    await page.getByText('Login failed').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Healers' }).click();
    await page.waitForURL((url) => url.pathname === '/healers');
    await expect.poll(() => page.getByText('Login failed').count()).toBe(0);
  });
});

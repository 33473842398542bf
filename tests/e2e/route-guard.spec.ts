import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoPatient } from '../../server/seed/demo-data';
import { useBrowser, visit } from './support/browser';
import { logInViaForm, signUpViaApi } from './support/accounts';

describe('route guard', () => {
  const browser = useBrowser();

  it('sends a signed-out visitor to login and, after logging in, back to the page and query', async () => {
    const page = await browser.newPage();
    await page.goto('/book-session?healer=abc&service=2');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(
      '/book-session?healer=abc&service=2',
    );
    await logInViaForm(
      page,
      { email: demoPatient.email, password: DEMO_PASSWORD },
      '/book-session?healer=abc&service=2',
    );
  });

  it.each([
    '/messages',
    '/healer-dashboard/availability',
    '/patient-dashboard/history',
    '/patient-profile',
  ])('guards %s', async (path) => {
    const page = await browser.newPage();
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
  });

  it('ignores a redirect that leaves the site and uses the dashboard instead', async () => {
    const page = await browser.newPage();
    await visit(page, `/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await logInViaForm(
      page,
      { email: demoPatient.email, password: DEMO_PASSWORD },
      '/patient-dashboard',
    );
  });

  it('sends a patient who opens a healer page to the patient dashboard, and back', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    await page.goto('/healer-dashboard');
    await page.waitForURL((url) => url.pathname === '/patient-dashboard');
    await page.getByRole('heading', { name: /^Welcome( back)?, / }).waitFor();

    const healer = await browser.newPage();
    await signUpViaApi(healer, 'healer');
    await healer.goto('/patient-profile');
    await healer.waitForURL((url) => url.pathname === '/healer-dashboard');
  });

  it('shows each known patient section its own page, and an unknown one the 404 page', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    for (const [sub, heading] of [
      ['appointments', 'Appointments'],
      ['notifications', 'Notifications'],
      ['settings', 'Settings'],
      ['prescriptions', 'Medications'],
    ]) {
      await visit(page, `/patient-dashboard/${sub}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await visit(page, '/patient-dashboard/no-such-section');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
  });
});

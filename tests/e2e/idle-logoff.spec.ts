import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startAppProcess, type AppProcess } from '../support/app-process';
import { expectAccessible, useBrowser, visit } from './support/browser';
import { signUpOn } from './support/started-appointment-app';

/**
 * The browser's idle logoff (decision 070) against its own app, with an idle time of twelve
 * seconds (IDLE_LOGOFF_MINUTES=0.2) warned six seconds before.
 */
let app: AppProcess;

beforeAll(async () => {
  app = await startAppProcess({
    env: {
      SEED: 'false',
      RATE_LIMIT_PER_IP: '10000',
      IDLE_LOGOFF_MINUTES: '0.2',
      IDLE_LOGOFF_WARNING_SECONDS: '6',
    },
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  if (app) removeDataDir(app.dataDir);
});

async function signedInPage(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: app.url },
  });
  expect(response.status()).toBe(200);
  const cookies = await page.context().cookies();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

const me = (cookie: string) => fetch(`${app.url}/api/me`, { headers: { cookie } });

describe('automatic logoff in the browser', () => {
  const browser = useBrowser();

  it('warns with a countdown, stays signed in when asked, then signs out when left idle', async () => {
    const account = await signUpOn(app.url, 'patient', 'Idle Patient');
    const page = await browser.newPage({ baseURL: app.url });
    const cookie = await signedInPage(page, account.email, account.password);
    await visit(page, '/patient-dashboard');

    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await warning.waitFor({ timeout: 20_000 });
    const timer = warning.getByRole('timer');
    const first = Number((await timer.textContent())?.match(/\d+/)?.[0]);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(6);
    expect(await warning.textContent()).toContain('You will be signed out in');
    await expect
      .poll(async () => Number((await timer.textContent())?.match(/\d+/)?.[0]))
      .toBeLessThan(first);
    await expectAccessible(page);

    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/patient-dashboard');
    expect((await me(cookie)).status).toBe(200);

    // Left alone again: warned, then signed out and sent to the login page with the reason.
    await warning.waitFor({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await page
      .getByText('You were signed out after 0.2 minutes without activity')
      .waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/patient-dashboard');
    await expectAccessible(page);
    expect((await me(cookie)).status).toBe(401);
  }, 90_000);

  it('keeps a tab signed in while the user is active in another tab', async () => {
    const account = await signUpOn(app.url, 'patient', 'Two Tabs');
    const idle = await browser.newPage({ baseURL: app.url });
    await signedInPage(idle, account.email, account.password);
    const busy = await idle.context().newPage();
    await visit(idle, '/patient-dashboard');
    await busy.goto('/patient-dashboard/settings');
    // Twenty seconds of work in one tab (longer than the idle time): the other stays in.
    for (let second = 0; second < 20; second += 1) {
      await busy.mouse.move(10 + second, 10 + second);
      await busy.waitForTimeout(1_000);
    }
    expect(new URL(idle.url()).pathname).toBe('/patient-dashboard');
    expect(await idle.getByRole('dialog').count()).toBe(0);
    await busy.close();
  }, 90_000);
});

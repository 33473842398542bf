import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, visit } from './support/browser';
import { signUpViaApi } from './support/accounts';

const sidebarCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'sidebar_state');

describe('healer and patient layouts', () => {
  const browser = useBrowser();

  it('shows the healer sidebar with its links, help and user menu', async () => {
    const page = await browser.newPage();
    const account = await signUpViaApi(page, 'healer');
    await visit(page, '/healer-dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Healer navigation' });
    // The layout is a lazy chunk behind the signed-in check: read the list once it has rendered.
    await sidebar.getByRole('link', { name: 'View my public profile' }).waitFor();
    const links = await sidebar
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]),
      );
    expect(links).toEqual([
      ['Today', '/healer-dashboard'],
      ['Calendar', '/healer-dashboard/calendar'],
      ['Appointments', '/healer-dashboard/appointments'],
      ['Clients', '/healer-dashboard/clients'],
      ['Plan templates', '/healer-dashboard/plan-templates'],
      ['Messages', '/messages'],
      ['Availability', '/healer-dashboard/availability'],
      ['Services', '/healer-dashboard/services'],
      ['Reviews', '/healer-dashboard/reviews'],
      ['Verification', '/healer-dashboard/verification'],
      ['Profile', '/healer-profile'],
      ['Notifications', '/healer-dashboard/notifications'],
      ['Settings', '/healer-dashboard/settings'],
      ['View my public profile', `/healers/${account.userId}`],
    ]);
    expect(await sidebar.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect((await sidebar.boundingBox())?.width).toBe(256);

    await sidebar.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('dialog').getByText('Getting around').waitFor();
    await page.keyboard.press('Escape');

    await sidebar.getByRole('button', { name: new RegExp(account.name) }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/healer-profile');
    await sidebar.getByRole('button', { name: new RegExp(account.name) }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText("You've been successfully logged out.").waitFor();
  });

  it('collapses with Ctrl+B, remembers it in a 7-day cookie, and expands again', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    await visit(page, '/patient-dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Patient navigation' });
    expect(await sidebar.getAttribute('data-state')).toBe('expanded');

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
    const cookie = await sidebarCookie(page);
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await sidebar.getAttribute('data-state')).toBe('collapsed');
    // Collapsed, the links keep their names for screen readers.
    await sidebar.getByRole('link', { name: 'Messages' }).waitFor();

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('expanded');
    expect((await sidebarCookie(page))?.value).toBe('true');
  });

  it('turns the sidebar into a sheet on a narrow screen', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 767, height: 800 });
    await signUpViaApi(page, 'patient');
    await visit(page, '/patient-dashboard');
    expect(await page.getByRole('complementary').count()).toBe(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Patient navigation' });
    await sheet.waitFor();
    expect((await sheet.boundingBox())?.width).toBe(288);
    await sheet.getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL((url) => url.pathname === '/messages');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

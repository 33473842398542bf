import { describe, expect, it } from 'vitest';
import { useBrowser, visit } from './support/browser';

describe('page frame', () => {
  const browser = useBrowser();

  it('shows the header, footer and their links on the home page', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    const header = page.getByRole('banner');
    for (const [name, href] of [
      ['Services', '/services'],
      ['Healers', '/healers'],
      ['About', '/about'],
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ]) {
      expect(await header.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    const footer = page.getByRole('contentinfo');
    for (const name of [
      'Home',
      'Services',
      'Find Healers',
      'About Us',
      'FAQ',
      'Contact Us',
      'Privacy Policy',
      'Terms of Service',
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    // The newsletter form loads when the footer comes into view.
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => footer.getByRole('button', { name: 'Subscribe' }).count()).toBe(1);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    expect(await footer.textContent()).toContain(
      'Your journey to wellness starts here. Connect with trusted professionals for holistic mind-body care.',
    );
  });

  it('shows the 404 page for an unknown path, with a link home', async () => {
    const page = await browser.newPage();
    await visit(page, '/no/such/page');
    expect(await page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible()).toBe(
      true,
    );
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('opens the mobile menu on a narrow screen and navigates from it', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Healers' }).click();
    await page.waitForURL((url) => url.pathname === '/healers');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

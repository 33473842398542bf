import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { signUpViaApi } from './support/accounts';
import { expectAccessible, useBrowser, visit } from './support/browser';
import { confirmationLink } from '../support/confirm-email';

describe('email verification at sign-up (decision 068)', () => {
  const browser = useBrowser();

  it('shows the banner until the mailed link is opened, then a toast and no banner', async () => {
    const page = await browser.newPage();
    const account = await signUpViaApi(page, 'healer', undefined, { confirmed: false });
    await visit(page, '/healer-dashboard');
    const banner = page.getByRole('region', { name: 'Email confirmation' });
    await banner
      .getByText(`Please confirm your email address. We sent a link to ${account.email}.`)
      .waitFor();
    await banner
      .getByText('Your profile appears in the directory once your email is confirmed.')
      .waitFor();
    await expectAccessible(page);

    await banner.getByRole('button', { name: 'Send it again' }).click();
    await page.getByText('We sent a new confirmation link to your email address.').waitFor();

    const link = new URL(await confirmationLink(inject('baseUrl'), account.email));
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL((url) => url.pathname === '/healer-dashboard');
    await page.getByText('Email confirmed').waitFor();
    await expect.poll(() => banner.count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await expectAccessible(page);
  });
});

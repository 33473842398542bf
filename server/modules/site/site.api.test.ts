import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { signUp } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';

describe('GET /api/site', () => {
  describe('configured', () => {
    const t = useTestApp({
      CONTACT_EMAIL: 'care@wellspring.example',
      // In an order other than the footer's, and one network left out.
      SOCIAL_LINKS: JSON.stringify({
        linkedin: 'https://www.linkedin.com/company/wellspring',
        instagram: 'https://instagram.com/wellspring',
      }),
    });

    it('answers the contact address and the configured accounts in the footer’s order, to anyone', async () => {
      const patient = await signUp(t);
      for (const cookie of [undefined, patient.cookie]) {
        const response = await t.request('/api/site', { cookie });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          contact_email: 'care@wellspring.example',
          social_links: [
            { network: 'instagram', url: 'https://instagram.com/wellspring' },
            { network: 'linkedin', url: 'https://www.linkedin.com/company/wellspring' },
          ],
        });
      }
    });
  });

  describe('by default', () => {
    const t = useTestApp();

    it('has no contact address and no social accounts', async () => {
      const response = await t.request('/api/site');
      expect(await response.json()).toEqual({ contact_email: null, social_links: [] });
    });
  });

  it.each([
    [{ SOCIAL_LINKS: 'instagram' }, 'SOCIAL_LINKS must be a JSON object of network to URL'],
    [
      { SOCIAL_LINKS: '{"myspace":"https://myspace.com/x"}' },
      'SOCIAL_LINKS must be a JSON object from facebook, instagram, x, linkedin, youtube, tiktok',
    ],
    [{ SOCIAL_LINKS: '{"x":"http://x.com/w"}' }, 'SOCIAL_LINKS.x must be https:// URLs'],
    [{ CONTACT_EMAIL: 'not an email' }, 'CONTACT_EMAIL must be an email address'],
  ])('refuses a bad configuration in one line naming it: %j', (variables, message) => {
    expect(() => loadEnv(variables)).toThrow(message);
  });
});

import type { Role } from '@contract/constants';
import { apiFetch } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/zoned-date';
import type { SocialProvider } from './get-auth-providers';

interface SocialSignInAnswer {
  url?: string;
  redirect?: boolean;
}

/**
 * Asks the server for the provider's authorization URL; the browser then leaves for it and
 * comes back to `callbackURL` signed in. `role` (the sign-up screen's choice) is given to the
 * account if this sign-in creates one, with the browser's time zone.
 */
export async function signInSocial(provider: SocialProvider, callbackURL: string, role?: Role) {
  const answer = await apiFetch<SocialSignInAnswer>('/api/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider,
      callbackURL,
      disableRedirect: true,
      ...(role && { role }),
      timezone: browserTimeZone(),
    },
  });
  if (!answer.url) throw new Error(`No sign-in address came back for ${provider}`);
  return answer.url;
}

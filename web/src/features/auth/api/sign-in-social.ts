import { apiFetch } from '@/lib/api-client';
import type { SocialProvider } from './get-auth-providers';

interface SocialSignInAnswer {
  url?: string;
  redirect?: boolean;
}

/**
 * Asks the server for the provider's authorization URL; the browser then leaves for it and
 * comes back to `callbackURL` signed in.
 */
export async function signInSocial(provider: SocialProvider, callbackURL: string) {
  const answer = await apiFetch<SocialSignInAnswer>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider, callbackURL, disableRedirect: true },
  });
  if (!answer.url) throw new Error(`No sign-in address came back for ${provider}`);
  return answer.url;
}

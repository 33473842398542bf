import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@contract/profiles';
import { apiFetch } from '@/lib/api-client';
import { useRefreshCurrentUser } from '../hooks/use-refresh-current-user';

export interface SignInBody {
  email: string;
  password: string;
}

export function signIn(body: SignInBody) {
  return apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body: { ...body } });
}

/** Signed in (with the now-current user), or the password was right and a code is next. */
export type SignInOutcome =
  { step: 'signed-in'; currentUser: CurrentUser | null } | { step: 'two-factor' };

const asksForCode = (answer: unknown) =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;

/** Signs in and resolves with the now-current user (role decides where to go next). */
export function useSignIn() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: async (body: SignInBody): Promise<SignInOutcome> => {
      const answer = await signIn(body);
      if (asksForCode(answer)) return { step: 'two-factor' };
      return { step: 'signed-in', currentUser: await refreshCurrentUser() };
    },
  });
}

/**
 * The code step of a sign-in with two-factor on (the two-factor cookie names it): a code of the
 * authenticator app, or one of the backup codes; `trustDevice` skips the step on this browser
 * for 30 days.
 */
export function verifySignInCode(body: { code: string; backup: boolean; trustDevice: boolean }) {
  const path = body.backup ? 'verify-backup-code' : 'verify-totp';
  return apiFetch<unknown>(`/api/auth/two-factor/${path}`, {
    method: 'POST',
    body: { code: body.code, trustDevice: body.trustDevice },
  });
}

export function useVerifySignInCode() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: async (body: { code: string; backup: boolean; trustDevice: boolean }) => {
      await verifySignInCode(body);
      return refreshCurrentUser();
    },
  });
}

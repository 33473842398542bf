import { useMutation } from '@tanstack/react-query';
import type { SignUp } from '@contract/auth';
import { apiFetch } from '@/lib/api-client';
import { useRefreshCurrentUser } from '../hooks/use-refresh-current-user';

export function signUp(body: SignUp) {
  return apiFetch<unknown>('/api/auth/sign-up/email', { method: 'POST', body });
}

/** Creates the account (the server signs the new user in) and resolves with the new user. */
export function useSignUp() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: async (body: SignUp) => {
      await signUp(body);
      return refreshCurrentUser();
    },
  });
}

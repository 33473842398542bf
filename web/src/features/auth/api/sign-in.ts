import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useRefreshCurrentUser } from '../hooks/use-refresh-current-user';

export interface SignInBody {
  email: string;
  password: string;
}

export function signIn(body: SignInBody) {
  return apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body: { ...body } });
}

/** Signs in and resolves with the now-current user (role decides where to go next). */
export function useSignIn() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: async (body: SignInBody) => {
      await signIn(body);
      return refreshCurrentUser();
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `redirectTo` is the page the emailed link opens: /reset-password, with its own query. */
export function requestPasswordReset({ email, redirectTo }: { email: string; redirectTo: string }) {
  return apiFetch<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

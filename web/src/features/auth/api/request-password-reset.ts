import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function requestPasswordReset(email: string) {
  return apiFetch<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/reset-password' },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

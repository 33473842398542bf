import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface ResetPasswordBody {
  newPassword: string;
  token: string;
}

export function resetPassword(body: ResetPasswordBody) {
  return apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', body: { ...body } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

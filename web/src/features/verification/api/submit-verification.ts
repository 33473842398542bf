import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Verification } from '@contract/verification';
import { myVerificationKey } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const submitVerification = () =>
  apiFetch<Verification>('/api/me/verification', { method: 'POST' });

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (verification) => queryClient.setQueryData(myVerificationKey, verification),
  });
}

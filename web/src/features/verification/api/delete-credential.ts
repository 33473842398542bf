import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myVerificationKey } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const deleteCredential = (id: string) =>
  apiFetch<void>(`/api/me/credentials/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCredential,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myVerificationKey }),
  });
}

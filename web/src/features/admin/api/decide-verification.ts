import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Verification, VerificationDecision } from '@contract/verification';
import { adminKeys, healerKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const decideVerification = ({
  healerId,
  decision,
}: {
  healerId: string;
  decision: VerificationDecision;
}) =>
  apiFetch<Verification>(`/api/admin/verifications/${encodeURIComponent(healerId)}`, {
    method: 'POST',
    body: decision,
  });

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      // The badge changes on the directory's cards and the profile.
      void queryClient.invalidateQueries({ queryKey: healerKeys.all });
    },
  });
}

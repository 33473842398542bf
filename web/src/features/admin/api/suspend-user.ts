import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@contract/admin';
import { adminKeys, healerKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export type SuspensionChange = { action: 'suspend'; reason: string } | { action: 'unsuspend' };

export const changeSuspension = ({
  userId,
  change,
}: {
  userId: string;
  change: SuspensionChange;
}) =>
  apiFetch<AdminUserDetail>(
    `/api/admin/users/${encodeURIComponent(userId)}/${change.action}`,
    change.action === 'suspend'
      ? { method: 'POST', body: { reason: change.reason } }
      : { method: 'POST' },
  );

export function useChangeSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSuspension,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.user(detail.user.id), detail);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      // A suspended healer leaves the directory.
      void queryClient.invalidateQueries({ queryKey: healerKeys.all });
    },
  });
}

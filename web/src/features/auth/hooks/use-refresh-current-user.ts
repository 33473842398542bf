import { useQueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@/api/get-current-user';

/** Re-reads /api/me after the session changed and returns the fresh value. */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries({ queryKey: currentUserQuery.queryKey });
    return queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
  };
}

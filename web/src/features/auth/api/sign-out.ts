import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@/api/get-current-user';
import { apiFetch } from '@/lib/api-client';

export function signOut() {
  // The auth library refuses a body-less POST without a JSON content type.
  return apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}

/** Forgets everything cached for the signed-in user and marks the visitor signed out. */
export function clearSignedInState(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0],
  });
  queryClient.setQueryData(currentUserQuery.queryKey, null);
}

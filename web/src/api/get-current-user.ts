import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@contract/profiles';
import { apiFetch, orNull } from '@/lib/api-client';
import { currentUserKey } from './query-keys';

/** The signed-in user and profile; null when signed out (the server answers 401). */
export const getCurrentUser = () => orNull(apiFetch<CurrentUser>('/api/me'), [401]);

/**
 * Shared by every feature that needs to know who is looking (header, guards, "Book a Session"
 * buttons, the realtime stream).
 */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: getCurrentUser,
  staleTime: 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

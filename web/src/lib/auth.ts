import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser, Profile } from '@contract/profiles';
import { apiFetch, ApiRequestError } from './api-client';

/**
 * The signed-in user and profile, or null when signed out. Shared by every feature that
 * needs to know who is looking (header, guards, "Book a Session" buttons).
 */
export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: async (): Promise<CurrentUser | null> => {
    try {
      return await apiFetch<CurrentUser>('/api/me');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** Spec §2: healers land on their dashboard, anyone else on the patient one; no profile → /. */
export function dashboardPath(profile: Pick<Profile, 'role'> | null | undefined): string {
  if (!profile) return '/';
  return profile.role === 'healer' ? '/healer-dashboard' : '/patient-dashboard';
}

export function profilePath(profile: Pick<Profile, 'role'>): string {
  return profile.role === 'healer' ? '/healer-profile' : '/patient-profile';
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfile } from '@contract/profiles';
import { currentUserQuery } from '@/api/get-current-user';
import { apiFetch } from '@/lib/api-client';

export function updateProfile(body: UpdateProfile) {
  return apiFetch<Profile>('/api/me/profile', { method: 'PATCH', body: { ...body } });
}

/** The server's answer is the new profile: it replaces the cached one (docs/product.md, Data). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => setCachedProfile(queryClient, profile),
  });
}

export function setCachedProfile(queryClient: ReturnType<typeof useQueryClient>, profile: Profile) {
  queryClient.setQueryData(currentUserQuery.queryKey, (current) =>
    current ? { ...current, profile } : current,
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@contract/profiles';
import { apiFetch } from '@/lib/api-client';
import { setCachedProfile } from './update-profile';

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<Profile>('/api/me/avatar', { method: 'POST', body });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => setCachedProfile(queryClient, profile),
  });
}

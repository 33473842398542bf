import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmail, ChangePassword, SessionAnswerSchema } from '@contract/auth';
import type { z } from 'zod';
import type { Profile } from '@contract/profiles';
import { currentUserQuery } from '@/api/get-current-user';
import { settingsKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

/** The auth library's view of the signed-in account (whether two-factor is on). */
export const getAuthSession = () => apiFetch<SessionAnswer>('/api/auth/get-session');

export const useAuthSession = () =>
  useQuery({ queryKey: settingsKeys.authSession, queryFn: getAuthSession });

/** A confirmation link goes to the new address; the email changes once it is opened. */
export const changeEmail = (body: ChangeEmail) =>
  apiFetch<{ status: boolean; message: string }>('/api/auth/change-email', {
    method: 'POST',
    body: { ...body },
  });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });

export const changePassword = (body: ChangePassword) =>
  apiFetch<unknown>('/api/auth/change-password', { method: 'POST', body: { ...body } });

/** Other sessions may end: the sessions list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}

/** The name is the profile's (users.name follows it on the server). */
export const saveName = (usr_name: string) =>
  apiFetch<Profile>('/api/me/profile', { method: 'PATCH', body: { usr_name } });

export function useSaveName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveName,
    onSuccess: (profile) =>
      queryClient.setQueryData(currentUserQuery.queryKey, (current) =>
        current ? { ...current, profile } : current,
      ),
  });
}

/** After the account's deletion signed it out everywhere: forget it and all cached for it. */
export function forgetSignedInUser(queryClient: ReturnType<typeof useQueryClient>) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0],
  });
  queryClient.setQueryData(currentUserQuery.queryKey, null);
}

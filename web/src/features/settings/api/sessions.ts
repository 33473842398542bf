import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionList } from '@contract/privacy';
import { settingsKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getSessions = () => apiFetch<SessionList>('/api/me/sessions');

export const useSessions = () =>
  useQuery({ queryKey: settingsKeys.sessions, queryFn: getSessions });

export const revokeSession = (id: string) =>
  apiFetch<void>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const revokeOtherSessions = () =>
  apiFetch<{ revoked: number }>('/api/me/sessions', { method: 'DELETE' });

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
}

export function useRevokeSession() {
  const refresh = useRefreshSessions();
  return useMutation({ mutationFn: revokeSession, onSuccess: refresh });
}

export function useRevokeOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({ mutationFn: revokeOtherSessions, onSuccess: refresh });
}

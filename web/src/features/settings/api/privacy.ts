import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { AccessLogPage } from '@contract/privacy';
import { settingsKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

/** One page of the access log: reads of my data by others, or my account's security events. */
export function getAccessLog(category: 'access' | 'security', cursor?: string) {
  const params = new URLSearchParams({ category });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AccessLogPage>(`/api/me/access-log?${params.toString()}`);
}

export const useAccessLog = (category: 'access' | 'security') =>
  useInfiniteQuery({
    queryKey: settingsKeys.accessLog(category),
    queryFn: ({ pageParam }) => getAccessLog(category, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

/** A job builds the ZIP; the one-time link arrives by email. */
export const requestDataExport = () =>
  apiFetch<{ id: string; status: 'building' }>('/api/me/export', { method: 'POST' });

export const useRequestDataExport = () => useMutation({ mutationFn: requestDataExport });

/** Schedules the deletion (signs out everywhere); answers when the data goes. */
export const deleteAccount = (body: { password: string; code?: string }) =>
  apiFetch<{ deletion_due_at: string }>('/api/me/delete', { method: 'POST', body: { ...body } });

/**
 * `onScheduled` is the mutation's own callback, not the call's: deleting signs this session out,
 * and the event stream can say so first and take the user to the login page, unmounting the
 * form, whose call callbacks would then never run (a CI run missed the toast that way).
 */
export const useDeleteAccount = (onScheduled: (result: { deletion_due_at: string }) => void) =>
  useMutation({ mutationFn: deleteAccount, onSuccess: onScheduled });

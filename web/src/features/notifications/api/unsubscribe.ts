import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { UnsubscribeResult } from '@contract/notifications';
import { apiFetch } from '@/lib/api-client';

const path = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

/** Which emails an unsubscribe link stops (it changes nothing by itself). */
export const getUnsubscribe = (token: string) => apiFetch<UnsubscribeResult>(path(token));

export const unsubscribeQuery = (token: string) =>
  queryOptions({ queryKey: ['unsubscribe', token], queryFn: () => getUnsubscribe(token) });

export const useUnsubscribeInfo = (token: string) =>
  useQuery({ ...unsubscribeQuery(token), enabled: Boolean(token) });

export const unsubscribe = (token: string) =>
  apiFetch<UnsubscribeResult>(path(token), { method: 'POST', body: {} });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealerDetail } from '@contract/healers';
import { apiFetch } from '@/lib/api-client';

export const getHealer = (userId: string) =>
  apiFetch<HealerDetail>(`/api/healers/${encodeURIComponent(userId)}`);

export const healerQuery = (userId: string) =>
  queryOptions({ queryKey: ['healers', 'detail', userId], queryFn: () => getHealer(userId) });

export function useHealer(userId: string | undefined) {
  return useQuery({ ...healerQuery(userId ?? ''), enabled: Boolean(userId) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@contract/admin';
import { adminKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getOverview = (weeks: number, signal?: AbortSignal) =>
  apiFetch<AdminOverview>(`/api/admin/overview?weeks=${weeks}`, { signal });

export const overviewQuery = (weeks: number) =>
  queryOptions({
    queryKey: adminKeys.overview(weeks),
    queryFn: ({ signal }) => getOverview(weeks, signal),
  });

export const useOverview = (weeks: number) => useQuery(overviewQuery(weeks));

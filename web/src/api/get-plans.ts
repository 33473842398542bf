import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanList } from '@contract/plans';
import { apiFetch } from '@/lib/api-client';
import { planKeys } from './query-keys';

export const plansQuery = () =>
  queryOptions({
    queryKey: planKeys.list(),
    queryFn: () => apiFetch<PlanList>('/api/plans'),
  });

/**
 * The viewer's plans (a healer's: all they wrote; a patient's: all shared with them); a
 * `plan.updated` event refetches them (api/realtime.tsx): the live page and the dashboards' tiles.
 */
export const usePlans = () => useQuery(plansQuery());

/** How many of the viewer's plans are active, once known. */
export const useActivePlanCount = () =>
  useQuery({
    ...plansQuery(),
    select: (list) => list.items.filter((plan) => plan.status === 'active').length,
  }).data;

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookableSessionTypeList } from '@contract/practice';
import { apiFetch } from '@/lib/api-client';
import { healerKeys } from './query-keys';

/** The session types a patient can book with a healer (the default one when they have none). */
export const healerSessionTypesQuery = (userId: string) =>
  queryOptions({
    queryKey: healerKeys.sessionTypes(userId),
    queryFn: ({ signal }) =>
      apiFetch<BookableSessionTypeList>(
        `/api/healers/${encodeURIComponent(userId)}/session-types`,
        { signal },
      ),
  });

export function useHealerSessionTypes(userId: string | undefined) {
  return useQuery({ ...healerSessionTypesQuery(userId ?? ''), enabled: Boolean(userId) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentDetail } from '@contract/appointments';
import { appointmentKeys } from '@/api/query-keys';
import { apiFetch, orNull } from '@/lib/api-client';

/** One of the caller's appointments; null when it is not theirs or does not exist. */
export const getSession = (id: string, signal?: AbortSignal) =>
  orNull(
    apiFetch<AppointmentDetail>(`/api/appointments/${encodeURIComponent(id)}`, { signal }),
    [404],
  );

export const sessionQuery = (id: string) =>
  queryOptions({
    queryKey: [...appointmentKeys.all, 'detail', id] as const,
    queryFn: ({ signal }) => getSession(id, signal),
  });

export const useSession = (id: string) => useQuery(sessionQuery(id));

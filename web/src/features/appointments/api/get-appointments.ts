import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { AppointmentList, AppointmentView } from '@contract/appointments';
import { appointmentKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export function getAppointments(view: AppointmentView, limit: number, cursor?: string) {
  const params = new URLSearchParams({ view, limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AppointmentList>(`/api/appointments?${params}`);
}

/** One page of a view: for counts (`total`) and short lists such as the session history. */
export const appointmentsQuery = (view: AppointmentView, limit: number) =>
  queryOptions({
    queryKey: appointmentKeys.list(view, limit),
    queryFn: () => getAppointments(view, limit),
  });

export function useAppointments(view: AppointmentView, limit: number) {
  return useQuery(appointmentsQuery(view, limit));
}

/** A view page by page ("Load more"). */
export const appointmentPagesQuery = (view: AppointmentView, limit: number) =>
  infiniteQueryOptions({
    queryKey: appointmentKeys.pages(view, limit),
    queryFn: ({ pageParam }) => getAppointments(view, limit, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export function useAppointmentPages(view: AppointmentView, limit = 50) {
  return useInfiniteQuery(appointmentPagesQuery(view, limit));
}

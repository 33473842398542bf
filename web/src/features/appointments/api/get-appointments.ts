import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { AppointmentList, AppointmentView } from '@contract/appointments';
import { appointmentKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

/** Sessions starting in [from, to): instants (ISO). */
export interface StartRange {
  from: string;
  to: string;
}

export function getAppointments(
  view: AppointmentView,
  limit: number,
  cursor?: string,
  range?: StartRange,
) {
  const params = new URLSearchParams({ view, limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  if (range) {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  return apiFetch<AppointmentList>(`/api/appointments?${params}`);
}

/**
 * One page of a view: for counts (`total`), short lists such as the session history, and a
 * day's sessions (`range`).
 */
export const appointmentsQuery = (view: AppointmentView, limit: number, range?: StartRange) =>
  queryOptions({
    queryKey: appointmentKeys.list(view, limit, range ? `${range.from}/${range.to}` : ''),
    queryFn: () => getAppointments(view, limit, undefined, range),
  });

export function useAppointments(view: AppointmentView, limit: number, range?: StartRange) {
  return useQuery(appointmentsQuery(view, limit, range));
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

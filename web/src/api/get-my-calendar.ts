import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Calendar } from '@contract/availability';
import { apiFetch } from '@/lib/api-client';
import { myPracticeKeys } from './query-keys';

/**
 * The healer's days from `from` (a date in their zone) with their hours and sessions: the
 * availability page's coming weeks and the dashboard's day and week views.
 */
export const myCalendarQuery = (from: string, days: number) =>
  queryOptions({
    queryKey: [...myPracticeKeys.calendar, from, days],
    queryFn: () =>
      apiFetch<Calendar>(`/api/me/calendar?${new URLSearchParams({ from, days: String(days) })}`),
  });

export const useMyCalendar = (from: string, days: number) =>
  useQuery({ ...myCalendarQuery(from, days), enabled: Boolean(from) });

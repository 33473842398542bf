import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentFull, AppointmentSettings } from '@contract/appointments';
import { appointmentKeys, appointmentSettingsKey } from '@/api/query-keys';
import { apiFetch, orNull } from '@/lib/api-client';

/** One of the caller's appointments in full; null when it is not theirs or does not exist. */
export const appointmentQuery = (id: string) =>
  queryOptions({
    queryKey: appointmentKeys.detail(id),
    queryFn: ({ signal }) =>
      orNull(
        apiFetch<AppointmentFull>(`/api/appointments/${encodeURIComponent(id)}`, { signal }),
        [404],
      ),
  });

export const useAppointment = (id: string) => useQuery(appointmentQuery(id));

/** The server's timing rules: when "No-show" is offered, how long a status may change. */
export const appointmentSettingsQuery = queryOptions({
  queryKey: appointmentSettingsKey,
  queryFn: () => apiFetch<AppointmentSettings>('/api/appointment-settings'),
  staleTime: Infinity,
});

export const useAppointmentSettings = () => useQuery(appointmentSettingsQuery);

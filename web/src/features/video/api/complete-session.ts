import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentDetail } from '@contract/appointments';
import { appointmentKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

/** The healer's "End session" marks a started session completed (the dashboard's rule). */
export function useCompleteSession(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<AppointmentDetail>(`/api/appointments/${encodeURIComponent(appointmentId)}`, {
        method: 'PATCH',
        body: { status: 'completed' },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

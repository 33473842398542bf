import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentDetail, DeclineAppointment } from '@contract/appointments';
import { appointmentKeys, healerKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

const post = (id: string, action: string, body: Record<string, unknown>) =>
  apiFetch<AppointmentDetail>(`/api/appointments/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    body,
  });

export const rescheduleAppointment = ({ id, scheduledAt }: { id: string; scheduledAt: string }) =>
  post(id, 'reschedule', { scheduled_at: scheduledAt });
export const acceptRequest = (id: string) => post(id, 'accept', {});
export const declineRequest = ({ id, body }: { id: string; body: DeclineAppointment }) =>
  post(id, 'decline', body);

/** After a session moves or a request is answered, lists and free times are stale. */
function useSessionMove<T>(mutationFn: (input: T) => Promise<AppointmentDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: healerKeys.allSlots });
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

export const useRescheduleAppointment = () => useSessionMove(rescheduleAppointment);
export const useAcceptRequest = () => useSessionMove(acceptRequest);
export const useDeclineRequest = () => useSessionMove(declineRequest);

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

/**
 * What to tell the user once the server answers. These run on the mutation, not on one `mutate`
 * call: answering a request moves its row out of the buttons that sent it (the list refetches on
 * the realtime event), and per-call callbacks of an unmounted observer never fire.
 */
interface MoveFeedback {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

/** After a session moves or a request is answered, lists and free times are stale. */
function useSessionMove<T>(
  mutationFn: (input: T) => Promise<AppointmentDetail>,
  feedback: MoveFeedback = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => feedback.onSuccess?.(),
    onError: (error) => feedback.onError?.(error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: healerKeys.allSlots });
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

export const useRescheduleAppointment = () => useSessionMove(rescheduleAppointment);
export const useAcceptRequest = (feedback?: MoveFeedback) =>
  useSessionMove(acceptRequest, feedback);
export const useDeclineRequest = (feedback?: MoveFeedback) =>
  useSessionMove(declineRequest, feedback);

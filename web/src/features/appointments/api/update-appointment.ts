import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentDetail, UpdateAppointment } from '@contract/appointments';
import { appointmentKeys, healerKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const updateAppointment = ({ id, change }: { id: string; change: UpdateAppointment }) =>
  apiFetch<AppointmentDetail>(`/api/appointments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
  });

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    // Not awaited: the refetch may remove the row that started the change, and the caller's
    // own callbacks (toasts) must run before that unmounts it.
    onSettled: (_data, _error, { change }) => {
      // A cancellation frees the slot: the booking page's slot lists are stale too.
      if ('status' in change && change.status === 'cancelled')
        void queryClient.invalidateQueries({ queryKey: healerKeys.allSlots });
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, CreateAppointment } from '@contract/appointments';
import { healerKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const createAppointment = ({
  body,
  idempotencyKey,
}: {
  body: CreateAppointment;
  idempotencyKey: string;
}) =>
  apiFetch<Appointment>('/api/appointments', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: healerKeys.allSlots }),
  });
}

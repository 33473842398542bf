import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMedication,
  Dose,
  Medication,
  RecordDose,
  UpdateMedication,
} from '@contract/medications';
import { medicationKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

const path = (id: string) => `/api/me/medications/${encodeURIComponent(id)}`;

export type MedicationChange =
  | { action: 'create'; fields: CreateMedication }
  | { action: 'update'; id: string; fields: UpdateMedication }
  | { action: 'delete'; id: string };

/** Adds, changes or removes a medication (its reminder follows on the server). */
export const saveMedication = (change: MedicationChange): Promise<Medication | undefined> =>
  change.action === 'create'
    ? apiFetch<Medication>('/api/me/medications', { method: 'POST', body: change.fields })
    : change.action === 'update'
      ? apiFetch<Medication>(path(change.id), { method: 'PATCH', body: change.fields })
      : apiFetch<undefined>(path(change.id), { method: 'DELETE' });

export function useSaveMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMedication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: medicationKeys.all }),
  });
}

/** Marks one dose taken or skipped. */
export const recordDose = ({ id, dose }: { id: string; dose: RecordDose }) =>
  apiFetch<Dose>(`${path(id)}/doses`, { method: 'PUT', body: dose });

export function useRecordDose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDose,
    onSettled: () => queryClient.invalidateQueries({ queryKey: medicationKeys.adherence }),
  });
}

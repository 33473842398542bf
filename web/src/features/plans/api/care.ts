import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentNotes,
  CreatePlan,
  CreatePlanTemplate,
  PatientCare,
  Plan,
  PlanTemplate,
  SaveAppointmentNotes,
  UpdatePlan,
} from '@contract/plans';
import { planKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const usePatientCare = (patientId: string) =>
  useQuery({
    queryKey: planKeys.care(patientId),
    queryFn: () => apiFetch<PatientCare>(`/api/me/clients/${encodeURIComponent(patientId)}/care`),
  });

export const useTemplates = () =>
  useQuery({
    queryKey: planKeys.templates,
    queryFn: () => apiFetch<{ items: PlanTemplate[] }>('/api/plan-templates'),
  });

/** Keeps a new template, or (with `id`) replaces a template's name and content. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreatePlanTemplate }) =>
      id
        ? apiFetch<PlanTemplate>(`/api/plan-templates/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body,
          })
        : apiFetch<PlanTemplate>('/api/plan-templates', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.templates }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/plan-templates/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.templates }),
  });
}

export type PlanSave = { id?: undefined; body: CreatePlan } | { id: string; body: UpdatePlan };

/** Writes a new plan or a new version of one. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: PlanSave) =>
      save.id
        ? apiFetch<Plan>(`/api/plans/${encodeURIComponent(save.id)}`, {
            method: 'PATCH',
            body: save.body,
          })
        : apiFetch<Plan>('/api/plans', { method: 'POST', body: save.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

const notesPath = (appointmentId: string) =>
  `/api/appointments/${encodeURIComponent(appointmentId)}/notes`;

export function useSaveNotes(appointmentId: string, patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAppointmentNotes) =>
      apiFetch<AppointmentNotes>(notesPath(appointmentId), { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.care(patientId) }),
  });
}

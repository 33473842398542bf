import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Adherence, MedicationList } from '@contract/medications';
import { medicationKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getMedications = () => apiFetch<MedicationList>('/api/me/medications');

export const medicationsQuery = () =>
  queryOptions({ queryKey: medicationKeys.list, queryFn: getMedications });

export const useMedications = () => useQuery(medicationsQuery());

export const getAdherence = () => apiFetch<Adherence>('/api/me/medication-adherence');

/** The last 14 days' doses and answers; refetched each minute so a due dose turns "missed". */
export const adherenceQuery = () =>
  queryOptions({
    queryKey: medicationKeys.adherence,
    queryFn: getAdherence,
    refetchInterval: 60_000,
  });

export const useAdherence = () => useQuery(adherenceQuery());

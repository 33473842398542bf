import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Verification } from '@contract/verification';
import { myVerificationKey } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getVerification = (signal?: AbortSignal) =>
  apiFetch<Verification>('/api/me/verification', { signal });

export const verificationQuery = () =>
  queryOptions({ queryKey: myVerificationKey, queryFn: ({ signal }) => getVerification(signal) });

export const useVerification = () => useQuery(verificationQuery());

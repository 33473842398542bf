import { queryOptions } from '@tanstack/react-query';
import type { SessionPolicy } from '@contract/auth';
import { sessionPolicyKey } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

/** The browser's idle logoff (GET /api/session-policy, decision 070): fixed while the app runs. */
export const sessionPolicyQuery = queryOptions({
  queryKey: sessionPolicyKey,
  queryFn: ({ signal }) => apiFetch<SessionPolicy>('/api/session-policy', { signal }),
  staleTime: Infinity,
});

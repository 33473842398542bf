import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSessionType,
  SessionType,
  SessionTypeList,
  UpdateSessionType,
} from '@contract/practice';
import { healerKeys, myPracticeKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const mySessionTypesQuery = queryOptions({
  queryKey: myPracticeKeys.sessionTypes,
  queryFn: () => apiFetch<SessionTypeList>('/api/me/session-types'),
});

export const useMySessionTypes = () => useQuery(mySessionTypesQuery);

const path = (id: string) => `/api/me/session-types/${encodeURIComponent(id)}`;

export const createSessionType = (body: CreateSessionType) =>
  apiFetch<SessionType>('/api/me/session-types', { method: 'POST', body });
export const updateSessionType = ({ id, change }: { id: string; change: UpdateSessionType }) =>
  apiFetch<SessionType>(path(id), { method: 'PATCH', body: change });
export const deleteSessionType = (id: string) => apiFetch<void>(path(id), { method: 'DELETE' });

/** Any change to the list: the healer's own list, their public types and free times are stale. */
function useTypeChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myPracticeKeys.sessionTypes });
      void queryClient.invalidateQueries({ queryKey: healerKeys.all });
    },
  });
}

export const useCreateSessionType = () => useTypeChange(createSessionType);
export const useUpdateSessionType = () => useTypeChange(updateSessionType);
export const useDeleteSessionType = () => useTypeChange(deleteSessionType);

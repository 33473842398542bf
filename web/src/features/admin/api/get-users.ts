import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserList } from '@contract/admin';
import { adminKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';
import { pagedQuery } from './paged';

/** Accounts matching the search (`q`, `role`, `status`), newest first. */
export const usersQuery = (search: URLSearchParams) =>
  pagedQuery<AdminUserList>(adminKeys.users(search.toString()), '/api/admin/users', search);

export const useUsers = (search: URLSearchParams) => useInfiniteQuery(usersQuery(search));

export const getUser = (id: string, signal?: AbortSignal) =>
  apiFetch<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, { signal });

export const userQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });

/** Waits until an account is chosen. */
export const useUser = (id: string | null) =>
  useQuery({ ...userQuery(id ?? ''), enabled: Boolean(id) });

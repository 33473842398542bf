import { queryOptions } from '@tanstack/react-query';
import { authProvidersKey } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export type SocialProvider = 'google' | 'apple';
export type AuthProviders = Record<SocialProvider, boolean>;

const NONE: AuthProviders = { google: false, apple: false };

/** Which social sign-in methods this server has credentials for; none when it cannot say. */
export async function getAuthProviders(): Promise<AuthProviders> {
  try {
    return { ...NONE, ...(await apiFetch<Partial<AuthProviders>>('/api/auth-providers')) };
  } catch {
    return NONE;
  }
}

export const authProvidersQuery = queryOptions({
  queryKey: authProvidersKey,
  queryFn: getAuthProviders,
  staleTime: 10 * 60_000,
});

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@contract/site';
import { apiFetch } from '@/lib/api-client';
import { siteConfigKey } from './query-keys';

/** The operator's contact address and social accounts (GET /api/site): fixed while the app runs. */
export const siteConfigQuery = queryOptions({
  queryKey: siteConfigKey,
  queryFn: ({ signal }) => apiFetch<SiteConfig>('/api/site', { signal }),
  staleTime: Infinity,
});

export const useSiteConfig = () => useQuery(siteConfigQuery);

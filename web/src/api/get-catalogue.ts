import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Catalogue, ServiceOffer } from '@contract/catalogue';
import { apiFetch } from '@/lib/api-client';
import { catalogueKey } from './query-keys';

/**
 * Every service as the practitioners offer it and every specialty's count (GET /api/services):
 * the one source of the services' prices and lengths on every page (decision 061).
 */
export const catalogueQuery = queryOptions({
  queryKey: catalogueKey,
  queryFn: ({ signal }) => apiFetch<Catalogue>('/api/services', { signal }),
  staleTime: 60_000,
});

export const useCatalogue = () => useQuery(catalogueQuery);

/** One service's offer out of the catalogue. */
export function useServiceOffer(serviceId: string | undefined): {
  offer: ServiceOffer | undefined;
  isPending: boolean;
  isError: boolean;
} {
  const catalogue = useCatalogue();
  return {
    offer: catalogue.data?.services.find((service) => service.service_id === serviceId),
    isPending: catalogue.isPending,
    isError: catalogue.isError,
  };
}

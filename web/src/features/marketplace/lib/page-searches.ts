import { FEATURED_HEALERS_LIMIT } from '@contract/constants';

/**
 * The fixed directory searches of the public pages, shared with the server render
 * (web/src/entry-server.tsx) so that both ask under the same query key.
 */

/** The best rated healers (docs/product.md, Constants and limits). */
export const FEATURED_HEALERS = new URLSearchParams({
  sort: 'rating',
  limit: String(FEATURED_HEALERS_LIMIT),
});

const PRACTITIONERS_PAGE = 6;

/** docs/product.md, Services: the practitioners who offer the service, best rated first. */
export const servicePractitionersSearch = (serviceId: string) =>
  new URLSearchParams({ service: serviceId, limit: String(PRACTITIONERS_PAGE) });

import type { ServiceOffer } from '@contract/catalogue';
import { fromPrice, practitionerCount, sessionLengths } from './format';

/** The figures of a service, from the practitioners who offer it; while loading, nothing. */
export function serviceFacts(offer: ServiceOffer | undefined) {
  if (!offer) return undefined;
  if (!offer.practitioners || offer.min_minutes === null || offer.max_minutes === null)
    return { offered: false as const };
  return {
    offered: true as const,
    price:
      offer.from_price === null ? 'Price on request' : `${fromPrice(offer.from_price)} per session`,
    lengths: sessionLengths(offer.min_minutes, offer.max_minutes),
    practitioners: practitionerCount(offer.practitioners),
  };
}

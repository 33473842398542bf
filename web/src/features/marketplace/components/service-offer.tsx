import { Clock, Tag, Users } from 'lucide-react';
import type { ServiceOffer } from '@contract/catalogue';
import { serviceFacts } from '../lib/service-facts';

/** The same three lines on every page that shows a service (docs/product.md, Services). */
export function ServiceOfferLines({
  offer,
  unavailable = false,
}: {
  offer: ServiceOffer | undefined;
  /** The figures could not be loaded. */
  unavailable?: boolean;
}) {
  const facts = serviceFacts(offer);
  if (!facts)
    return (
      <p className="text-sm text-slate-600">
        {unavailable ? 'Prices are unavailable right now.' : 'Loading prices…'}
      </p>
    );
  if (!facts.offered)
    return <p className="text-sm text-slate-700">No practitioner offers this service yet.</p>;
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {facts.lengths}
      </p>
      <p className="flex items-center gap-1.5">
        <Users aria-hidden="true" className="size-4" />
        {facts.practitioners}
      </p>
      <p className="flex items-center gap-1.5 font-semibold text-brand-800">
        <Tag aria-hidden="true" className="size-4" />
        {facts.price}
      </p>
    </div>
  );
}

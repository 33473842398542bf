import { useId } from 'react';
import { Link } from 'react-router';
import type { ServiceOffer } from '@contract/catalogue';
import type { Service } from '@contract/services';
import { Button } from '@/components/ui/button';
import { ServiceIllustration } from './service-illustration';
import { ServiceOfferLines } from './service-offer';

export function ServiceCard({
  service,
  offer,
  unavailable,
}: {
  service: Service;
  offer: ServiceOffer | undefined;
  unavailable?: boolean;
}) {
  const titleId = useId();
  const bookable = Boolean(offer?.practitioners);
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <ServiceIllustration category={service.category} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {service.title}
        </h2>
        <p className="text-slate-700">{service.description}</p>
        <ServiceOfferLines offer={offer} unavailable={unavailable} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild variant="outline" className="flex-1">
            <Link to={`/services/${service.id}`}>Learn More</Link>
          </Button>
          {/* Booking a service nobody offers would lead nowhere. */}
          {bookable ? (
            <Button asChild className="flex-1">
              <Link to={`/book-session?service=${service.id}`}>Book a Session</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { findService, SERVICE_CATEGORIES, type Service } from '@contract/services';
import { useServiceOffer } from '@/api/get-catalogue';
import { useHealerPages } from '@/api/get-healers';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/use-page-meta';
import { HealerCard } from '../components/healer-card';
import { ServiceIllustration } from '../components/service-illustration';
import { ServiceOfferLines } from '../components/service-offer';
import { servicePractitionersSearch } from '../lib/page-searches';
import { serviceFacts } from '../lib/service-facts';

/** docs/product.md, Pages and routes: the detail shows the audience text's first sentence. */
const firstSentence = (text: string) => text.match(/^.*?[.!?](\s|$)/)?.[0].trim() ?? text;

export default function ServiceDetailPage() {
  const { id = '' } = useParams();
  const service = findService(id);
  const offer = useServiceOffer(service?.id);
  const facts = serviceFacts(offer.offer);
  usePageMeta(
    service ? service.title : 'Service not found',
    service
      ? `${service.description}${facts?.offered ? ` ${facts.lengths}, ${facts.price}.` : ''}`
      : undefined,
  );

  if (!service)
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Service not found</h1>
        <p className="text-slate-700">We could not find that service.</p>
        <Button asChild>
          <Link to="/services">Back to Services</Link>
        </Button>
      </div>
    );

  const category = SERVICE_CATEGORIES.find((entry) => entry.id === service.category)?.label;
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8">
      <Link
        to="/services"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All services
      </Link>
      <ServiceIllustration category={service.category} className="h-48 rounded-xl" />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{service.title}</h1>
        <p className="text-lg text-slate-700">{service.description}</p>
      </header>
      <dl className="grid gap-4 rounded-xl border border-slate-200 p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Length, price and practitioners</dt>
          <dd className="mt-1">
            <ServiceOfferLines offer={offer.offer} unavailable={offer.isError} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Category</dt>
          <dd className="font-medium text-slate-900">{category}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-slate-600">Who it is for</dt>
          <dd className="font-medium text-slate-900">{firstSentence(service.targetAudience)}</dd>
        </div>
      </dl>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold text-slate-900">About this service</h2>
        <p className="text-slate-700">{service.longDescription}</p>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Benefits</h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {service.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-slate-700">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3">
        {facts?.offered ? (
          <Button asChild size="lg">
            <Link to={`/book-session?service=${service.id}`}>Book This Service</Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant="outline">
          <Link to="/healers">Browse Healers</Link>
        </Button>
      </div>
      <ServicePractitioners service={service} />
    </article>
  );
}

/** docs/product.md, Services: the practitioners who offer the service, best rated first. */
function ServicePractitioners({ service }: { service: Service }) {
  const practitioners = useHealerPages(servicePractitionersSearch(service.id));
  const healers = practitioners.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="service-practitioners" className="flex flex-col gap-4">
      <h2 id="service-practitioners" className="text-xl font-semibold text-slate-900">
        Practitioners who offer {service.title}
      </h2>
      {practitioners.isPending ? (
        <Spinner label="Loading practitioners" />
      ) : practitioners.isError ? (
        <p className="text-slate-700">The practitioners could not be loaded right now.</p>
      ) : healers.length === 0 ? (
        <p className="text-slate-700">
          No practitioner offers this service yet.{' '}
          <Link to="/healers" className="font-medium text-brand-700 underline">
            Browse all healers
          </Link>
        </p>
      ) : (
        <>
          <ul aria-label="Practitioners" className="grid gap-6 sm:grid-cols-2">
            {healers.map((healer) => (
              <li key={healer.user_id} className="flex">
                <HealerCard healer={healer} serviceId={service.id} />
              </li>
            ))}
          </ul>
          <LoadMoreButton query={practitioners} />
        </>
      )}
    </section>
  );
}

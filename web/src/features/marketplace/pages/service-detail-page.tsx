import { ArrowLeft, CheckCircle2, Clock, Tag, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { findService, SERVICE_CATEGORIES } from '@contract/services';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';
import { ServiceIllustration } from '../components/service-illustration';

/** docs/product.md, Pages and routes: the detail shows the audience text's first sentence. */
const firstSentence = (text: string) => text.match(/^.*?[.!?](\s|$)/)?.[0].trim() ?? text;

export default function ServiceDetailPage() {
  const { id = '' } = useParams();
  const service = findService(id);
  usePageMeta(
    service ? service.title : 'Service not found',
    service ? `${service.description} ${service.price}.` : undefined,
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
          <dt className="flex items-center gap-1.5 text-sm text-slate-600">
            <Clock aria-hidden="true" className="size-4" /> Duration
          </dt>
          <dd className="font-medium text-slate-900">{service.duration}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-sm text-slate-600">
            <Tag aria-hidden="true" className="size-4" /> Price
          </dt>
          <dd className="font-medium text-slate-900">{service.price}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Category</dt>
          <dd className="font-medium text-slate-900">{category}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-sm text-slate-600">
            <Users aria-hidden="true" className="size-4" /> Who it is for
          </dt>
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
        <Button asChild size="lg">
          <Link to={`/book-session?service=${service.id}`}>Book This Service</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/healers">Browse Healers</Link>
        </Button>
      </div>
    </article>
  );
}

import { Clock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Service } from '@contract/services';
import { Button } from '@/components/ui/button';
import { ServiceIllustration } from './service-illustration';

export function ServiceCard({ service }: { service: Service }) {
  const titleId = useId();
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
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <Clock aria-hidden="true" className="size-4" />
          {service.duration}
        </p>
        <p className="font-semibold text-brand-800">{service.price}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild variant="outline" className="flex-1">
            <Link to={`/services/${service.id}`}>Learn More</Link>
          </Button>
          <Button asChild className="flex-1">
            <Link to={`/book-session?service=${service.id}`}>Book a Session</Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

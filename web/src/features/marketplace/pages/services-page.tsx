import { Link, useSearchParams } from 'react-router';
import { SERVICE_CATEGORIES, SERVICES, type ServiceCategory } from '@contract/services';
import { useCatalogue } from '@/api/get-catalogue';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';
import { cn } from '@/lib/utils';
import { ServiceCard } from '../components/service-card';

const CHIPS = [{ id: 'all', label: 'All' }, ...SERVICE_CATEGORIES] as const;

export default function ServicesPage() {
  usePageMeta(
    'Services',
    'Holistic therapy, energy healing, nutritional counseling, mindfulness, yoga therapy and sound healing: who offers them, prices and what to expect.',
  );
  // The chosen category is in the URL, so a filtered list can be shared and survives reload.
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = SERVICE_CATEGORIES.find(
    (category) => category.id === searchParams.get('category'),
  )?.id as ServiceCategory | undefined;
  const visible = selected ? SERVICES.filter((service) => service.category === selected) : SERVICES;
  const catalogue = useCatalogue();
  const offerOf = (id: string) => catalogue.data?.services.find((offer) => offer.service_id === id);

  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Our Services</h1>
          <p className="max-w-2xl text-slate-700">
            Care for mind, body and lifestyle, from licensed therapists to yoga, meditation and
            sound practitioners. Choose a service, then the healer who suits you.
          </p>
          <Button asChild size="lg">
            <Link to="/healers">Find a Healer</Link>
          </Button>
        </div>
      </section>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {CHIPS.map((chip) => {
            const active = chip.id === (selected ?? 'all');
            return (
              <button
                key={chip.id}
                type="button"
                aria-pressed={active}
                onClick={() =>
                  setSearchParams(chip.id === 'all' ? {} : { category: chip.id }, {
                    preventScrollReset: true,
                  })
                }
                className={cn(
                  'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {chip.label}
              </button>
            );
          })}
        </div>
        <p aria-live="polite" className="sr-only">
          {`${visible.length} ${visible.length === 1 ? 'service' : 'services'} shown`}
        </p>
        <ul aria-label="Services" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard
                service={service}
                offer={offerOf(service.id)}
                unavailable={catalogue.isError}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/use-page-meta';
import { useAdherence, useMedications } from '../api/get-medications';
import { AdherenceTable } from '../components/adherence-table';
import { MedicationCard } from '../components/medication-card';
import { MedicationDialog } from '../components/medication-dialog';
import { TodayDoses } from '../components/today-doses';
import { LoadError } from '@/components/ui/load-error';

/**
 * docs/product.md, Medication reminders: the patient's own medications, supplements and
 * remedies, today's doses to mark taken or skipped, and the last 14 days' adherence.
 */
export default function PrescriptionsPage({
  recommendations,
}: {
  /** The practitioners' recommendations (the plans feature's, handed in by the router). */
  recommendations?: ReactNode;
}) {
  usePageMeta('Medications', 'Your medications and reminders.');
  const medications = useMedications();
  const adherence = useAdherence();
  const failed = <LoadError />;
  const items = medications.data?.items ?? [];
  const byId = new Map(items.map((medication) => [medication.id, medication]));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Medications</h1>
          <p className="mt-1 text-slate-700">
            Medications, supplements and remedies you take, with reminders at their times
            {medications.data ? ` (${medications.data.timezone})` : ''}.
          </p>
        </div>
        <MedicationDialog
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              Add medication
            </Button>
          }
        />
      </div>

      <section aria-labelledby="today-heading" className="flex flex-col gap-3">
        <h2 id="today-heading" className="text-lg font-semibold text-slate-900">
          Today
        </h2>
        {adherence.isPending || medications.isPending ? (
          <Spinner label="Loading today's doses" />
        ) : adherence.isError || medications.isError ? (
          failed
        ) : (
          <TodayDoses adherence={adherence.data} medications={byId} />
        )}
      </section>

      <section aria-labelledby="list-heading" className="flex flex-col gap-3">
        <h2 id="list-heading" className="text-lg font-semibold text-slate-900">
          Your medications
        </h2>
        {medications.isPending ? (
          <Spinner label="Loading medications" />
        ) : medications.isError ? (
          failed
        ) : items.length === 0 ? (
          <p className="text-slate-700">
            No medications yet. Add one to be reminded when it is time to take it.
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {items.map((medication) => (
              <MedicationCard key={medication.id} medication={medication} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="adherence-heading" className="flex flex-col gap-3">
        <h2 id="adherence-heading" className="text-lg font-semibold text-slate-900">
          Last 14 days
        </h2>
        {adherence.isPending || medications.isPending ? (
          <Spinner label="Loading adherence" />
        ) : adherence.isError || medications.isError ? (
          failed
        ) : (
          <AdherenceTable adherence={adherence.data} medications={items} />
        )}
      </section>
      {recommendations}
    </div>
  );
}

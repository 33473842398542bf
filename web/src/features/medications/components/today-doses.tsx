import { toast } from 'sonner';
import type { Adherence, DoseAnswer, Medication } from '@contract/medications';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRecordDose } from '../api/save-medication';

const STATUS_TEXT = {
  taken: 'Taken',
  skipped: 'Skipped',
  missed: 'Not marked',
  upcoming: 'Later today',
};

/** Today's doses in time order, each to mark taken or skipped (docs/product.md, Medication reminders). */
export function TodayDoses({
  adherence,
  medications,
}: {
  adherence: Adherence;
  medications: Map<string, Medication>;
}) {
  const record = useRecordDose();
  const today = adherence.days.at(-1);
  const doses = adherence.doses
    .filter((dose) => dose.local_date === today && medications.has(dose.medication_id))
    .sort((a, b) => a.due_at.localeCompare(b.due_at));
  if (!doses.length) return <p className="text-slate-700">Nothing to take today.</p>;

  const answer = (medicationId: string, dueAt: string, status: DoseAnswer) =>
    record.mutate(
      { id: medicationId, dose: { due_at: dueAt, status } },
      {
        onSuccess: () =>
          toast.success(status === 'taken' ? 'Marked as taken' : 'Marked as skipped'),
        onError: (error) => toast.error('Could not save it', { description: errorMessage(error) }),
      },
    );

  return (
    <ul className="flex flex-col gap-2" aria-label="Today's doses">
      {doses.map((dose) => {
        const medication = medications.get(dose.medication_id)!;
        const label = `${medication.name} at ${dose.local_time}`;
        return (
          <li
            key={`${dose.medication_id} ${dose.due_at}`}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-white p-3"
          >
            <div>
              <p className="font-medium text-slate-900">
                {dose.local_time} · {medication.name}
                {medication.dose ? ` (${medication.dose})` : ''}
              </p>
              <p className="text-sm text-slate-700">{STATUS_TEXT[dose.status]}</p>
            </div>
            <div className="flex gap-2" role="group" aria-label={label}>
              {(['taken', 'skipped'] as const).map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant={dose.status === status ? 'default' : 'outline'}
                  aria-pressed={dose.status === status}
                  disabled={record.isPending}
                  onClick={() => answer(dose.medication_id, dose.due_at, status)}
                >
                  {status === 'taken' ? 'Taken' : 'Skipped'}
                  <span className="sr-only">: {label}</span>
                </Button>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

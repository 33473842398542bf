import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { WEEKDAY_SHORT_NAMES, type Medication } from '@contract/medications';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useSaveMedication } from '../api/save-medication';
import { MedicationDialog } from './medication-dialog';

/** "Every day", "Weekdays", or the days' short names. */
export function describeDays(days: number[]): string {
  if (days.length === 7) return 'Every day';
  if (days.join() === '1,2,3,4,5') return 'Weekdays';
  return days.map((day) => WEEKDAY_SHORT_NAMES[day]).join(', ');
}

/** One medication: what, when, until when, the next reminder; edit and remove. */
export function MedicationCard({ medication }: { medication: Medication }) {
  const display = useDisplayZone();
  const { name, dose, notes, times, days_of_week, start_date, end_date } = medication;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            {name}
            {dose ? <span className="font-normal text-slate-700"> · {dose}</span> : null}
          </h3>
          <p className="text-sm text-slate-700">
            {times.join(', ')} · {describeDays(days_of_week)}
          </p>
        </div>
        <span
          className={
            medication.active
              ? 'rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900'
              : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700'
          }
        >
          {medication.active ? 'Active' : 'Paused'}
        </span>
      </div>
      {notes ? <p className="text-sm whitespace-pre-line text-slate-700">{notes}</p> : null}
      <p className="text-xs text-slate-600">
        From {formatDate(`${start_date}T12:00:00`, display)}
        {end_date ? ` to ${formatDate(`${end_date}T12:00:00`, display)}` : ''} ·{' '}
        {medication.reminders && medication.next_dose_at
          ? `Next reminder ${formatDateTime(medication.next_dose_at, display)}`
          : medication.reminders
            ? 'No reminder ahead'
            : 'Reminders off'}
      </p>
      <div className="flex flex-wrap gap-2">
        <MedicationDialog
          medication={medication}
          trigger={
            <Button variant="outline" size="sm">
              <Pencil aria-hidden="true" />
              Edit<span className="sr-only"> {name}</span>
            </Button>
          }
        />
        <RemoveMedication medication={medication} />
      </div>
    </li>
  );
}

function RemoveMedication({ medication }: { medication: Medication }) {
  const [open, setOpen] = useState(false);
  const save = useSaveMedication();
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm">
          Remove<span className="sr-only"> {medication.name}</span>
        </Button>
      }
      title={`Remove ${medication.name}?`}
      description="Its reminders stop and its recorded doses are deleted."
      onSubmit={() =>
        save.mutate(
          { action: 'delete', id: medication.id },
          {
            onSuccess: () => {
              toast.success('Medication removed');
              setOpen(false);
            },
            onError: (error) =>
              toast.error('Could not remove it', { description: errorMessage(error) }),
          },
        )
      }
      dismissLabel="Keep it"
      submitLabel="Remove"
      submitVariant="destructive"
      pendingLabel="Removing..."
      pending={save.isPending}
    >
      {null}
    </FormDialog>
  );
}

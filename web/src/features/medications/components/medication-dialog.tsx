import { Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  CreateMedicationSchema,
  MEDICATION_LIMITS,
  WEEKDAY_SHORT_NAMES,
  type Medication,
} from '@contract/medications';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Field, TextField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { SwitchRow } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { issuesByField } from '@/lib/form-issues';
import { useSaveMedication } from '../api/save-medication';

interface Draft {
  name: string;
  dose: string;
  notes: string;
  times: string[];
  days_of_week: string[];
  start_date: string;
  end_date: string;
  reminders: boolean;
  active: boolean;
}

const EVERY_DAY = ['0', '1', '2', '3', '4', '5', '6'];
const DAY_OPTIONS = WEEKDAY_SHORT_NAMES.map((label, day) => ({ id: String(day), label }));

/** Today in the browser's zone, YYYY-MM-DD. */
const today = () =>
  new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

const draftOf = (medication: Medication | undefined): Draft => ({
  name: medication?.name ?? '',
  dose: medication?.dose ?? '',
  notes: medication?.notes ?? '',
  times: medication?.times ?? ['08:00'],
  days_of_week: medication?.days_of_week.map(String) ?? EVERY_DAY,
  start_date: medication?.start_date ?? today(),
  end_date: medication?.end_date ?? '',
  reminders: medication?.reminders ?? true,
  active: medication?.active ?? true,
});

/**
 * Adds a medication, supplement or remedy, or edits one (docs/product.md, Medication
 * reminders): name, dose, notes, times of day, days of the week, start and end, and switches.
 */
export function MedicationDialog({
  medication,
  trigger,
}: {
  medication?: Medication;
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(medication));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const save = useSaveMedication();
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setIssues({});
  };

  const submit = () => {
    const fields = {
      ...draft,
      dose: draft.dose || null,
      notes: draft.notes || null,
      end_date: draft.end_date || null,
      days_of_week: draft.days_of_week.map(Number),
    };
    const checked = CreateMedicationSchema.safeParse(fields);
    if (!checked.success) {
      setIssues(issuesByField(checked.error));
      return;
    }
    save.mutate(
      medication ? { action: 'update', id: medication.id, fields } : { action: 'create', fields },
      {
        onSuccess: () => {
          toast.success(medication ? 'Medication updated' : 'Medication added');
          setOpen(false);
          if (!medication) setDraft(draftOf(undefined));
        },
        onError: (error) =>
          toast.error('Could not save the medication', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDraft(draftOf(medication));
          setIssues({});
        }
      }}
      trigger={trigger}
      title={medication ? `Edit ${medication.name}` : 'Add medication'}
      description="A medication, supplement or remedy you take, and when. Times are in your own time zone."
      onSubmit={submit}
      noValidate
      dismissLabel="Cancel"
      submitLabel={medication ? 'Save changes' : 'Add medication'}
      pendingLabel="Saving..."
      pending={save.isPending}
    >
      <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto pr-1">
        <TextField
          label="Name"
          value={draft.name}
          maxLength={MEDICATION_LIMITS.name}
          onChange={(event) => set({ name: event.target.value })}
          error={issues.name}
          required
        />
        <TextField
          label="Dose (optional)"
          hint="For example 200 mg, 2 capsules, 10 drops"
          value={draft.dose}
          maxLength={MEDICATION_LIMITS.dose}
          onChange={(event) => set({ dose: event.target.value })}
          error={issues.dose}
        />
        <Field label="Notes (optional)" error={issues.notes}>
          {(control) => (
            <Textarea
              {...control}
              value={draft.notes}
              maxLength={MEDICATION_LIMITS.notes}
              onChange={(event) => set({ notes: event.target.value })}
            />
          )}
        </Field>
        <TimesField times={draft.times} onChange={(times) => set({ times })} error={issues.times} />
        <CheckboxGroup
          legend="Days of the week"
          options={DAY_OPTIONS}
          value={draft.days_of_week}
          onChange={(days_of_week) => set({ days_of_week })}
          error={issues.days_of_week}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Start date"
            type="date"
            value={draft.start_date}
            onChange={(event) => set({ start_date: event.target.value })}
            error={issues.start_date}
          />
          <TextField
            label="End date (optional)"
            type="date"
            value={draft.end_date}
            onChange={(event) => set({ end_date: event.target.value })}
            error={issues.end_date}
          />
        </div>
        <SwitchRow
          label="Remind me at these times"
          checked={draft.reminders}
          onChange={(reminders) => set({ reminders })}
        />
        <SwitchRow label="Active" checked={draft.active} onChange={(active) => set({ active })} />
      </div>
    </FormDialog>
  );
}

function TimesField({
  times,
  onChange,
  error,
}: {
  times: string[];
  onChange: (times: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Times of day</legend>
      <ul className="flex flex-col gap-2">
        {times.map((time, index) => (
          <li key={index} className="flex items-center gap-2">
            <Input
              type="time"
              aria-label={`Time ${index + 1}`}
              className="w-36"
              value={time}
              onChange={(event) =>
                onChange(times.map((entry, at) => (at === index ? event.target.value : entry)))
              }
            />
            {times.length > 1 ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove time ${index + 1}`}
                onClick={() => onChange(times.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {times.length < MEDICATION_LIMITS.times ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...times, '20:00'])}
        >
          <Plus aria-hidden="true" />
          Add time
        </Button>
      ) : null}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { SESSION_MODE_LABELS, SESSION_MODES, type SessionMode } from '@contract/constants';
import { CreateSessionTypeSchema, SESSION_TYPE_LIMITS, type SessionType } from '@contract/practice';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Field, SelectField, TextField } from '@/components/ui/field';
import { SwitchRow } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { FormDialog } from '@/components/ui/form-dialog';
import { useCreateSessionType, useUpdateSessionType } from '../api/session-types';
import { issuesByField } from '@/lib/form-issues';

const DURATIONS = Array.from(
  { length: SESSION_TYPE_LIMITS.maxDuration / 15 },
  (_, index) => (index + 1) * 15,
);
const MODE_OPTIONS = SESSION_MODES.map((mode) => ({ id: mode, label: SESSION_MODE_LABELS[mode] }));

interface Draft {
  name: string;
  description: string;
  duration_minutes: number;
  price: string;
  modes: SessionMode[];
  requires_confirmation: boolean;
  is_active: boolean;
}

const draftOf = (type: SessionType | undefined, defaultModes: SessionMode[]): Draft => ({
  name: type?.name ?? '',
  description: type?.description ?? '',
  duration_minutes: type?.duration_minutes ?? 60,
  price: type ? String(type.price) : '',
  modes: type?.modes ?? defaultModes,
  requires_confirmation: type?.requires_confirmation ?? false,
  is_active: type?.is_active ?? true,
});

/** Adds a session type, or edits one: name, description, length, price, modes and switches. */
export function SessionTypeDialog({
  type,
  defaultModes,
  trigger,
}: {
  type?: SessionType;
  defaultModes: SessionMode[];
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(type, defaultModes));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const create = useCreateSessionType();
  const update = useUpdateSessionType();
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setIssues({});
  };

  const onSubmit = () => {
    const parsed = CreateSessionTypeSchema.safeParse({
      ...draft,
      price: draft.price.trim() === '' ? undefined : Number(draft.price),
      description: draft.description || null,
    });
    if (!parsed.success) {
      setIssues(issuesByField(parsed.error));
      return;
    }
    const done = {
      onSuccess: () => {
        toast.success(type ? 'Session type saved' : 'Session type added');
        setOpen(false);
      },
      onError: (error: Error) =>
        toast.error('Failed to save the session type', { description: errorMessage(error) }),
    };
    if (type) update.mutate({ id: type.id, change: parsed.data }, done);
    else create.mutate(parsed.data, done);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(draftOf(type, defaultModes));
          setIssues({});
        }
        setOpen(next);
      }}
      trigger={trigger}
      title={type ? `Edit ${type.name}` : 'Add a session type'}
      description="Patients choose among your active session types when they book."
      onSubmit={onSubmit}
      noValidate
      dismissLabel="Cancel"
      submitLabel={type ? 'Save' : 'Add session type'}
      pendingLabel="Saving…"
      pending={create.isPending || update.isPending}
    >
      <div className="grid gap-4">
        <TextField
          label="Name"
          value={draft.name}
          maxLength={SESSION_TYPE_LIMITS.name}
          error={issues.name}
          onChange={(event) => set({ name: event.target.value })}
        />
        <Field label="Description (optional)" error={issues.description}>
          {(control) => (
            <Textarea
              {...control}
              value={draft.description}
              maxLength={SESSION_TYPE_LIMITS.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Duration"
            value={draft.duration_minutes}
            error={issues.duration_minutes}
            onChange={(event) => set({ duration_minutes: Number(event.target.value) })}
          >
            {DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </SelectField>
          <TextField
            label="Price ($)"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={draft.price}
            error={issues.price}
            onChange={(event) => set({ price: event.target.value })}
          />
        </div>
        <CheckboxGroup
          legend="Offered as"
          options={MODE_OPTIONS}
          value={draft.modes}
          error={issues.modes}
          onChange={(modes) => set({ modes })}
        />
        <SwitchRow
          label="Requires my confirmation (patients request, you accept or decline within 24 hours)"
          checked={draft.requires_confirmation}
          onChange={(requires_confirmation) => set({ requires_confirmation })}
        />
        <SwitchRow
          label="Active (patients can book it)"
          checked={draft.is_active}
          onChange={(is_active) => set({ is_active })}
        />
      </div>
    </FormDialog>
  );
}

import { Globe } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  BOOKING_LIMITS,
  SLOT_STEP_OPTIONS,
  UpdateBookingSettingsSchema,
  type BookingSettings,
} from '@contract/practice';
import { Button } from '@/components/ui/button';
import { Field, SelectField, TextField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useSaveBookingSettings } from '../api/booking-settings';
import { issuesByField } from '@/lib/form-issues';

type NumberField =
  | 'min_notice_hours'
  | 'horizon_days'
  | 'buffer_before_minutes'
  | 'buffer_after_minutes'
  | 'cancellation_window_hours';

/** Number inputs keep what is typed; the save turns it into numbers (empty: none). */
type Draft = Record<NumberField | 'daily_max_sessions', string> & {
  slot_step_minutes: string;
  cancellation_policy: string;
};

const draftOf = (settings: BookingSettings): Draft => ({
  min_notice_hours: String(settings.min_notice_hours),
  horizon_days: String(settings.horizon_days),
  buffer_before_minutes: String(settings.buffer_before_minutes),
  buffer_after_minutes: String(settings.buffer_after_minutes),
  cancellation_window_hours: String(settings.cancellation_window_hours),
  daily_max_sessions:
    settings.daily_max_sessions === null ? '' : String(settings.daily_max_sessions),
  slot_step_minutes: settings.slot_step_minutes === null ? '' : String(settings.slot_step_minutes),
  cancellation_policy: settings.cancellation_policy ?? '',
});

const NUMBERS: Array<{
  name: NumberField;
  label: string;
  hint: string;
  max: number;
  step?: number;
}> = [
  {
    name: 'min_notice_hours',
    label: 'Minimum notice (hours)',
    hint: 'How soon before a session patients can still book it.',
    max: BOOKING_LIMITS.minNoticeHours,
  },
  {
    name: 'horizon_days',
    label: 'Booking horizon (days)',
    hint: 'How far ahead patients can book (at most 365).',
    max: BOOKING_LIMITS.horizonDays,
  },
  {
    name: 'buffer_before_minutes',
    label: 'Buffer before each session (minutes)',
    hint: 'Kept free before every session, in steps of 5.',
    max: BOOKING_LIMITS.bufferMinutes,
    step: 5,
  },
  {
    name: 'buffer_after_minutes',
    label: 'Buffer after each session (minutes)',
    hint: 'Kept free after every session, in steps of 5.',
    max: BOOKING_LIMITS.bufferMinutes,
    step: 5,
  },
];

/** The healer's booking rules (docs/product.md, Booking rules and Cancellation policy). */
export function BookingRulesForm({ settings }: { settings: BookingSettings }) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const save = useSaveBookingSettings();
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setIssues({});
  };
  const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateBookingSettingsSchema.safeParse({
      min_notice_hours: Number(draft.min_notice_hours),
      horizon_days: Number(draft.horizon_days),
      buffer_before_minutes: Number(draft.buffer_before_minutes),
      buffer_after_minutes: Number(draft.buffer_after_minutes),
      cancellation_window_hours: Number(draft.cancellation_window_hours),
      daily_max_sessions: numberOrNull(draft.daily_max_sessions),
      slot_step_minutes: numberOrNull(draft.slot_step_minutes),
      cancellation_policy: draft.cancellation_policy,
    });
    if (!parsed.success) {
      setIssues(issuesByField(parsed.error));
      toast.error('Failed to save booking rules', {
        description: 'Please correct the highlighted fields.',
      });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toast.success('Booking rules saved');
      },
      onError: (error) =>
        toast.error('Failed to save booking rules', { description: errorMessage(error) }),
    });
  };

  return (
    <section aria-labelledby="rules-heading" className="grid gap-4">
      <h2 id="rules-heading" className="text-xl font-semibold">
        Booking rules
      </h2>
      <p className="flex flex-wrap items-center gap-2 rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <Globe aria-hidden="true" className="size-4" />
        <span>
          Days and hours are in your time zone, <strong>{settings.timezone}</strong>.
        </span>
        <Link to="/healer-profile" className="font-medium text-brand-800 underline">
          Change your time zone in your profile
        </Link>
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
      >
        {NUMBERS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            hint={field.hint}
            type="number"
            inputMode="numeric"
            min={0}
            max={field.max}
            step={field.step ?? 1}
            value={draft[field.name]}
            error={issues[field.name]}
            onChange={(event) => set({ [field.name]: event.target.value })}
          />
        ))}
        <TextField
          label="Daily maximum (sessions)"
          hint="Leave empty for no maximum."
          type="number"
          inputMode="numeric"
          min={1}
          max={BOOKING_LIMITS.dailyMaxSessions}
          value={draft.daily_max_sessions}
          error={issues.daily_max_sessions}
          onChange={(event) => set({ daily_max_sessions: event.target.value })}
        />
        <SelectField
          label="Start times every"
          hint="How far apart the times patients can pick are."
          value={draft.slot_step_minutes}
          error={issues.slot_step_minutes}
          onChange={(event) => set({ slot_step_minutes: event.target.value })}
        >
          <option value="">The session’s length</option>
          {SLOT_STEP_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} minutes
            </option>
          ))}
        </SelectField>
        <TextField
          label="Cancellation window (hours)"
          hint="A patient cancelling later than this before the session cancels late; 0 for none."
          type="number"
          inputMode="numeric"
          min={0}
          max={BOOKING_LIMITS.cancellationWindowHours}
          value={draft.cancellation_window_hours}
          error={issues.cancellation_window_hours}
          onChange={(event) => set({ cancellation_window_hours: event.target.value })}
        />
        <Field
          label="Cancellation policy (optional)"
          hint="Shown to patients before they book and when they cancel late."
          error={issues.cancellation_policy}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              value={draft.cancellation_policy}
              maxLength={BOOKING_LIMITS.cancellationPolicy}
              onChange={(event) => set({ cancellation_policy: event.target.value })}
            />
          )}
        </Field>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save booking rules'}
          </Button>
        </div>
      </form>
    </section>
  );
}

import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  CreateAvailabilityOverrideSchema,
  OVERRIDE_LIMITS,
  type CalendarSession,
  type OverrideWindow,
} from '@contract/availability';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { errorMessage } from '@/lib/api-client';
import { dateTimeIn } from '@/lib/zoned-date';
import { useCreateOverride } from '../api/overrides';

const DEFAULT_HOURS: OverrideWindow = { start_time: '09:00', end_time: '17:00' };

/**
 * Marks a date or a range off, or gives it its own hours instead of the week. Sessions already
 * booked stay; those outside the new hours are listed so the healer can move or cancel them.
 */
export function OverrideForm({ today, timezone }: { today: string; timezone: string }) {
  const kindId = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<'off' | 'hours'>('off');
  const [windows, setWindows] = useState<OverrideWindow[]>([DEFAULT_HOURS]);
  const [problem, setProblem] = useState<string>();
  const [standing, setStanding] = useState<CalendarSession[]>([]);
  const create = useCreateOverride();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body =
      kind === 'off'
        ? { date_from: from, date_to: to || from, available: false as const }
        : { date_from: from, date_to: to || from, available: true as const, windows };
    const parsed = CreateAvailabilityOverrideSchema.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the dates and hours');
      return;
    }
    create.mutate(body, {
      onSuccess: (created) => {
        toast.success(kind === 'off' ? 'Time off added' : 'Date override added');
        setStanding(created.standing_sessions);
        setFrom('');
        setTo('');
      },
      onError: (error) =>
        toast.error('Failed to add the date override', { description: errorMessage(error) }),
    });
  };

  const change = (index: number, patch: Partial<OverrideWindow>) => {
    setWindows(windows.map((window, at) => (at === index ? { ...window, ...patch } : window)));
    setProblem(undefined);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="override-form-heading"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="override-form-heading" className="text-lg font-semibold">
        Add time off or special hours
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="From"
          type="date"
          min={today}
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            setProblem(undefined);
          }}
        />
        <TextField
          label="To (optional)"
          hint="Leave empty for a single day."
          type="date"
          min={from || today}
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setProblem(undefined);
          }}
        />
      </div>
      <div className="grid gap-2">
        <span id={kindId} className="text-sm font-medium text-slate-800">
          On these dates
        </span>
        <RadioGroup
          aria-labelledby={kindId}
          value={kind}
          onValueChange={(value) => setKind(value as 'off' | 'hours')}
        >
          {(
            [
              ['off', 'I am unavailable (time off)'],
              ['hours', 'I work these hours instead'],
            ] as const
          ).map(([value, label]) => (
            <div key={value} className="flex items-center gap-2">
              <RadioGroupItem id={`${kindId}-${value}`} value={value} />
              <Label htmlFor={`${kindId}-${value}`}>{label}</Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      {kind === 'hours' ? (
        <ul className="grid gap-3">
          {windows.map((window, index) => (
            <li
              key={index}
              role="group"
              aria-label={`Window ${index + 1}`}
              className="flex flex-wrap items-end gap-3"
            >
              <div className="grid gap-1">
                <Label htmlFor={`${kindId}-start-${index}`}>From</Label>
                <Input
                  id={`${kindId}-start-${index}`}
                  type="time"
                  step={900}
                  className="w-36"
                  value={window.start_time}
                  onChange={(event) => change(index, { start_time: event.target.value })}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${kindId}-end-${index}`}>To</Label>
                <Input
                  id={`${kindId}-end-${index}`}
                  type="time"
                  step={900}
                  className="w-36"
                  value={window.end_time}
                  onChange={(event) => change(index, { end_time: event.target.value })}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove window ${index + 1}`}
                disabled={windows.length === 1}
                className="text-red-700 hover:bg-red-50"
                onClick={() => setWindows(windows.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
          <li>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={windows.length >= OVERRIDE_LIMITS.windows}
              onClick={() => setWindows([...windows, DEFAULT_HOURS])}
            >
              <Plus aria-hidden="true" />
              Add hours
            </Button>
          </li>
        </ul>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Add date override'}
        </Button>
      </div>
      {standing.length > 0 ? (
        <div
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p className="font-medium">These sessions still stand on those dates:</p>
          <ul className="mt-1 list-disc pl-5">
            {standing.map((session) => (
              <li key={session.id}>
                {dateTimeIn(timezone, session.scheduled_at)}: {session.title} with{' '}
                {session.patient_name}
                {session.status === 'pending' ? ' (request)' : ''}
              </li>
            ))}
          </ul>
          <p className="mt-1">
            Move or cancel them from your{' '}
            <Link to="/healer-dashboard/appointments?filter=upcoming" className="underline">
              appointments
            </Link>{' '}
            if you will not be there.
          </p>
        </div>
      ) : null}
    </form>
  );
}

import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  APPOINTMENT_LIMITS,
  BOOKING_HORIZON_DAYS,
  DURATION_OPTIONS,
  REQUIRED_FIELDS_MESSAGE,
  SESSION_MINUTES,
  SLOT_TAKEN_MESSAGE,
} from '@contract/appointments';
import type { SessionMode } from '@contract/constants';
import { useHealer } from '@/api/get-healer';
import { useHealerSlots } from '@/api/get-healer-slots';
import { Button } from '@/components/ui/button';
import { Field, SelectField, TextField } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError } from '@/lib/api-client';
import { useCreateAppointment } from '../api/create-appointment';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { HealerCard } from './healer-card';
import { HealerCombobox, healerLabel } from './healer-combobox';
import { SessionModeRadios } from './session-mode-radios';
import { TimeSelect } from './time-select';

/** yyyy-mm-dd of the visitor's today, moved by `days`. */
function localDay(days = 0) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return new Intl.DateTimeFormat('en-CA').format(date);
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `step-${number}`;
  return (
    <fieldset
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {number}. {title}
      </h2>
      {children}
    </fieldset>
  );
}

export function BookingForm({
  initialHealerId,
  initialTitle,
}: {
  initialHealerId: string;
  initialTitle: string;
}) {
  const navigate = useNavigate();
  const [healerId, setHealerId] = useState(initialHealerId);
  const [title, setTitle] = useState(initialTitle);
  const [details, setDetails] = useState('');
  const [modeChoice, setModeChoice] = useState<SessionMode>();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [titleMissing, setTitleMissing] = useState(false);
  const healer = useHealer(healerId || undefined);
  const slots = useHealerSlots(healerId || undefined, date);
  const book = useCreateAppointment();
  const keyFor = useIdempotencyKey();

  const offered = healer.data?.consultation_modes ?? [];
  // docs/product.md, Behaviour: the healer's first mode is selected until the patient picks
  // another.
  const mode = modeChoice && offered.includes(modeChoice) ? modeChoice : offered[0];
  const healerZone = slots.data?.timezone ?? healer.data?.timezone;
  const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!healerId || !date || !time || !title.trim() || !mode) {
      setTitleMissing(!title.trim());
      toast.error(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    const body = {
      healer_id: healerId,
      scheduled_at: time,
      mode,
      title: title.trim(),
      details: details.trim() || null,
    };
    book.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: () => {
          toast.success('Appointment booked successfully!');
          void navigate('/patient-dashboard');
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            toast.error(error.code === 'slot_taken' ? SLOT_TAKEN_MESSAGE : error.message);
            setTime('');
            void slots.refetch();
          } else if (error instanceof ApiRequestError) {
            toast.error('Failed to book appointment. Please try again.', {
              description: error.message,
            });
          } else {
            toast.error('An unexpected error occurred. Please try again.');
          }
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 grid gap-6">
      <Step number={1} title="Choose a Healer">
        <Label htmlFor="healer">Healer</Label>
        <div className="mt-1">
          <HealerCombobox
            id="healer"
            selectedLabel={healer.data ? healerLabel(healer.data) : ''}
            onSelect={(chosen) => {
              if (chosen.user_id === healerId) return;
              setHealerId(chosen.user_id);
              setModeChoice(undefined);
              setTime('');
            }}
          />
        </div>
        {(healer.isError || healer.data === null) && (
          <p className="mt-2 text-sm text-red-700">
            This healer could not be found. Please choose another.
          </p>
        )}
        {healer.data && <HealerCard healer={healer.data} />}
      </Step>

      <Step number={2} title="Session Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Title"
            className="sm:col-span-2"
            required
            maxLength={APPOINTMENT_LIMITS.title}
            value={title}
            aria-invalid={titleMissing || undefined}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleMissing(false);
            }}
          />
          <SelectField label="Duration" disabled value={SESSION_MINUTES}>
            {DURATION_OPTIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </SelectField>
          <Field label="Details" className="sm:col-span-2">
            {(control) => (
              <Textarea
                {...control}
                maxLength={APPOINTMENT_LIMITS.details}
                placeholder="Anything the healer should know before the session"
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
            )}
          </Field>
        </div>
      </Step>

      <Step number={3} title="Session Mode">
        <SessionModeRadios
          labelledBy="step-3"
          offered={offered}
          value={mode}
          onChange={setModeChoice}
        />
      </Step>

      <Step number={4} title="Date & Time">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Date"
            type="date"
            min={localDay()}
            max={localDay(BOOKING_HORIZON_DAYS - 1)}
            value={date}
            onChange={(event) => {
              setDate(event.target.value >= localDay() ? event.target.value : '');
              setTime('');
            }}
          />
          <TimeSelect
            id="time"
            healerChosen={Boolean(healerId)}
            date={date}
            loading={slots.isFetching && !slots.data}
            slots={slots.isError ? [] : (slots.data?.slots ?? [])}
            value={time}
            onChange={setTime}
          />
        </div>
        {healerZone && healerZone !== visitorZone && (
          <p className="mt-3 text-sm text-slate-700">
            {healer.data?.usr_name ?? 'This healer'} works in {healerZone}; the date is their
            calendar day.
          </p>
        )}
      </Step>

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={!healerId || !date || !time || book.isPending}>
          {book.isPending ? 'Booking...' : 'Book Session'}
        </Button>
      </div>
    </form>
  );
}

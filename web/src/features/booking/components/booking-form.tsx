import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  APPOINTMENT_LIMITS,
  REQUIRED_FIELDS_MESSAGE,
  SESSION_MINUTES,
  SLOT_TAKEN_MESSAGE,
} from '@contract/appointments';
import type { SessionMode } from '@contract/constants';
import { findService } from '@contract/services';
import type { BookableSessionType } from '@contract/practice';
import { useHealer } from '@/api/get-healer';
import { CharacterCount } from '@/components/ui/character-count';
import { UnsavedChangesPrompt } from '@/components/ui/unsaved-changes-prompt';
import { useHealerSessionTypes } from '@/api/get-healer-session-types';
import { useSlotSearch } from '@/api/use-slot-search';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { SlotPicker } from '@/components/ui/slot-picker';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError, NetworkError } from '@/lib/api-client';
import { zoneLabel } from '@/lib/zoned-date';
import { useCreateAppointment } from '../api/create-appointment';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { BookingTerms } from './booking-terms';
import { HealerCard } from './healer-card';
import { HealerCombobox, healerLabel } from './healer-combobox';
import { SessionModeRadios } from './session-mode-radios';
import { SessionTypeSelect } from './session-type-select';

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

/** docs/product.md, Booking: what the title field says when it is left empty. */
const TITLE_MISSING = 'Please give the session a title, such as what you would like to work on.';

export function BookingForm({
  initialHealerId,
  initialTitle,
  initialSlot,
  serviceId,
}: {
  initialHealerId: string;
  initialTitle: string;
  /** A day and start chosen on the healer's profile (its free times). */
  initialSlot?: { date: string; time?: string };
  /** Booking from a service: only the practitioners who offer it are offered. */
  serviceId?: string;
}) {
  const navigate = useNavigate();
  const [healerId, setHealerId] = useState(initialHealerId);
  const [typeChoice, setTypeChoice] = useState<BookableSessionType>();
  // The title follows the session type's name until the patient writes their own (or the
  // `service` parameter gave one).
  const [ownTitle, setOwnTitle] = useState(initialTitle || undefined);
  const [details, setDetails] = useState('');
  const [modeChoice, setModeChoice] = useState<SessionMode>();
  const [titleMissing, setTitleMissing] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const durationId = useId();
  const healer = useHealer(healerId || undefined);
  const offer = useHealerSessionTypes(healerId || undefined);
  const types = offer.data?.items ?? [];
  const type = types.find((candidate) => candidate.id === typeChoice?.id) ?? types[0];
  const search = useSlotSearch(
    healerId ? { healerId, sessionTypeId: type?.id ?? null } : undefined,
    initialSlot,
  );
  const book = useCreateAppointment();
  const keyFor = useIdempotencyKey();

  const title = ownTitle ?? type?.name ?? '';
  const offered = type?.modes ?? [];
  // docs/product.md, Behaviour: the first mode is selected until the patient picks another.
  const mode = modeChoice && offered.includes(modeChoice) ? modeChoice : offered[0];
  const healerZone = healer.data?.timezone;
  const duration = type?.duration_minutes ?? SESSION_MINUTES;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      // The one field the button cannot guard: say so at the field, and go there.
      setTitleMissing(true);
      titleRef.current?.focus();
      return;
    }
    if (!healerId || !search.date || !search.time || !mode) {
      toast.error(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    const body = {
      healer_id: healerId,
      scheduled_at: search.time,
      mode,
      title: title.trim(),
      details: details.trim() || null,
      ...(type?.id ? { session_type_id: type.id } : {}),
    };
    book.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (appointment) => {
          if (appointment.status === 'pending')
            toast.success('Booking request sent!', {
              description: `${healer.data?.usr_name ?? 'The healer'} has 24 hours to confirm it.`,
            });
          else toast.success('Appointment booked successfully!');
          void navigate('/patient-dashboard');
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            toast.error(error.code === 'slot_taken' ? SLOT_TAKEN_MESSAGE : error.message);
            search.clearTime();
            void search.refresh();
          } else if (error instanceof ApiRequestError || error instanceof NetworkError) {
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

  // A note written and not yet sent is work the patient would lose by leaving.
  const unsent = details.trim() !== '' && !book.isPending && !book.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 grid gap-6">
      <UnsavedChangesPrompt dirty={unsent} />
      <Step number={1} title="Choose a Healer">
        <Label htmlFor="healer">Healer</Label>
        <div className="mt-1">
          <HealerCombobox
            id="healer"
            serviceId={serviceId}
            selectedLabel={healer.data ? healerLabel(healer.data) : ''}
            onSelect={(chosen) => {
              if (chosen.user_id === healerId) return;
              setHealerId(chosen.user_id);
              setTypeChoice(undefined);
              setModeChoice(undefined);
              search.clear();
            }}
          />
        </div>
        {serviceId ? (
          <p className="mt-2 text-sm text-slate-700">
            Showing the practitioners who offer {findService(serviceId)?.title ?? 'this service'}.
          </p>
        ) : null}
        {(healer.isError || healer.data === null) && (
          <p className="mt-2 text-sm text-red-700">
            This healer could not be found. Please choose another.
          </p>
        )}
        {healer.data && (
          <HealerCard healer={healer.data} fee={type ? type.price : healer.data.consultation_fee} />
        )}
        {healer.data && !healer.data.bookable && (
          <p className="mt-2 text-sm text-red-700">
            {healer.data.usr_name} is not taking bookings yet. Please choose another healer.
          </p>
        )}
      </Step>

      <Step number={2} title="Session Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <SessionTypeSelect
            types={types}
            value={type}
            onChange={(chosen) => {
              setTypeChoice(chosen);
              search.clearTime();
            }}
          />
          <TextField
            ref={titleRef}
            label="Title"
            className="sm:col-span-2"
            required
            maxLength={APPOINTMENT_LIMITS.title}
            value={title}
            error={titleMissing ? TITLE_MISSING : undefined}
            onChange={(event) => {
              setOwnTitle(event.target.value);
              setTitleMissing(false);
            }}
          />
          {/* The session type sets the length: shown as it is, not as a choice. */}
          <div className="space-y-1.5">
            <p id={durationId} className="text-sm font-medium text-slate-800">
              Duration
            </p>
            <p aria-labelledby={durationId} className="font-medium text-slate-900">
              {duration} minutes
            </p>
            <p className="text-xs text-slate-600">Set by the session type</p>
          </div>
          <Field
            label="Details"
            hint="Anything the practitioner should know. Only they see it."
            className="sm:col-span-2"
          >
            {(control) => (
              <>
                <Textarea
                  {...control}
                  aria-describedby={[control['aria-describedby'], 'details-count'].join(' ')}
                  aria-invalid={details.length > APPOINTMENT_LIMITS.details || undefined}
                  placeholder="Anything the practitioner should know before the session"
                  value={details}
                  onChange={(event) => setDetails(event.target.value)}
                />
                <CharacterCount
                  id="details-count"
                  count={details.length}
                  max={APPOINTMENT_LIMITS.details}
                />
              </>
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
        <SlotPicker
          {...search.picker}
          healerChosen={Boolean(healerId)}
          note={
            healerZone && healerZone !== search.picker.zone ? (
              <p className="text-sm text-slate-700">
                {healer.data?.usr_name ?? 'This healer'} works in {zoneLabel(healerZone)}.
              </p>
            ) : null
          }
        />
      </Step>

      {healer.data && offer.data ? (
        <BookingTerms
          healerName={healer.data.usr_name}
          type={type}
          windowHours={offer.data.cancellation_window_hours}
          policy={offer.data.cancellation_policy}
        />
      ) : null}

      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          disabled={!healerId || !search.date || !search.time || book.isPending}
        >
          {book.isPending ? 'Booking...' : 'Book Session'}
        </Button>
      </div>
    </form>
  );
}

import { AlertTriangle } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { HEALER_REASON_MESSAGE, type AppointmentDetail } from '@contract/appointments';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useUpdateAppointment } from '../api/update-appointment';
import { FormDialog } from '@/components/ui/form-dialog';
import { ReasonField } from './reason-field';
import { isPastDeadline } from './status-badge';

const hoursBefore = (appointment: AppointmentDetail) =>
  Math.round(
    (Date.parse(appointment.scheduled_at) - Date.parse(appointment.cancellation_deadline!)) /
      3_600_000,
  );

/**
 * Cancel after a confirmation (either party, before the start; the patient may also withdraw a
 * request). The healer must give a reason; a patient inside the healer's cancellation window is
 * told first that it will count as late (docs/product.md, Cancellation policy).
 */
export function CancelAppointmentDialog({
  appointment,
  withName,
  viewer,
}: {
  appointment: AppointmentDetail;
  /** The other party, as the viewer knows them. */
  withName: string;
  viewer: 'patient' | 'healer';
}) {
  const display = useDisplayZone();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const update = useUpdateAppointment();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The list the cancelled appointment was in: its Cancel button is gone once the dialog closes.
  const listAfterCancel = useRef<HTMLElement | undefined>(undefined);
  const late =
    viewer === 'patient' && appointment.status === 'scheduled' && isPastDeadline(appointment);

  const onSubmit = () => {
    if (viewer === 'healer' && !reason.trim()) {
      setProblem(HEALER_REASON_MESSAGE);
      return;
    }
    update.mutate(
      { id: appointment.id, change: { status: 'cancelled', reason: reason.trim() || null } },
      {
        onSuccess: () => {
          toast.success('Appointment cancelled');
          listAfterCancel.current =
            triggerRef.current?.closest<HTMLElement>('ul, table') ?? undefined;
          setOpen(false);
          setReason('');
        },
        onError: (error) =>
          toast.error('Failed to cancel appointment', {
            description: errorMessage(error),
          }),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(undefined);
      }}
      returnFocusTo={() => {
        const list = listAfterCancel.current;
        listAfterCancel.current = undefined;
        if (!list) return undefined;
        return list.isConnected
          ? list
          : (document.querySelector<HTMLElement>('main h1') ?? undefined);
      }}
      trigger={
        <Button
          ref={triggerRef}
          variant="outline"
          size="sm"
          aria-label={`Cancel appointment with ${withName}`}
        >
          Cancel
        </Button>
      }
      title="Cancel appointment?"
      description={`${appointment.title} with ${withName} on ${formatDateTime(appointment.scheduled_at, display)}. The time becomes free for others to book.`}
      onSubmit={onSubmit}
      noValidate
      dismissLabel="Keep appointment"
      submitLabel="Cancel appointment"
      pendingLabel="Cancelling…"
      submitVariant="destructive"
      pending={update.isPending}
    >
      {late ? (
        <div
          role="alert"
          className="mb-2 flex gap-2 rounded-md border border-orange-200 bg-orange-50 p-3 text-sm text-orange-950"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">This is a late cancellation.</p>
            <p>
              {withName} asks for at least {hoursBefore(appointment)} hours’ notice, so this
              cancellation will be marked as late.
            </p>
            {appointment.cancellation_policy ? (
              <p className="mt-1 whitespace-pre-line">{appointment.cancellation_policy}</p>
            ) : null}
          </div>
        </div>
      ) : null}
      <ReasonField
        label={viewer === 'healer' ? 'Reason (required)' : 'Reason (optional)'}
        value={reason}
        error={problem}
        hint={viewer === 'healer' ? `${withName} will see it.` : undefined}
        onChange={(value) => {
          setReason(value);
          setProblem(undefined);
        }}
      />
    </FormDialog>
  );
}

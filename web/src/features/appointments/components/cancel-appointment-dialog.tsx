import { useState } from 'react';
import { toast } from 'sonner';
import { CANCELLATION_REASON_MAX, type AppointmentDetail } from '@contract/appointments';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useUpdateAppointment } from '../api/update-appointment';
import { FormDialog } from '@/components/ui/form-dialog';

/** Cancel with an optional reason, after a confirmation (either party, before the start). */
export function CancelAppointmentDialog({
  appointment,
  withName,
}: {
  appointment: AppointmentDetail;
  /** The other party, as the viewer knows them. */
  withName: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const update = useUpdateAppointment();

  const onSubmit = () =>
    update.mutate(
      { id: appointment.id, change: { status: 'cancelled', reason: reason.trim() || null } },
      {
        onSuccess: () => {
          toast.success('Appointment cancelled');
          setOpen(false);
          setReason('');
        },
        onError: (error) =>
          toast.error('Failed to cancel appointment', {
            description: errorMessage(error),
          }),
      },
    );

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Cancel appointment with ${withName}`}>
          Cancel
        </Button>
      }
      title="Cancel appointment?"
      description={`${appointment.title} with ${withName} on ${formatDateTime(appointment.scheduled_at)}. The time becomes free for others to book.`}
      onSubmit={onSubmit}
      dismissLabel="Keep appointment"
      submitLabel="Cancel appointment"
      pendingLabel="Cancelling…"
      submitVariant="destructive"
      pending={update.isPending}
    >
      <Field label="Reason (optional)">
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            maxLength={CANCELLATION_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}

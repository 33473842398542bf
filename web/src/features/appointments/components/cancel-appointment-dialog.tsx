import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CANCELLATION_REASON_MAX, type AppointmentDetail } from '@contract/appointments';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useUpdateAppointment } from '../api/update-appointment';

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
  const reasonId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
            description: error instanceof ApiRequestError ? error.message : 'Please try again.',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Cancel appointment with ${withName}`}>
          Cancel
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Cancel appointment?"
        description={`${appointment.title} with ${withName} on ${formatDateTime(appointment.scheduled_at)}. The time becomes free for others to book.`}
      >
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={reasonId}>Reason (optional)</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={CANCELLATION_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep appointment
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={update.isPending}>
              {update.isPending ? 'Cancelling…' : 'Cancel appointment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { toast } from 'sonner';
import type { AppointmentDetail } from '@contract/appointments';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useAcceptRequest, useDeclineRequest } from '../api/session-moves';
import { FormDialog } from '@/components/ui/form-dialog';
import { ReasonField } from './reason-field';

/** The healer answers a booking request: accept at once, or decline with an optional reason. */
export function RequestButtons({ appointment }: { appointment: AppointmentDetail }) {
  const display = useDisplayZone();
  const [open, setOpen] = useState(false);
  const accept = useAcceptRequest({
    onSuccess: () => toast.success('Request accepted'),
    onError: (error) =>
      toast.error('Failed to accept the request', { description: errorMessage(error) }),
  });
  const decline = useDeclineRequest({
    onSuccess: () => {
      toast.success('Request declined');
      setOpen(false);
    },
    onError: (error) =>
      toast.error('Failed to decline the request', { description: errorMessage(error) }),
  });
  const [reason, setReason] = useState('');
  const who = appointment.patient_name;
  return (
    <>
      <Button
        size="sm"
        disabled={accept.isPending}
        aria-label={`Accept request from ${who}`}
        onClick={() => accept.mutate(appointment.id)}
      >
        Accept
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" size="sm" aria-label={`Decline request from ${who}`}>
            Decline
          </Button>
        }
        title="Decline this request?"
        description={`${appointment.title} with ${who} on ${formatDateTime(appointment.scheduled_at, display)}. The time becomes free for others to book.`}
        onSubmit={() =>
          decline.mutate({ id: appointment.id, body: { reason: reason.trim() || null } })
        }
        dismissLabel="Keep request"
        submitLabel="Decline request"
        pendingLabel="Declining…"
        submitVariant="destructive"
        pending={decline.isPending}
      >
        <ReasonField label="Reason (optional)" value={reason} onChange={setReason} />
      </FormDialog>
    </>
  );
}

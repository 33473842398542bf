import { useState } from 'react';
import { toast } from 'sonner';
import { SLOT_TAKEN_MESSAGE, type AppointmentDetail } from '@contract/appointments';
import { useSlotSearch } from '@/api/use-slot-search';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SlotPicker } from '@/components/ui/slot-picker';
import { ApiRequestError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useRescheduleAppointment } from '../api/session-moves';

/**
 * Moves a scheduled session to another free time of the same healer and length, picked on the
 * same calendar as booking (docs/product.md, Reschedule). Either party may; the server refuses
 * a patient inside the cancellation window, where this button is not offered.
 */
export function RescheduleDialog({
  appointment,
  withName,
}: {
  appointment: AppointmentDetail;
  withName: string;
}) {
  const display = useDisplayZone();
  const [open, setOpen] = useState(false);
  const search = useSlotSearch(
    open
      ? {
          healerId: appointment.healer_id,
          sessionTypeId: null,
          durationMinutes: appointment.duration_minutes,
        }
      : undefined,
  );
  const move = useRescheduleAppointment();

  const onMove = () =>
    move.mutate(
      { id: appointment.id, scheduledAt: search.time },
      {
        onSuccess: (moved) => {
          toast.success('Session rescheduled', {
            description: `Now on ${formatDateTime(moved.scheduled_at, display)}.`,
          });
          setOpen(false);
          search.clear();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            toast.error(error.code === 'slot_taken' ? SLOT_TAKEN_MESSAGE : error.message);
            search.clearTime();
            void search.refresh();
          } else
            toast.error('Failed to reschedule', {
              description: error instanceof ApiRequestError ? error.message : undefined,
            });
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Reschedule appointment with ${withName}`}>
          Reschedule
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Reschedule session"
        description={`${appointment.title} with ${withName}, now on ${formatDateTime(appointment.scheduled_at, display)}. Pick a new time; ${withName} will be told.`}
        className="max-w-3xl"
      >
        <SlotPicker
          {...search.picker}
          healerChosen
          note={
            appointment.healer_timezone !== search.picker.zone ? (
              <p className="text-sm text-slate-700">
                The healer works in {appointment.healer_timezone}.
              </p>
            ) : null
          }
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Keep current time
            </Button>
          </DialogClose>
          <Button type="button" disabled={!search.time || move.isPending} onClick={onMove}>
            {move.isPending ? 'Moving…' : 'Move session'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

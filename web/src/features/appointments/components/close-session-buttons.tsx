import { useState } from 'react';
import { toast } from 'sonner';
import type { AppointmentDetail } from '@contract/appointments';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useNow } from '@/lib/use-now';
import { useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '@/api/query-keys';
import { useAppointmentSettings } from '../api/get-appointment';
import { updateAppointment, useUpdateAppointment } from '../api/update-appointment';

type CloseStatus = 'completed' | 'no_show' | 'scheduled';

const DONE: Record<CloseStatus, string> = {
  completed: 'Session marked completed',
  no_show: 'Marked as no-show',
  scheduled: 'No-show undone',
};

const failed = (error: unknown) =>
  toast.error('Failed to update appointment', { description: errorMessage(error) });

/** One status change of a session, with the toasts of docs/product.md, Messages. */
function useCloseSession(appointment: AppointmentDetail) {
  const update = useUpdateAppointment();
  const queryClient = useQueryClient();
  // The toast outlives the buttons that made it (the row changes with the status), so its Undo
  // does not go through their mutation.
  const undo = (status: CloseStatus) =>
    updateAppointment({ id: appointment.id, change: { status } })
      .then(() => toast.success(DONE[status]), failed)
      .finally(() => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all }));
  const close = (status: CloseStatus, onDone?: () => void) =>
    update.mutate(
      { id: appointment.id, change: { status } },
      {
        onSuccess: () => {
          onDone?.();
          toast.success(DONE[status], {
            // A no-show marked by mistake is undone in one click (it can be changed for 7 days).
            action:
              status === 'no_show'
                ? {
                    label: 'Undo',
                    onClick: () =>
                      void undo(appointment.status === 'scheduled' ? 'scheduled' : 'completed'),
                  }
                : undefined,
          });
        },
        onError: failed,
      },
    );
  return { close, pending: update.isPending };
}

/** "No-show" asks first: it tells the patient they missed the session. */
function NoShowDialog({
  appointment,
  label,
  onConfirm,
  pending,
}: {
  appointment: AppointmentDetail;
  label: string;
  onConfirm: (done: () => void) => void;
  pending: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline" aria-label={`${label}: ${appointment.patient_name}`}>
          {label}
        </Button>
      }
      title="Mark as no-show?"
      description={`${appointment.patient_name} did not come to “${appointment.title}”. They will be told. You can change this for 7 days.`}
      onSubmit={() => onConfirm(() => setOpen(false))}
      dismissLabel="Keep as is"
      submitLabel="Mark as no-show"
      pendingLabel="Saving..."
      pending={pending}
    />
  );
}

/**
 * The healer closes a session that has started: it took place (one click, and a second one
 * changes nothing), or the patient did not come, offered NO_SHOW_AFTER_MINUTES after the start.
 */
export function CloseSessionButtons({ appointment }: { appointment: AppointmentDetail }) {
  const display = useDisplayZone();
  const now = useNow();
  const settings = useAppointmentSettings();
  const { close, pending } = useCloseSession(appointment);
  const noShowFrom =
    Date.parse(appointment.scheduled_at) + (settings.data?.no_show_after_minutes ?? 0) * 60_000;
  const who = appointment.patient_name;
  return (
    <>
      <Button
        size="sm"
        disabled={pending}
        onClick={() => close('completed')}
        aria-label={`Mark completed: session with ${who}`}
      >
        Mark completed
      </Button>
      {!settings.isSuccess ? null : now >= noShowFrom ? (
        <NoShowDialog
          appointment={appointment}
          label="No-show"
          pending={pending}
          onConfirm={(done) => close('no_show', done)}
        />
      ) : (
        <span className="self-center text-xs text-slate-600">
          No-show from {formatTime(new Date(noShowFrom).toISOString(), display)}
        </span>
      )}
    </>
  );
}

/** Whether a closed session's status may still change (STATUS_CHANGE_DAYS after its end). */
export function isChangeable(appointment: AppointmentDetail, days: number, now = Date.now()) {
  return (
    (appointment.status === 'completed' || appointment.status === 'no_show') &&
    Date.parse(appointment.ends_at) + days * 86_400_000 > now
  );
}

/** A closed session the healer changes their mind about, within the days allowed. */
export function ChangeClosedStatus({ appointment }: { appointment: AppointmentDetail }) {
  const now = useNow();
  const settings = useAppointmentSettings();
  const { close, pending } = useCloseSession(appointment);
  if (!settings.isSuccess || !isChangeable(appointment, settings.data.status_change_days, now))
    return null;
  if (appointment.status === 'completed')
    return (
      <NoShowDialog
        appointment={appointment}
        label="Change to no-show"
        pending={pending}
        onConfirm={(done) => close('no_show', done)}
      />
    );
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={() => close('completed')}
        aria-label={`Change to completed: session with ${appointment.patient_name}`}
      >
        Change to completed
      </Button>
      <Button size="sm" variant="ghost" disabled={pending} onClick={() => close('scheduled')}>
        Undo no-show
      </Button>
    </>
  );
}

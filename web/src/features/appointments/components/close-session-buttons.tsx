import { toast } from 'sonner';
import type { AppointmentDetail } from '@contract/appointments';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useUpdateAppointment } from '../api/update-appointment';

/** The healer closes a session that has started: it took place, or the patient did not come. */
export function CloseSessionButtons({ appointment }: { appointment: AppointmentDetail }) {
  const update = useUpdateAppointment();
  const close = (status: 'completed' | 'no_show') =>
    update.mutate(
      { id: appointment.id, change: { status } },
      {
        onSuccess: () =>
          toast.success(status === 'completed' ? 'Session marked completed' : 'Marked as no-show'),
        onError: (error) =>
          toast.error('Failed to update appointment', {
            description: errorMessage(error),
          }),
      },
    );
  const who = appointment.patient_name;
  return (
    <>
      <Button
        size="sm"
        disabled={update.isPending}
        onClick={() => close('completed')}
        aria-label={`Mark completed: session with ${who}`}
      >
        Mark completed
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={update.isPending}
        onClick={() => close('no_show')}
        aria-label={`No-show: ${who}`}
      >
        No-show
      </Button>
    </>
  );
}

import type { AppointmentDetail } from '@contract/appointments';
import { useDisplayZone, type DisplayZone } from '@/lib/display-zone';
import { formatDateTime } from '@/lib/format-date';

const SIDE = { patient: 'patient', healer: 'practitioner' } as const;

/** Who last changed the status and when, in words (docs/product.md, Appointments). */
export function statusHistory(appointment: AppointmentDetail, display: DisplayZone): string | null {
  const when = appointment.status_changed_at
    ? ` on ${formatDateTime(appointment.status_changed_at, display)}`
    : '';
  const by = appointment.status_changed_by;
  switch (appointment.status) {
    case 'cancelled':
      return `Cancelled by ${appointment.cancelled_by ? SIDE[appointment.cancelled_by] : 'someone no longer here'}${when}${appointment.late_cancellation ? ' (late cancellation)' : ''}`;
    case 'declined':
      return `Declined by the practitioner${when}`;
    case 'expired':
      return `Expired unanswered${when}`;
    case 'completed':
      return by === 'system'
        ? `Marked completed automatically${when}`
        : `Marked completed by the practitioner${when}`;
    case 'no_show':
      return `Marked as a no-show by the practitioner${when}`;
    default:
      return null;
  }
}

export function StatusHistory({ appointment }: { appointment: AppointmentDetail }) {
  const history = statusHistory(appointment, useDisplayZone());
  if (!history) return null;
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-800">
      <p>{history}</p>
      {appointment.cancellation_reason ? (
        <p>
          <span className="font-medium">Reason:</span> {appointment.cancellation_reason}
        </p>
      ) : null}
    </div>
  );
}

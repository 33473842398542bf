import type { AppointmentDetail } from '@contract/appointments';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { dateTimeIn, zoneLabel } from '@/lib/zoned-date';

/**
 * When a session is, in the viewer's zone (named), with the healer's own time beside it where
 * their zone differs, and where it was before its latest move (docs/product.md, Reschedule).
 */
export function SessionTime({
  appointment,
  showHealerZone = false,
}: {
  appointment: AppointmentDetail;
  showHealerZone?: boolean;
}) {
  const display = useDisplayZone();
  const healerZone = appointment.healer_timezone;
  return (
    <span className="inline-flex flex-col">
      <time dateTime={appointment.scheduled_at}>
        {formatDateTime(appointment.scheduled_at, display)}
      </time>
      {showHealerZone && healerZone !== display.zone ? (
        <span className="text-xs text-slate-600">
          {dateTimeIn(healerZone, appointment.scheduled_at)} for the healer ({zoneLabel(healerZone)}
          )
        </span>
      ) : null}
      {appointment.previous_scheduled_at ? (
        <span className="text-xs text-slate-600">
          Moved from {formatDateTime(appointment.previous_scheduled_at, display)}
        </span>
      ) : null}
      {appointment.status === 'pending' && appointment.expires_at ? (
        <span className="text-xs text-amber-900">
          Awaiting confirmation until {formatDateTime(appointment.expires_at, display)}
        </span>
      ) : null}
    </span>
  );
}

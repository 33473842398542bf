import { CalendarPlus } from 'lucide-react';
import type { AppointmentDetail } from '@contract/appointments';
import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * "Add to calendar" (docs/product.md, Calendar): the session as an .ics file any calendar app
 * opens, the same event (UID) as the emailed invitations, so it is never added twice.
 */
export function AddToCalendarButton({
  appointment,
  withName,
  variant = 'outline',
}: {
  appointment: Pick<AppointmentDetail, 'id' | 'status'>;
  withName: string;
  variant?: ButtonProps['variant'];
}) {
  if (appointment.status !== 'scheduled') return null;
  return (
    <Button asChild variant={variant} size="sm">
      <a
        href={`/api/appointments/${encodeURIComponent(appointment.id)}/ics`}
        download="wellspring-session.ics"
      >
        <CalendarPlus aria-hidden="true" />
        Add to calendar<span className="sr-only"> (session with {withName})</span>
      </a>
    </Button>
  );
}

import type { AppointmentDetail } from '@contract/appointments';
import { useNow } from '@/lib/use-now';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { ChangeClosedStatus, CloseSessionButtons } from './close-session-buttons';
import { JoinVideoButton } from './join-video-button';
import { MeetingLinkDialog } from './meeting-link-dialog';
import { MessageButton } from './message-button';
import { RequestButtons } from './request-buttons';
import { RescheduleDialog } from './reschedule-dialog';
import { hasStarted } from './status-badge';

/**
 * Everything a healer can do with one session, wherever it is shown (table row, phone card,
 * the session's page): join, message, answer a request, set the link, move, cancel, close.
 */
export function HealerActions({
  appointment,
  withMessage = true,
}: {
  appointment: AppointmentDetail;
  withMessage?: boolean;
}) {
  const scheduled = appointment.status === 'scheduled';
  const started = hasStarted(appointment, useNow());
  const name = appointment.patient_name;
  return (
    <div className="flex flex-wrap gap-2">
      <JoinVideoButton appointment={appointment} withName={name} />
      {withMessage ? (
        <MessageButton userId={appointment.patient_id} name={name} variant="ghost" />
      ) : null}
      {appointment.status === 'pending' && !started ? (
        <RequestButtons appointment={appointment} />
      ) : null}
      {scheduled ? <MeetingLinkDialog appointment={appointment} /> : null}
      {scheduled && !started ? (
        <>
          <RescheduleDialog appointment={appointment} withName={name} />
          <CancelAppointmentDialog appointment={appointment} withName={name} viewer="healer" />
        </>
      ) : null}
      {scheduled && started ? <CloseSessionButtons appointment={appointment} /> : null}
      <ChangeClosedStatus appointment={appointment} />
    </div>
  );
}

import { Clock, Video } from 'lucide-react';
import { Link } from 'react-router';
import type { AppointmentDetail } from '@contract/appointments';
import { appointmentPath, SESSION_MODE_LABELS } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { formatDuration } from '@/lib/format-date';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { JoinVideoButton } from './join-video-button';
import { MessageButton } from './message-button';
import { RescheduleDialog } from './reschedule-dialog';
import { SessionTime } from './session-time';
import { isAhead, isPastDeadline, StatusBadge } from './status-badge';

/** One upcoming session on the patient dashboard (docs/product.md, Pages and routes). */
export function UpcomingAppointmentCard({ appointment }: { appointment: AppointmentDetail }) {
  const name = appointment.healer_name;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between gap-2">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900">
          {SESSION_MODE_LABELS[appointment.mode]} session
        </span>
        <StatusBadge appointment={appointment} />
      </div>
      <div>
        <h3 className="font-semibold">
          <Link
            to={appointmentPath('patient', appointment.id)}
            className="text-slate-900 underline-offset-2 hover:underline"
          >
            {name}
            <span className="sr-only">: {appointment.title}, open the session</span>
          </Link>
        </h3>
        <p className="text-sm text-slate-700">{appointment.title}</p>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-800">
        <Clock className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
        <span>
          <SessionTime appointment={appointment} showHealerZone />
          <span className="block">{formatDuration(appointment.duration_minutes)}</span>
        </span>
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <JoinVideoButton appointment={appointment} withName={name} />
        {appointment.meeting_link ? (
          <Button asChild size="sm">
            <a href={appointment.meeting_link} target="_blank" rel="noopener noreferrer">
              <Video aria-hidden="true" />
              Join Meeting
            </a>
          </Button>
        ) : null}
        <MessageButton userId={appointment.healer_id} name={name} variant="outline" />
        {appointment.status === 'scheduled' &&
        isAhead(appointment) &&
        !isPastDeadline(appointment) ? (
          <RescheduleDialog appointment={appointment} withName={name} />
        ) : null}
        {isAhead(appointment) ? (
          <CancelAppointmentDialog appointment={appointment} withName={name} viewer="patient" />
        ) : null}
      </div>
    </li>
  );
}

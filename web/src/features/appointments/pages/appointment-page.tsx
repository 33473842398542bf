import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AppointmentFull } from '@contract/appointments';
import { clientPath, DEFAULT_PROFESSIONAL_TITLE, SESSION_MODE_LABELS } from '@contract/constants';
import type { Profile } from '@contract/profiles';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { formatDuration } from '@/lib/format-date';
import { usePageMeta } from '@/lib/use-page-meta';
import { dateTimeIn } from '@/lib/zoned-date';
import { useAppointment } from '../api/get-appointment';
import { CancelAppointmentDialog } from '../components/cancel-appointment-dialog';
import { DetailPage } from '../components/detail-page';
import { HealerActions } from '../components/healer-actions';
import { JoinVideoButton } from '../components/join-video-button';
import { PatientDetails } from '../components/patient-details';
import { RescheduleDialog } from '../components/reschedule-dialog';
import { RoleGate } from '../components/role-gate';
import { isAhead, isPastDeadline, StatusBadge } from '../components/status-badge';
import { StatusHistory } from '../components/status-history';

type Role = 'healer' | 'patient';

/**
 * docs/product.md, Pages and routes: one session in full, for either side
 * (`/healer-dashboard/appointments/:id`, `/patient-dashboard/appointments/:id`). The app's router
 * hands in what other features add below it (the patient's review).
 */
export default function AppointmentPage({
  role,
  renderExtra,
}: {
  role: Role;
  renderExtra?: (appointment: AppointmentFull) => ReactNode;
}) {
  usePageMeta('Session', 'One session in full.');
  const { id = '' } = useParams();
  return (
    <RoleGate role={role}>
      {(profile) => (
        <LoadedAppointment id={id} profile={profile} role={role} renderExtra={renderExtra} />
      )}
    </RoleGate>
  );
}

function LoadedAppointment({
  id,
  profile,
  role,
  renderExtra,
}: {
  id: string;
  profile: Profile;
  role: Role;
  renderExtra?: (appointment: AppointmentFull) => ReactNode;
}) {
  const appointment = useAppointment(id);
  return (
    <DetailPage
      back={
        role === 'healer'
          ? { to: '/healer-dashboard/appointments', label: 'All appointments' }
          : { to: '/patient-dashboard', label: 'Back to dashboard' }
      }
      query={appointment}
      loadingLabel="Loading the session"
      notFound={{
        title: 'Session not found',
        text: 'This session does not exist or is not yours.',
      }}
    >
      {(data) => (
        <>
          <SessionInFull appointment={data} viewer={profile} role={role} />
          {renderExtra?.(data)}
        </>
      )}
    </DetailPage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SessionInFull({
  appointment,
  viewer,
  role,
}: {
  appointment: AppointmentFull;
  viewer: Profile;
  role: Role;
}) {
  const healer = role === 'healer';
  const other = healer
    ? {
        id: appointment.patient_id,
        name: appointment.patient_name,
        picture: appointment.patient_picture_url,
        zone: appointment.patient_timezone,
        subtitle: 'Patient',
      }
    : {
        id: appointment.healer_id,
        name: appointment.healer_name,
        picture: appointment.healer_picture_url,
        zone: appointment.healer_timezone,
        subtitle: appointment.healer_title ?? DEFAULT_PROFESSIONAL_TITLE,
      };
  const conversation = appointment.chat_id
    ? `/messages/${encodeURIComponent(appointment.chat_id)}`
    : `/messages/new?with=${encodeURIComponent(other.id)}`;
  return (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">
            {healer ? `Session with ${other.name}` : `Your session with ${other.name}`}
          </h1>
          <StatusBadge appointment={appointment} />
        </div>
        <p className="text-slate-800">{appointment.title}</p>
        <StatusHistory appointment={appointment} />
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <Section title="When">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-700">Time</dt>
            <dd className="text-slate-900">
              <time dateTime={appointment.scheduled_at}>
                {dateTimeIn(viewer.timezone, appointment.scheduled_at)}
              </time>{' '}
              ({viewer.timezone})
              {other.zone !== viewer.timezone ? (
                <span className="block text-slate-700">
                  {dateTimeIn(other.zone, appointment.scheduled_at)} for {other.name} ({other.zone})
                </span>
              ) : null}
            </dd>
            <dt className="text-slate-700">Duration</dt>
            <dd className="text-slate-900">{formatDuration(appointment.duration_minutes)}</dd>
            <dt className="text-slate-700">Mode</dt>
            <dd className="text-slate-900">{SESSION_MODE_LABELS[appointment.mode]}</dd>
            <dt className="text-slate-700">Meeting link</dt>
            <dd className="text-slate-900">
              {appointment.meeting_link ? (
                <a
                  href={appointment.meeting_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-brand-700 underline"
                >
                  {appointment.meeting_link}
                </a>
              ) : appointment.mode === 'video' ? (
                'The video room opens here before the start'
              ) : (
                'Not set'
              )}
            </dd>
          </dl>
          <div className="mt-2">
            <JoinVideoButton appointment={appointment} withName={other.name} />
          </div>
        </Section>

        <Section title={healer ? 'Patient' : 'Practitioner'}>
          <div className="flex items-center gap-3">
            <UserAvatar
              name={other.name}
              src={other.picture}
              fallback={healer ? 'P' : 'H'}
              className="size-12"
            />
            <div>
              <p className="font-medium text-slate-900">{other.name}</p>
              <p className="text-sm text-slate-700">{other.subtitle}</p>
              <p className="text-sm text-slate-700">Time zone: {other.zone}</p>
            </div>
          </div>
          {healer && appointment.patient_profile ? (
            <>
              <h3 className="mt-2 text-sm font-semibold text-slate-900">To help you prepare</h3>
              <PatientDetails details={appointment.patient_profile} />
            </>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-2">
            <Button asChild size="sm" variant="outline">
              <Link to={conversation}>
                <MessageSquare aria-hidden="true" />
                Open the conversation
              </Link>
            </Button>
            {healer ? (
              <Button asChild size="sm" variant="ghost">
                <Link to={clientPath(appointment.patient_id)}>Client page</Link>
              </Button>
            ) : (
              <Button asChild size="sm" variant="ghost">
                <Link to={`/healers/${encodeURIComponent(appointment.healer_id)}`}>
                  View profile
                </Link>
              </Button>
            )}
          </div>
        </Section>
      </div>

      <Section title={healer ? `Note from ${appointment.patient_name}` : 'Your note'}>
        <p className="text-xs text-slate-600">Anything the practitioner should know</p>
        {appointment.details ? (
          <p className="whitespace-pre-line text-slate-900">{appointment.details}</p>
        ) : (
          <p className="text-slate-700">No note.</p>
        )}
      </Section>

      <Section title="Actions">
        {healer ? (
          <HealerActions appointment={appointment} withMessage={false} />
        ) : (
          <PatientActions appointment={appointment} />
        )}
      </Section>
    </>
  );
}

function PatientActions({ appointment }: { appointment: AppointmentFull }) {
  const name = appointment.healer_name;
  const ahead = isAhead(appointment);
  if (!ahead) return <p className="text-sm text-slate-700">Nothing to do here now.</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {appointment.status === 'scheduled' && !isPastDeadline(appointment) ? (
        <RescheduleDialog appointment={appointment} withName={name} />
      ) : null}
      <CancelAppointmentDialog appointment={appointment} withName={name} viewer="patient" />
    </div>
  );
}

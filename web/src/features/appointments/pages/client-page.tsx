import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ClientDetail } from '@contract/clients';
import { appointmentPath } from '@contract/constants';
import { UserAvatar } from '@/components/ui/avatar';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { usePageMeta } from '@/lib/use-page-meta';
import { useClient } from '../api/get-clients';
import { DetailPage } from '../components/detail-page';
import { PatientDetails } from '../components/patient-details';
import { RoleGate } from '../components/role-gate';
import { StatusBadge } from '../components/status-badge';

/**
 * One client: what their profile shares, their sessions with this healer, and the conversation
 * (the messages feature's panel, handed in by the app's router).
 */
export default function ClientPage({
  renderChat,
  renderCare,
}: {
  renderChat: (participantId: string) => ReactNode;
  /** The patient's care (plans, check-ins, session notes): the plans feature's, from the router. */
  renderCare?: (patientId: string, sessions: ClientDetail['appointments']) => ReactNode;
}) {
  usePageMeta('Client', 'One client, their sessions and your conversation.');
  const { patientId = '' } = useParams();
  return (
    <RoleGate role="healer">
      {() => <LoadedClient patientId={patientId} renderChat={renderChat} renderCare={renderCare} />}
    </RoleGate>
  );
}

function LoadedClient({
  patientId,
  renderChat,
  renderCare,
}: {
  patientId: string;
  renderChat: (participantId: string) => ReactNode;
  renderCare?: (patientId: string, sessions: ClientDetail['appointments']) => ReactNode;
}) {
  const client = useClient(patientId);
  return (
    <DetailPage
      back={{ to: '/healer-dashboard/clients', label: 'All clients' }}
      query={client}
      loadingLabel="Loading the client"
      notFound={{
        title: 'Client not found',
        text: 'Nobody by this link has booked a session with you.',
      }}
    >
      {(detail) => (
        <>
          <ClientInFull detail={detail} renderChat={renderChat} />
          {renderCare?.(detail.client.patient_id, detail.appointments)}
        </>
      )}
    </DetailPage>
  );
}

function ClientInFull({
  detail: { client, appointments },
  renderChat,
}: {
  detail: ClientDetail;
  renderChat: (participantId: string) => ReactNode;
}) {
  const display = useDisplayZone();
  return (
    <>
      <header className="flex items-center gap-4">
        <UserAvatar name={client.name} src={client.picture_url} fallback="P" className="size-14" />
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{client.name}</h1>
          <p className="text-sm text-slate-700">
            {client.sessions_count} {client.sessions_count === 1 ? 'session' : 'sessions'} · time
            zone {client.timezone}
          </p>
        </div>
      </header>
      <section aria-labelledby="prepare-heading" className="flex flex-col gap-2">
        <h2 id="prepare-heading" className="text-lg font-semibold text-slate-900">
          To help you prepare
        </h2>
        <PatientDetails details={client} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="sessions-heading" className="flex flex-col gap-2">
          <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
            Sessions with you
          </h2>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {appointments.map((appointment) => (
              <li
                key={appointment.id}
                className="flex flex-wrap items-center justify-between gap-2 p-3"
              >
                <div>
                  <Link
                    to={appointmentPath('healer', appointment.id)}
                    className="font-medium text-brand-800 underline-offset-2 hover:underline"
                  >
                    {appointment.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    <time dateTime={appointment.scheduled_at}>
                      {formatDateTime(appointment.scheduled_at, display)}
                    </time>
                  </p>
                </div>
                <StatusBadge appointment={appointment} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="conversation-heading" className="flex min-h-96 flex-col gap-2">
          <h2 id="conversation-heading" className="text-lg font-semibold text-slate-900">
            Conversation
          </h2>
          <div className="flex h-[28rem] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
            {renderChat(client.patient_id)}
          </div>
        </section>
      </div>
    </>
  );
}

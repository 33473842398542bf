import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROOM_NOT_FOUND_MESSAGE, type VideoRoom } from '@contract/video';
import { useCurrentUser } from '@/api/get-current-user';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { dashboardPath } from '@/lib/role-paths';
import { usePageMeta } from '@/lib/use-page-meta';
import type { MediaProblem } from '../hooks/use-local-media';

function useDashboardPath() {
  const { data: currentUser } = useCurrentUser();
  return dashboardPath(currentUser?.profile);
}

/** A centred message page with a way back to the dashboard. */
export function RoomMessage({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const dashboard = useDashboardPath();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children}
      <div className="flex flex-wrap justify-center gap-3">
        {actions}
        <Button asChild variant={actions ? 'outline' : 'default'}>
          <Link to={dashboard}>Back to dashboard</Link>
        </Button>
      </div>
    </main>
  );
}

export function SessionNotFound() {
  usePageMeta(ROOM_NOT_FOUND_MESSAGE);
  const navigate = useNavigate();
  return (
    <RoomMessage
      title={ROOM_NOT_FOUND_MESSAGE}
      actions={
        window.history.length > 1 ? (
          <Button variant="outline" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        ) : null
      }
    >
      <p className="text-slate-700">
        This video session does not exist, or you are not one of its participants.
      </p>
    </RoomMessage>
  );
}

/** The healer's own meeting link, offered as an alternative to the built-in room. */
export function MeetingLinkAlternative({ room }: { room: VideoRoom }) {
  if (!room.meeting_link) return null;
  const whose = room.role === 'healer' ? 'your' : `${room.participant.name}'s`;
  return (
    <p className="text-sm text-slate-700">
      Having trouble? You can also use {whose} own meeting link:{' '}
      <a
        href={room.meeting_link}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {room.meeting_link}
      </a>
    </p>
  );
}

/** A room that is not open: when it opens (in the viewer's zone), or why it is closed. */
export function RoomUnavailable({ room }: { room: VideoRoom }) {
  const display = useDisplayZone();
  usePageMeta(`Video session with ${room.participant.name}`);
  const when = `${room.title} with ${room.participant.name}, ${formatDateTime(room.scheduled_at, display)}`;
  const titles: Record<VideoRoom['phase'], string> = {
    upcoming: 'This session has not started yet',
    open: 'This session is open',
    ended: 'This session has ended',
    cancelled: 'This session was cancelled',
    not_video: 'This is not a video session',
  };
  return (
    <RoomMessage title={titles[room.phase]}>
      <p className="text-slate-700">{when}.</p>
      {room.phase === 'upcoming' ? (
        <p className="text-slate-800" data-testid="room-opens">
          The video room opens at{' '}
          <time dateTime={room.opens_at}>{formatDateTime(room.opens_at, display)}</time>. This page
          will let you in then.
        </p>
      ) : null}
      {room.phase === 'not_video' || room.phase === 'upcoming' ? (
        <MeetingLinkAlternative room={room} />
      ) : null}
    </RoomMessage>
  );
}

/** Say so on the page: the media never passes through us unencrypted, and nothing is recorded. */
export function EncryptionNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Audio and video go directly between you and the other participant, encrypted end to end with
        WebRTC&apos;s DTLS-SRTP. Wellspring only helps you find each other and never records the
        call.
      </span>
    </p>
  );
}

const PROBLEMS: Record<MediaProblem, string> = {
  denied:
    'Camera and microphone access is blocked for this site. Allow it in your browser’s site settings and try again, or join without them: you will still see and hear the other participant.',
  'no-devices':
    'No camera or microphone was found. You can still join: you will see and hear the other participant.',
  'no-camera': 'No camera was found. You will join with audio only.',
  'no-microphone': 'No microphone was found. The other participant will see you but not hear you.',
  'in-use':
    'Your camera or microphone is being used by another app. Close it and try again, or join without them.',
  unsupported:
    'This browser cannot make video calls. Please use a current version of Chrome, Edge, Firefox or Safari.',
};

export function MediaProblemNote({ problem, onRetry }: { problem: MediaProblem; onRetry(): void }) {
  const canRetry = problem === 'denied' || problem === 'in-use' || problem === 'no-devices';
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p>{PROBLEMS[problem]}</p>
      {canRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

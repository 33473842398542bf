import { useMemo } from 'react';
import { Link } from 'react-router';
import type { VideoRoom } from '@contract/video';
import { useCurrentUser } from '@/api/get-current-user';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatDuration } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { dashboardPath } from '@/lib/role-paths';
import type { LocalMedia } from '../hooks/use-local-media';
import type { RemoteParticipant } from '../lib/room-controller';
import { DevicePickers } from './device-pickers';
import { MediaToggles } from './media-controls';
import { presenceText } from './presence';
import { EncryptionNote, MediaProblemNote, MeetingLinkAlternative } from './room-notices';
import { VideoView } from './video-view';

/** How the user is about to join, in words. */
function joiningAs(media: LocalMedia): string | null {
  if (media.audioEnabled && media.videoEnabled) return null;
  if (media.audioEnabled) return 'You will join with audio only.';
  if (media.videoEnabled) return 'You will join with your camera and your microphone off.';
  return 'You will join without camera and microphone: you can still see and hear the other participant.';
}

/**
 * Before joining: the camera preview, device pickers, mute and camera switches, what is wrong
 * with the devices if anything, and whether the other participant is there.
 */
export function PreJoin({
  room,
  media,
  remote,
  ready,
  onJoin,
}: {
  room: VideoRoom;
  media: LocalMedia;
  remote: RemoteParticipant | null;
  /** Connected to the room's signalling: joining now reaches the other side. */
  ready: boolean;
  onJoin(): void;
}) {
  const display = useDisplayZone();
  const { data: currentUser } = useCurrentUser();
  const preview = useMemo(
    () => (media.videoTrack ? new MediaStream([media.videoTrack]) : null),
    [media.videoTrack],
  );
  const name = room.participant.name;
  const note = media.status === 'ready' ? joiningAs(media) : null;
  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1">
        <Link
          to={dashboardPath(currentUser?.profile)}
          className="w-fit text-sm text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Back to dashboard
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">Video session with {name}</h1>
        <p className="text-slate-700">
          {room.title} ·{' '}
          <time dateTime={room.scheduled_at}>{formatDateTime(room.scheduled_at, display)}</time> ·{' '}
          {formatDuration(room.duration_minutes)}
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <section aria-labelledby="preview-heading" className="flex flex-col gap-4">
          <h2 id="preview-heading" className="sr-only">
            Your camera and microphone
          </h2>
          <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-900">
            {preview && media.videoEnabled ? (
              <VideoView stream={preview} muted mirrored label="Your camera preview" />
            ) : (
              <div className="flex size-full flex-col items-center justify-center gap-2 text-slate-100">
                <UserAvatar
                  name={currentUser?.profile?.usr_name}
                  fallback="U"
                  className="size-16"
                />
                <p>
                  {media.status === 'starting' ? 'Starting your camera…' : 'Your camera is off'}
                </p>
              </div>
            )}
          </div>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Camera and microphone">
            <MediaToggles media={media} />
          </div>
          <DevicePickers media={media} />
          {media.problem ? (
            <MediaProblemNote problem={media.problem} onRetry={media.retry} />
          ) : null}
        </section>
        <section aria-labelledby="join-heading" className="flex flex-col gap-4">
          <h2 id="join-heading" className="text-lg font-semibold text-slate-900">
            Ready to join?
          </h2>
          <div className="flex items-center gap-3">
            <UserAvatar
              name={name}
              src={room.participant.picture_url}
              fallback="U"
              className="size-12"
            />
            <p
              className="font-medium text-slate-900"
              role="status"
              data-presence={remote?.phase ?? 'absent'}
            >
              {presenceText(name, remote)}
            </p>
          </div>
          <Button size="lg" onClick={onJoin} disabled={!ready || media.status === 'starting'}>
            {ready ? 'Join video session' : 'Connecting to the room…'}
          </Button>
          {note ? <p className="text-sm text-slate-700">{note}</p> : null}
          <EncryptionNote />
          <MeetingLinkAlternative room={room} />
        </section>
      </div>
    </main>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import type { VideoRoom } from '@contract/video';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCompleteSession } from '../api/complete-session';
import { useVideoRoom } from '../api/get-video-room';
import { CallView } from '../components/call-view';
import { PreJoin } from '../components/pre-join';
import { EndedRoom, LeftRoom } from '../components/room-outcomes';
import { RoomMessage, RoomUnavailable, SessionNotFound } from '../components/room-notices';
import { useLocalMedia } from '../hooks/use-local-media';
import { useRoom } from '../hooks/use-room';
import { useScreenShare } from '../hooks/use-screen-share';

/** setTimeout's longest delay (about 24.8 days); a room further off is not waited for. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Reads the room again when it opens or closes, by the server's clock. */
function useRefetchAtBoundaries(
  room: VideoRoom | undefined,
  fetchedAt: number,
  refetch: () => unknown,
) {
  useEffect(() => {
    if (!room) return;
    const boundary =
      room.phase === 'upcoming' ? room.opens_at : room.phase === 'open' ? room.closes_at : null;
    if (!boundary) return;
    const serverNow = Date.now() + (Date.parse(room.server_time) - fetchedAt);
    const delay = Math.max(0, Date.parse(boundary) - serverNow) + 250;
    if (delay > MAX_TIMER_MS) return;
    const timer = setTimeout(refetch, delay);
    return () => clearTimeout(timer);
  }, [room, fetchedAt, refetch]);
}

/**
 * /session/:appointmentId: the video room of an appointment, for its two participants
 * (docs/product.md, Video sessions). The chat beside the call is the messages feature's, handed
 * in by the app's router.
 */
export default function SessionPage({
  renderChat,
}: {
  renderChat(participantId: string): ReactNode;
}) {
  const { appointmentId = '' } = useParams();
  const room = useVideoRoom(appointmentId);
  useRefetchAtBoundaries(room.data, room.dataUpdatedAt, room.refetch);
  const [entered, setEntered] = useState(false);
  usePageMeta(room.data ? `Video session with ${room.data.participant.name}` : 'Video session');

  if (room.isPending) return <Spinner label="Loading session" className="min-h-[50vh]" />;
  if (room.isError)
    return isApiError(room.error, 404) ? (
      <SessionNotFound />
    ) : (
      <RoomMessage
        title="The session could not be loaded"
        actions={<Button onClick={() => void room.refetch()}>Try again</Button>}
      >
        <p className="text-slate-700">{errorMessage(room.error)}</p>
      </RoomMessage>
    );
  // Once in, the page stays in: a call goes on past the room's closing time.
  if (room.data.phase === 'open' && !entered) setEntered(true);
  if (!entered && room.data.phase !== 'open') return <RoomUnavailable room={room.data} />;
  return <OpenRoom room={room.data} chat={renderChat(room.data.participant.user_id)} />;
}

function OpenRoom({ room, chat }: { room: VideoRoom; chat: ReactNode }) {
  const media = useLocalMedia();
  const screen = useScreenShare();
  const { controller, snapshot, ready } = useRoom(room);
  const complete = useCompleteSession(room.appointment_id);
  const [completed, setCompleted] = useState<boolean | undefined>(undefined);
  const sentVideo = screen.track ?? media.videoTrack;
  const flags = {
    audio: media.audioEnabled,
    video: media.videoEnabled,
    screen: Boolean(screen.track),
  };

  useEffect(() => {
    controller?.setTracks({ audio: media.audioTrack, video: sentVideo });
  }, [controller, media.audioTrack, sentVideo]);
  useEffect(() => {
    controller?.setMedia({ audio: flags.audio, video: flags.video, screen: flags.screen });
  }, [controller, flags.audio, flags.video, flags.screen]);

  if (!controller) return <Spinner label="Opening the room" className="min-h-[50vh]" />;

  const join = () => controller.join({ audio: media.audioTrack, video: sentVideo }, flags);
  const leave = () => {
    screen.stop();
    controller.leave();
  };
  const endForBoth = () => {
    screen.stop();
    controller.endForBoth();
    // The dashboard's rule: only a session that has started can be completed.
    if (Date.now() < Date.parse(room.scheduled_at)) {
      setCompleted(false);
      return;
    }
    complete.mutate(undefined, {
      onSuccess: () => {
        setCompleted(true);
        toast.success('Session marked completed');
      },
      onError: (error) =>
        toast.error('Failed to update appointment', { description: errorMessage(error) }),
    });
  };

  if (snapshot.phase === 'ended' && snapshot.endedBy)
    return <EndedRoom room={room} endedBy={snapshot.endedBy} completed={completed} />;
  if (room.phase !== 'open' && snapshot.phase !== 'joined') return <RoomUnavailable room={room} />;
  if (snapshot.phase === 'left')
    return <LeftRoom room={room} displaced={snapshot.displaced} onRejoin={join} />;
  if (snapshot.phase === 'joined')
    return (
      <CallView
        room={room}
        media={media}
        snapshot={snapshot}
        sentVideo={sentVideo}
        chat={chat}
        closedNotice={
          room.phase === 'open'
            ? null
            : 'The room has closed: you can finish your conversation, but not rejoin once you leave.'
        }
        controls={{
          leave,
          endForBoth: room.role === 'healer' ? endForBoth : undefined,
          screen: {
            supported: screen.supported,
            sharing: Boolean(screen.track),
            start: () => void screen.start(),
            stop: screen.stop,
          },
        }}
      />
    );
  return <PreJoin room={room} media={media} remote={snapshot.remote} ready={ready} onJoin={join} />;
}

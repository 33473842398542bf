import type { VideoRoom } from '@contract/video';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';
import { RoomMessage } from './room-notices';

/** After leaving: the way back in while the room is open. */
export function LeftRoom({
  room,
  displaced,
  onRejoin,
}: {
  room: VideoRoom;
  /** The user joined from another tab or device, which has the call now. */
  displaced: boolean;
  onRejoin(): void;
}) {
  usePageMeta(`Video session with ${room.participant.name}`);
  return (
    <RoomMessage
      title={displaced ? 'You joined from another window' : 'You left the session'}
      actions={<Button onClick={onRejoin}>{displaced ? 'Join here instead' : 'Rejoin'}</Button>}
    >
      <p className="text-slate-700">
        {displaced
          ? `The call with ${room.participant.name} continues in your other window or device.`
          : `You can rejoin ${room.participant.name} until the room closes.`}
      </p>
    </RoomMessage>
  );
}

/** The healer ended the session for both. */
export function EndedRoom({
  room,
  endedBy,
  completed,
}: {
  room: VideoRoom;
  endedBy: 'self' | 'remote';
  /** For the healer: whether the session is now marked completed. */
  completed: boolean | undefined;
}) {
  usePageMeta('Session ended');
  const name = room.participant.name;
  return (
    <RoomMessage title={endedBy === 'self' ? 'You ended the session' : `${name} ended the session`}>
      {endedBy === 'self' && completed ? (
        <p className="text-slate-700">The session is marked completed.</p>
      ) : null}
      {endedBy === 'self' && completed === false ? (
        <p className="text-slate-700">
          It had not reached its start time, so it stays scheduled: you can cancel it from your
          dashboard.
        </p>
      ) : null}
      {endedBy === 'remote' ? <p className="text-slate-700">Thank you for joining.</p> : null}
    </RoomMessage>
  );
}

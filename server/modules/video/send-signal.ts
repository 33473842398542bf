import type { Signal } from '@contract/video';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { EventService } from '../../lib/context';
import type { ApiError } from '../../lib/errors';
import { conflict, forbidden } from '../../lib/errors';
import { findRoomAppointment } from './video.queries';
import { describeRoom, roomNotFound, roomSettings, type VideoRoomInfo } from './video-room';

/** Why a participant cannot signal now: 409 with the room's phase in the code. */
function roomUnavailable(room: VideoRoomInfo): ApiError {
  switch (room.phase) {
    case 'not_video':
      return conflict('This appointment is not a video session', 'not_video');
    case 'cancelled':
      return conflict('This session was cancelled', 'room_closed');
    case 'upcoming':
      return conflict(
        `The room is not open yet: it opens at ${room.opensAt.toISOString()}`,
        'room_not_open',
      );
    default:
      return conflict('This session has ended', 'room_closed');
  }
}

/**
 * Relays one signalling message to the other participant's event streams, on every instance
 * (a NOTIFY; nothing is stored), and a join also to the sender's own. Only a participant may
 * signal (404 otherwise: ids cannot be probed), only while the room is open (409), and only the
 * healer may end the session (403).
 */
export async function sendSignal(
  db: Db,
  events: EventService,
  env: Pick<Env, 'ROOM_OPENS_MINUTES_BEFORE' | 'APP_URL'>,
  appointmentId: string,
  senderId: string,
  signal: Signal,
  now = new Date(),
): Promise<void> {
  const appointment = await findRoomAppointment(db, appointmentId, senderId);
  if (!appointment) throw roomNotFound();
  const room = describeRoom(appointment, roomSettings(env), now);
  if (!room.open) throw roomUnavailable(room);
  const senderIsHealer = appointment.healerId === senderId;
  if (signal.kind === 'end' && !senderIsHealer)
    throw forbidden('Only the healer can end the session for both');
  const recipient = senderIsHealer ? appointment.patientId : appointment.healerId;
  // A join is echoed to the sender's own other tabs, so one left in the room steps back.
  const echo = signal.kind === 'state' && signal.phase === 'joined';
  await events.publish(db, echo ? [recipient, senderId] : [recipient], {
    type: 'session.signal',
    appointment_id: appointment.id,
    from: senderId,
    signal,
  });
}

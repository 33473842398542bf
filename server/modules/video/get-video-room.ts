import type { VideoRoom } from '@contract/video';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { toAppointmentDetail } from '../appointments/appointments.dto';
import { findAppointmentFor } from '../appointments/appointments.queries';
import { iceServersFor } from './ice-servers';
import { toVideoRoom } from './video.dto';
import { describeRoom, roomNotFound, roomSettings } from './video-room';

/**
 * An appointment's room as one of its participants sees it, whatever its phase (the page says
 * when it opens or that it has ended); ICE servers with fresh TURN credentials while it is open.
 */
export async function getVideoRoom(
  db: Db,
  env: Pick<Env, 'ROOM_OPENS_MINUTES_BEFORE' | 'APP_URL' | 'ICE_SERVERS' | 'TURN_SECRET'>,
  appointmentId: string,
  viewerId: string,
  now = new Date(),
): Promise<VideoRoom> {
  const row = await findAppointmentFor(db, appointmentId, viewerId);
  if (!row) throw roomNotFound();
  const room = describeRoom(row.appointment, roomSettings(env), now);
  const iceServers = room.open ? iceServersFor(env, viewerId, room.closesAt) : [];
  return toVideoRoom(toAppointmentDetail(row), viewerId, room, iceServers, now);
}

import type { AppointmentDetail } from '@contract/appointments';
import type { IceServer, VideoRoom } from '@contract/video';
import type { VideoRoomInfo } from './video-room';

/** The room as `viewerId` sees it: their side, the other participant, the window. */
export function toVideoRoom(
  appointment: AppointmentDetail,
  viewerId: string,
  room: VideoRoomInfo,
  iceServers: IceServer[],
  now: Date,
): VideoRoom {
  const isHealer = appointment.healer_id === viewerId;
  return {
    appointment_id: appointment.id,
    title: appointment.title,
    scheduled_at: appointment.scheduled_at,
    ends_at: appointment.ends_at,
    duration_minutes: appointment.duration_minutes,
    mode: appointment.mode,
    status: appointment.status,
    role: isHealer ? 'healer' : 'patient',
    participant: isHealer
      ? {
          user_id: appointment.patient_id,
          name: appointment.patient_name,
          picture_url: appointment.patient_picture_url,
        }
      : {
          user_id: appointment.healer_id,
          name: appointment.healer_name,
          picture_url: appointment.healer_picture_url,
        },
    opens_at: room.opensAt.toISOString(),
    closes_at: room.closesAt.toISOString(),
    phase: room.phase,
    meeting_link: appointment.meeting_link,
    ice_servers: room.open ? iceServers : [],
    server_time: now.toISOString(),
  };
}

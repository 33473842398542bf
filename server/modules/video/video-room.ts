import {
  JOIN_BUTTON_LEAD_MINUTES,
  ROOM_NOT_FOUND_MESSAGE,
  roomPhase,
  roomWindow,
  videoSessionPath,
  type RoomPhase,
} from '@contract/video';
import type { Env } from '../../env';
import { notFound } from '../../lib/errors';

/** Not a participant, or no such appointment: the same answer, so ids cannot be probed. */
export const roomNotFound = () => notFound(ROOM_NOT_FOUND_MESSAGE);

/** What the room rules need of an appointment. */
export interface RoomAppointment {
  id: string;
  mode: string;
  status: string;
  scheduledAt: Date;
  endsAt: Date;
}

export interface RoomSettings {
  /** ROOM_OPENS_MINUTES_BEFORE. */
  opensMinutesBefore: number;
  /** APP_URL, for the room's address. */
  appUrl: string;
}

/** The settings the room rules read, from the configuration. */
export const roomSettings = (env: Pick<Env, 'ROOM_OPENS_MINUTES_BEFORE' | 'APP_URL'>) => ({
  opensMinutesBefore: env.ROOM_OPENS_MINUTES_BEFORE,
  appUrl: env.APP_URL,
});

export interface VideoRoomInfo {
  phase: RoomPhase;
  /** True while participants can join and signal. */
  open: boolean;
  opensAt: Date;
  closesAt: Date;
  /** Open, or opening within JOIN_BUTTON_LEAD_MINUTES: the time to offer "Join video session". */
  joinable: boolean;
  /** The room's page, absolute. */
  url: string;
}

/**
 * Whether and when an appointment's video room is open, and its address. Undefined for an
 * appointment that is not a video session. The reminder emails (issue 12) use this to carry
 * "Join video session" when `joinable`: `videoRoomFor(appointment, roomSettings(env))`.
 */
export function videoRoomFor(
  appointment: RoomAppointment,
  settings: RoomSettings,
  now = new Date(),
): VideoRoomInfo | undefined {
  return appointment.mode === 'video' ? describeRoom(appointment, settings, now) : undefined;
}

/** The room of any appointment (a non-video one is in phase `not_video`, never open). */
export function describeRoom(
  appointment: RoomAppointment,
  { opensMinutesBefore, appUrl }: RoomSettings,
  now: Date,
): VideoRoomInfo {
  const times = { scheduled_at: appointment.scheduledAt, ends_at: appointment.endsAt };
  const window = roomWindow(times, opensMinutesBefore);
  const phase = roomPhase({ ...appointment, ...times }, opensMinutesBefore, now.getTime());
  return {
    phase,
    open: phase === 'open',
    opensAt: new Date(window.opensAt),
    closesAt: new Date(window.closesAt),
    joinable:
      phase === 'open' ||
      (phase === 'upcoming' && window.opensAt - now.getTime() <= JOIN_BUTTON_LEAD_MINUTES * 60_000),
    url: new URL(videoSessionPath(appointment.id), appUrl).toString(),
  };
}

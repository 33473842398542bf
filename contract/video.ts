import { z } from 'zod';
import { SESSION_MODES } from './constants';
import { APPOINTMENT_STATUSES } from './appointments';
import { safeString } from './strings';

/**
 * Video sessions (issue 14): a room per video appointment at /session/:appointmentId, peer to
 * peer over WebRTC, signalled through POST /api/appointments/{id}/signal and the other
 * participant's event stream (decision 045).
 */

/** The room stays open this long after the scheduled end (overruns, a late start). */
export const ROOM_CLOSES_MINUTES_AFTER = 30;
/** How long before the room opens the dashboards already offer "Join video session". */
export const JOIN_BUTTON_LEAD_MINUTES = 60;

/** The page of an appointment's room. */
export const videoSessionPath = (appointmentId: string) =>
  `/session/${encodeURIComponent(appointmentId)}`;

export const ROOM_NOT_FOUND_MESSAGE = 'Session not found';

/**
 * Where a room stands: not a video appointment, cancelled, not open yet, open, or over (past
 * its closing time, completed or marked no-show).
 */
export const ROOM_PHASES = ['not_video', 'cancelled', 'upcoming', 'open', 'ended'] as const;
export type RoomPhase = (typeof ROOM_PHASES)[number];

export interface RoomWindow {
  /** Epoch milliseconds. */
  opensAt: number;
  closesAt: number;
}

/**
 * The one rule for a room's opening hours, shared by the server (which enforces it), the
 * dashboards (which offer the button) and the room page: from `opensMinutesBefore` before the
 * start until ROOM_CLOSES_MINUTES_AFTER after the scheduled end (start + duration_minutes).
 */
export function roomWindow(
  appointment: { scheduled_at: string | Date; ends_at: string | Date },
  opensMinutesBefore: number,
): RoomWindow {
  const start = new Date(appointment.scheduled_at).getTime();
  const end = new Date(appointment.ends_at).getTime();
  return {
    opensAt: start - opensMinutesBefore * 60_000,
    closesAt: end + ROOM_CLOSES_MINUTES_AFTER * 60_000,
  };
}

export function roomPhase(
  appointment: {
    mode: string;
    status: string;
    scheduled_at: string | Date;
    ends_at: string | Date;
  },
  opensMinutesBefore: number,
  now: number,
): RoomPhase {
  if (appointment.mode !== 'video') return 'not_video';
  if (appointment.status === 'cancelled') return 'cancelled';
  if (appointment.status !== 'scheduled') return 'ended';
  const { opensAt, closesAt } = roomWindow(appointment, opensMinutesBefore);
  if (now < opensAt) return 'upcoming';
  if (now >= closesAt) return 'ended';
  return 'open';
}

/** GET /api/video/settings: what the dashboards need to offer the button at the right time. */
export const VideoSettingsSchema = z
  .object({
    room_opens_minutes_before: z.number().int(),
    room_closes_minutes_after: z.number().int(),
  })
  .meta({ id: 'VideoSettings' });
export type VideoSettings = z.infer<typeof VideoSettingsSchema>;

/** One RTCIceServer (STUN or TURN), as configured in ICE_SERVERS. */
export const IceServerSchema = z
  .object({
    urls: z.array(safeString()),
    username: safeString().optional(),
    credential: safeString().optional(),
  })
  .meta({ id: 'IceServer' });
export type IceServer = z.infer<typeof IceServerSchema>;

/** GET /api/appointments/{id}/video-room: the room as one participant sees it. */
export const VideoRoomSchema = z
  .object({
    appointment_id: safeString(),
    title: safeString(),
    scheduled_at: safeString(),
    ends_at: safeString(),
    duration_minutes: z.number().int(),
    mode: z.enum(SESSION_MODES),
    status: z.enum(APPOINTMENT_STATUSES),
    /** The caller's side of the session. */
    role: z.enum(['healer', 'patient']),
    /** The other participant. */
    participant: z.object({
      user_id: safeString(),
      name: safeString(),
      picture_url: safeString().nullable(),
    }),
    opens_at: safeString(),
    closes_at: safeString(),
    phase: z.enum(ROOM_PHASES),
    /** The healer's own meeting link, offered as an alternative. */
    meeting_link: safeString().nullable(),
    /** STUN/TURN servers for this caller (time-limited TURN credentials); empty unless open. */
    ice_servers: z.array(IceServerSchema),
    /** The server's clock, so a page can count down to the opening without trusting its own. */
    server_time: safeString(),
  })
  .meta({ id: 'VideoRoom' });
export type VideoRoom = z.infer<typeof VideoRoomSchema>;

/** Size limits of one signal (decision 045): a browser's SDP is 3–8 kB, a candidate ~150 B. */
export const SIGNAL_LIMITS = { sdp: 32_000, candidate: 1_000, mid: 64, ufrag: 256 } as const;

/**
 * A page's incarnation in a room: a fresh random id on every join, so messages meant for a
 * connection that has since been replaced (a reload, a leave and rejoin) are recognised and
 * dropped.
 */
const RoomSessionSchema = safeString('session must be text')
  .min(8, 'session must be 8–64 letters, digits, - or _')
  .max(64, 'session must be 8–64 letters, digits, - or _')
  .regex(/^[A-Za-z0-9_-]+$/, 'session must be 8–64 letters, digits, - or _');

const IceCandidateSchema = z.strictObject({
  candidate: safeString().max(SIGNAL_LIMITS.candidate),
  sdpMid: safeString().max(SIGNAL_LIMITS.mid).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(255).nullish(),
  usernameFragment: safeString().max(SIGNAL_LIMITS.ufrag).nullish(),
});

/** What a participant shows of themselves: in the room or not, and their media. */
export const PRESENCE_PHASES = ['waiting', 'joined', 'left'] as const;
export type PresencePhase = (typeof PRESENCE_PHASES)[number];

/**
 * One signalling message, relayed unchanged to the other participant. `hello` asks the other
 * side for its `state`; `state` is a participant's presence and media (also a heartbeat);
 * `description` and `candidate` are WebRTC negotiation addressed to one incarnation (`to`);
 * `end` is the healer ending the session for both.
 */
export const SignalSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('hello'), session: RoomSessionSchema }),
      z.strictObject({
        kind: z.literal('state'),
        session: RoomSessionSchema,
        phase: z.enum(PRESENCE_PHASES),
        audio: z.boolean(),
        video: z.boolean(),
        screen: z.boolean(),
      }),
      z.strictObject({
        kind: z.literal('description'),
        session: RoomSessionSchema,
        to: RoomSessionSchema,
        description: z.strictObject({
          type: z.enum(['offer', 'answer']),
          sdp: safeString().min(1).max(SIGNAL_LIMITS.sdp, 'sdp is too long'),
        }),
      }),
      z.strictObject({
        kind: z.literal('candidate'),
        session: RoomSessionSchema,
        to: RoomSessionSchema,
        candidate: IceCandidateSchema,
      }),
      z.strictObject({ kind: z.literal('end'), session: RoomSessionSchema }),
    ],
    {
      error: (issue) =>
        issue.input !== null && typeof issue.input === 'object' && !Array.isArray(issue.input)
          ? 'kind must be hello, state, description, candidate or end'
          : 'A signal must be a JSON object',
    },
  )
  .meta({ id: 'Signal' });
export type Signal = z.infer<typeof SignalSchema>;
export type SignalKind = Signal['kind'];

import { createRoute } from '@hono/zod-openapi';
import { AppointmentIdParamsSchema } from '@contract/appointments';
import {
  ROOM_CLOSES_MINUTES_AFTER,
  SignalSchema,
  VideoRoomSchema,
  VideoSettingsSchema,
} from '@contract/video';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../auth/require-user';
import { getVideoRoom } from './get-video-room';
import { sendSignal } from './send-signal';

const videoSettings = createRoute({
  method: 'get',
  path: '/video/settings',
  ...access.user,
  tags: ['video'],
  summary: 'When video rooms open and close relative to their sessions',
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse(VideoSettingsSchema, 'The room window settings'),
    401: errorResponse('Not signed in'),
  },
});

const videoRoom = createRoute({
  method: 'get',
  path: '/appointments/{id}/video-room',
  ...access.participant('appointment'),
  tags: ['video'],
  summary: "An appointment's video room as the caller sees it",
  description:
    'For both participants whatever the phase (`not_video`, `cancelled`, `upcoming`, `open`, `ended`), with the window (`opens_at`, `closes_at`) and, while open, the ICE servers (TURN credentials valid until the room closes, plus an hour).',
  middleware: [requireUser] as const,
  request: { params: AppointmentIdParamsSchema },
  responses: {
    200: jsonResponse(VideoRoomSchema, 'The room'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such appointment for this user'),
  },
});

const signal = createRoute({
  method: 'post',
  path: '/appointments/{id}/signal',
  ...access.participant('appointment'),
  tags: ['video'],
  summary: 'Relays a WebRTC signalling message to the other participant',
  description: `Delivered as a \`session.signal\` event on the other participant's event streams (GET /api/events), on whichever instance holds them; nothing is stored. Only while the room is open: from ROOM_OPENS_MINUTES_BEFORE before the start until ${ROOM_CLOSES_MINUTES_AFTER} minutes after the scheduled end, while the appointment is scheduled. \`end\` is the healer's.`,
  middleware: [requireUser] as const,
  request: { params: AppointmentIdParamsSchema, body: jsonBody(SignalSchema) },
  responses: {
    202: { description: 'Relayed' },
    400: errorResponse('Not a valid signal, or too large'),
    401: errorResponse('Not signed in'),
    403: errorResponse('A patient tried to end the session'),
    404: errorResponse('No such appointment for this user'),
    409: errorResponse(
      'The room is not open: not yet, no longer, cancelled, or not a video session',
    ),
  },
});

export const videoRoutes = createRouter()
  .openapi(videoSettings, (c) =>
    c.json(
      {
        room_opens_minutes_before: c.var.env.ROOM_OPENS_MINUTES_BEFORE,
        room_closes_minutes_after: ROOM_CLOSES_MINUTES_AFTER,
      },
      200,
    ),
  )
  .openapi(videoRoom, async (c) => {
    const room = await getVideoRoom(
      c.var.database.db,
      c.var.env,
      c.req.valid('param').id,
      c.var.viewer.userId,
    );
    return c.json(room, 200);
  })
  .openapi(signal, async (c) => {
    await sendSignal(
      c.var.database.db,
      c.var.events,
      c.var.env,
      c.req.valid('param').id,
      c.var.viewer.userId,
      c.req.valid('json'),
    );
    return c.body(null, 202);
  });

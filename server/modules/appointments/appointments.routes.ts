import { createRoute } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import {
  AppointmentDetailSchema,
  AppointmentFullSchema,
  AppointmentIdParamsSchema,
  AppointmentSettingsSchema,
  STATUS_CHANGE_DAYS,
  DeclineAppointmentSchema,
  RescheduleAppointmentSchema,
  AppointmentListQuerySchema,
  AppointmentListSchema,
  AppointmentSchema,
  CreateAppointmentSchema,
  UpdateAppointmentSchema,
  IdempotencyHeadersSchema,
  REQUIRED_FIELDS_MESSAGE,
} from '@contract/appointments';
import { errorBody } from '../../lib/errors';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';
import { createRouter, describeZodError, firstIssue } from '../../lib/router';
import { requireRole, requireUser } from '../auth/require-user';
import { recordRead } from '../privacy/access-log';
import { toAppointment, toAppointmentDetail, toAppointmentFull } from './appointments.dto';
import { findAppointmentExtras, findAppointmentFor } from './appointments.queries';
import { acceptBookingRequest } from './accept-booking-request';
import { appointmentServices } from './appointment-services';
import { createAppointment } from './create-appointment';
import { declineBookingRequest } from './decline-booking-request';
import { rescheduleAppointment } from './reschedule-appointment';
import { listAppointments } from './list-appointments';
import { appointmentNotFound, updateAppointment } from './update-appointment';

const bookAppointment = createRoute({
  method: 'post',
  path: '/appointments',
  ...access.patient,
  tags: ['appointments'],
  summary: 'Books a session in one of the healer’s free slots, or requests one',
  description:
    'The session type (`session_type_id`, else the healer’s first) sets the length; the start must be one the slot engine offers now. A type that requires confirmation makes a `pending` request that holds the time until the healer answers or it expires. Send an `Idempotency-Key` header to make retries safe: the same key answers with the first booking (200) instead of booking twice.',
  middleware: [requireRole('patient', 'Only patients can book sessions')] as const,
  request: {
    headers: IdempotencyHeadersSchema,
    body: jsonBody(CreateAppointmentSchema),
  },
  responses: {
    201: jsonResponse(AppointmentSchema, 'Booked'),
    200: jsonResponse(
      AppointmentSchema,
      'The booking an earlier request with this Idempotency-Key made',
    ),
    400: errorResponse('Missing or invalid fields, or a time that is not a free slot'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a patient'),
    404: errorResponse('No healer with this id'),
    409: errorResponse(
      'The slot was taken, the healer’s day is full, or the patient has another session then',
    ),
    422: errorResponse('The Idempotency-Key was used for a different booking'),
  },
});

const rescheduleRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/reschedule',
  ...access.participant('appointment'),
  tags: ['appointments'],
  summary: 'Moves a scheduled session to another free start of the same healer',
  description:
    'Either party, before the start; the patient not inside the healer’s cancellation window. The session keeps its id, length and history; `previous_scheduled_at` records the time it had. The new start must be free by every booking rule, the session’s own time counting as free.',
  middleware: [requireUser] as const,
  request: { params: AppointmentIdParamsSchema, body: jsonBody(RescheduleAppointmentSchema) },
  responses: {
    200: jsonResponse(AppointmentDetailSchema, 'The moved appointment'),
    400: errorResponse('Not a start the healer offers now'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such appointment for this user'),
    409: errorResponse(
      'The slot is taken, the session is not scheduled or has started, or it is too late for the patient to move it',
    ),
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/accept',
  ...access.participant('appointment'),
  tags: ['appointments'],
  summary: 'The healer confirms a booking request',
  middleware: [requireUser] as const,
  request: { params: AppointmentIdParamsSchema },
  responses: {
    200: jsonResponse(AppointmentDetailSchema, 'The scheduled session'),
    401: errorResponse('Not signed in'),
    403: errorResponse('The patient cannot answer their own request'),
    404: errorResponse('No such appointment for this user'),
    409: errorResponse('Not a pending request, or it has expired'),
  },
});

const declineRoute = createRoute({
  method: 'post',
  path: '/appointments/{id}/decline',
  ...access.participant('appointment'),
  tags: ['appointments'],
  summary: 'The healer turns a booking request down',
  middleware: [requireUser] as const,
  request: { params: AppointmentIdParamsSchema, body: jsonBody(DeclineAppointmentSchema) },
  responses: {
    200: jsonResponse(AppointmentDetailSchema, 'The declined request'),
    400: errorResponse('An invalid reason'),
    401: errorResponse('Not signed in'),
    403: errorResponse('The patient cannot answer their own request'),
    404: errorResponse('No such appointment for this user'),
    409: errorResponse('Not a pending request, or it has expired'),
  },
});

const listAppointmentsRoute = createRoute({
  method: 'get',
  path: '/appointments',
  ...access.user,
  tags: ['appointments'],
  summary: "The caller's appointments: a healer's bookings with them, a patient's own",
  description:
    "`upcoming`: scheduled or requested and not yet ended, soonest first. `past`: ended, or closed in any way, latest first. `cancelled`: cancelled, declined or expired, latest first. `completed`: completed, latest first. `all`: every appointment, earliest first. `from`/`to` keep those starting in that range (a calendar day). Each row carries both parties' names. Page on with `cursor`.",
  middleware: [requireUser] as const,
  request: { query: AppointmentListQuerySchema },
  responses: {
    200: jsonResponse(AppointmentListSchema, 'A page of appointments'),
    400: errorResponse('Invalid view, limit or cursor'),
    401: errorResponse('Not signed in'),
  },
});

const settingsRoute = createRoute({
  method: 'get',
  path: '/appointment-settings',
  ...access.user,
  tags: ['appointments'],
  summary: 'When a session may be marked a no-show, completes by itself, and stops changing',
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse(AppointmentSettingsSchema, 'The timing rules'),
    401: errorResponse('Not signed in'),
  },
});

const getAppointmentRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}',
  ...access.participant('appointment'),
  tags: ['appointments'],
  summary: 'One appointment of the caller, in full',
  description:
    "The appointment with both parties, the patient's zone, the healer's title, the pair's conversation and, for the healer only, what the patient's profile shares to help them prepare (date of birth, gender, location).",
  middleware: [requireUser] as const,
  request: { params: AppointmentIdParamsSchema },
  responses: {
    200: jsonResponse(AppointmentFullSchema, 'The appointment'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such appointment for this user'),
  },
});

const updateAppointmentRoute = createRoute({
  method: 'patch',
  path: '/appointments/{id}',
  ...access.participant('appointment'),
  tags: ['appointments'],
  summary: 'Set the meeting link, cancel, or mark completed or no-show',
  description:
    'Exactly one change per request. `{ meeting_link }`: the healer, while scheduled (empty or null clears it; a link without a scheme gets https). `{ status: "cancelled", reason? }`: either party, while scheduled and before the start (the healer must give a reason; a patient inside the healer’s cancellation window makes it a `late_cancellation`), or the patient withdrawing a pending request; the slot is free again at once. `{ status: "completed" | "no_show" }`: the healer, once the session has started (a no-show NO_SHOW_AFTER_MINUTES after it), or to change a closed session’s status within 7 days of its end; asking for the status it has changes nothing. `{ status: "scheduled" }`: the healer reopens a closed session within those 7 days.',
  middleware: [requireUser] as const,
  request: {
    params: AppointmentIdParamsSchema,
    body: jsonBody(UpdateAppointmentSchema),
  },
  responses: {
    200: jsonResponse(AppointmentDetailSchema, 'The changed appointment'),
    400: errorResponse(
      'Not one of the allowed changes, an invalid link or reason, or a healer cancelling without a reason',
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse('The other party may make this change, not the caller'),
    404: errorResponse('No such appointment for this user'),
    409: errorResponse(
      'The appointment is not in a state that allows this change, or a reopened session’s time is taken',
    ),
  },
});

const ONE_CHANGE_MESSAGE =
  'Send exactly one change: meeting_link, or status "cancelled" (with an optional reason), "completed", "no_show" or "scheduled"';

/** A body matching none of the changes gets one sentence listing them, not zod's union dump. */
function describeUpdateError(error: ZodError) {
  return firstIssue(error)?.code === 'invalid_union' ? ONE_CHANGE_MESSAGE : describeZodError(error);
}

/** A missing required field gets the one message the form shows (docs/product.md, Validation). */
function describeBookingError(error: ZodError) {
  return error.issues.some((issue) => issue.message === REQUIRED_FIELDS_MESSAGE)
    ? REQUIRED_FIELDS_MESSAGE
    : describeZodError(error);
}

export const appointmentRoutes = createRouter()
  .openapi(listAppointmentsRoute, async (c) => {
    const { viewer } = c.var;
    const list = await listAppointments(
      c.var.database.db,
      { userId: viewer.userId, role: viewer.profile.role },
      c.req.valid('query'),
    );
    return c.json(list, 200);
  })
  .openapi(settingsRoute, (c) =>
    c.json(
      {
        no_show_after_minutes: c.var.env.NO_SHOW_AFTER_MINUTES,
        auto_complete_after_hours: c.var.env.AUTO_COMPLETE_AFTER_HOURS,
        status_change_days: STATUS_CHANGE_DAYS,
      },
      200,
    ),
  )
  .openapi(getAppointmentRoute, async (c) => {
    const { db } = c.var.database;
    const viewerId = c.var.viewer.userId;
    const row = await findAppointmentFor(db, c.req.valid('param').id, viewerId);
    if (!row) throw appointmentNotFound();
    const extras = await findAppointmentExtras(db, row.appointment);
    await recordRead(c, row.appointment.patientId, 'appointment.read', {
      type: 'appointment',
      id: row.appointment.id,
    });
    return c.json(toAppointmentFull(row, extras, viewerId), 200);
  })
  .openapi(
    updateAppointmentRoute,
    async (c) => {
      const row = await updateAppointment(
        appointmentServices(c.var),
        c.req.valid('param').id,
        c.var.viewer.userId,
        c.req.valid('json'),
        { noShowAfterMinutes: c.var.env.NO_SHOW_AFTER_MINUTES },
      );
      return c.json(toAppointmentDetail(row), 200);
    },
    (result, c) => {
      if (!result.success)
        return c.json(errorBody('invalid_request', describeUpdateError(result.error)), 400);
    },
  )
  .openapi(
    bookAppointment,
    async (c) => {
      const input = c.req.valid('json');
      const key = c.req.valid('header')['idempotency-key'];
      const { appointment, replayed } = await createAppointment(
        {
          ...appointmentServices(c.var),
          jobs: c.var.jobs,
          requestHoldSeconds: c.var.env.BOOKING_REQUEST_HOLD_SECONDS,
        },
        c.var.viewer.userId,
        input,
        key,
      );
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(toAppointment(appointment), replayed ? 200 : 201);
    },
    (result, c) => {
      if (!result.success)
        return c.json(errorBody('invalid_request', describeBookingError(result.error)), 400);
    },
  )
  .openapi(rescheduleRoute, async (c) => {
    const { appointment } = await rescheduleAppointment(
      appointmentServices(c.var),
      c.req.valid('param').id,
      c.var.viewer.userId,
      c.req.valid('json').scheduled_at,
    );
    return c.json(toAppointmentDetail(appointment), 200);
  })
  .openapi(acceptRoute, async (c) => {
    const row = await acceptBookingRequest(
      { ...appointmentServices(c.var), jobs: c.var.jobs },
      c.req.valid('param').id,
      c.var.viewer.userId,
    );
    return c.json(toAppointmentDetail(row), 200);
  })
  .openapi(declineRoute, async (c) => {
    const row = await declineBookingRequest(
      { ...appointmentServices(c.var), jobs: c.var.jobs },
      c.req.valid('param').id,
      c.var.viewer.userId,
      c.req.valid('json').reason,
    );
    return c.json(toAppointmentDetail(row), 200);
  });

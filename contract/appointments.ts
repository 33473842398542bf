import { z } from 'zod';
import { safeString } from './strings';
import { GENDERS, SESSION_MODES } from './constants';

/**
 * `pending` is a booking request waiting for the healer (it holds its time like `scheduled`);
 * the healer `declined` it, or it `expired` unanswered (docs/product.md, Booking requests).
 */
export const APPOINTMENT_STATUSES = [
  'pending',
  'scheduled',
  'completed',
  'cancelled',
  'no_show',
  'declined',
  'expired',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Booking constants (docs/product.md, Constants and limits). */
/** The length of the default session type (healers with session types choose their own). */
export const SESSION_MINUTES = 60;
/** The default booking horizon in days (healers may choose 1 to 365). */
export const BOOKING_HORIZON_DAYS = 90;
export const APPOINTMENT_LIMITS = { title: 200, details: 2000, idempotencyKey: 200 } as const;

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const SLOT_TAKEN_MESSAGE =
  'This time slot has already been booked. Please select a different time.';
export const PATIENT_BUSY_MESSAGE = 'You already have a session booked at this time.';

/**
 * docs/product.md, Constants and limits: the booking title the `service` query parameter pre-fills.
 */
export function defaultBookingTitle(serviceId: string | null | undefined): string {
  const titles: Record<string, string> = {
    '1': 'Holistic Therapy Session',
    '2': 'Energy Healing Session',
    '3': 'Nutritional Counseling',
    '4': 'Mindfulness & Meditation',
    '5': 'Yoga Therapy',
    '6': 'Sound Healing',
  };
  return (serviceId && titles[serviceId]) || 'Consultation';
}

/** An appointment as the API returns it: the field names of docs/product.md, Data. */
export const AppointmentSchema = z
  .object({
    id: safeString(),
    title: safeString(),
    details: safeString().nullable(),
    patient_id: safeString(),
    healer_id: safeString(),
    scheduled_at: safeString().describe('ISO-8601 UTC instant'),
    duration_minutes: z.number().int(),
    mode: z.enum(SESSION_MODES),
    status: z.enum(APPOINTMENT_STATUSES),
    meeting_link: safeString().nullable(),
    created_at: safeString(),
    session_type_id: safeString().nullable(),
    /** Cancelled by the patient inside the healer's cancellation window. */
    late_cancellation: z.boolean(),
    /** The start before the latest reschedule; null if never moved. */
    previous_scheduled_at: safeString().nullable(),
    /** A pending request lets its time go at this instant unless the healer answers first. */
    expires_at: safeString().nullable(),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof AppointmentSchema>;

const requiredOr = (message: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? REQUIRED_FIELDS_MESSAGE
      : message,
});

/** POST /api/appointments. Everything else (patient, duration, status) is decided by the server. */
export const CreateAppointmentSchema = z
  .object({
    healer_id: safeString(requiredOr('healer_id must be text'))
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .max(100),
    scheduled_at: z.iso.datetime({
      offset: true,
      ...requiredOr('scheduled_at must be an ISO-8601 date and time'),
    }),
    mode: z.enum(SESSION_MODES, requiredOr('Mode must be video, chat or in_person')),
    title: safeString(requiredOr('Title must be text'))
      .trim()
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .max(
        APPOINTMENT_LIMITS.title,
        `Title must be at most ${APPOINTMENT_LIMITS.title} characters`,
      ),
    details: safeString()
      .trim()
      .max(
        APPOINTMENT_LIMITS.details,
        `Details must be at most ${APPOINTMENT_LIMITS.details} characters`,
      )
      .nullish()
      .transform((value) => value || null),
    /** One of the healer's active session types; left out, their first (or the default). */
    session_type_id: z.uuid('session_type_id: no such session type').nullish(),
  })
  .meta({ id: 'CreateAppointment' });
export type CreateAppointment = z.input<typeof CreateAppointmentSchema>;

export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': safeString()
    .min(1)
    .max(APPOINTMENT_LIMITS.idempotencyKey, 'Idempotency-Key is too long')
    .optional(),
});

/** The two sides of an appointment, and who else changes its status: the job queue. */
export const PARTY_ROLES = ['patient', 'healer'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
export const STATUS_CHANGERS = ['patient', 'healer', 'system'] as const;

/** Shown in place of a name when the other party's profile is missing (docs/product.md, API). */
export const UNKNOWN_PATIENT = 'Unknown Patient';
export const UNKNOWN_HEALER = 'Unknown Healer';

/**
 * An appointment as the dashboards list it: the booking's fields plus both parties' names and
 * pictures (read in the same query) and, once cancelled, who cancelled and why.
 */
export const AppointmentDetailSchema = AppointmentSchema.extend({
  ends_at: safeString().describe('ISO-8601 UTC instant'),
  patient_name: safeString(),
  patient_picture_url: safeString().nullable(),
  healer_name: safeString(),
  healer_picture_url: safeString().nullable(),
  /** Who cancelled (or, for a request, declined): set once the appointment is cancelled. */
  cancelled_by: z.enum(PARTY_ROLES).nullable(),
  cancellation_reason: safeString().nullable(),
  /** When the status last changed, and who changed it (`system`: an expiry or auto-complete). */
  status_changed_at: safeString().nullable(),
  status_changed_by: z.enum(STATUS_CHANGERS).nullable(),
  rescheduled_by: safeString().nullable(),
  /** The healer's zone, so either side can name it where it differs from their own. */
  healer_timezone: safeString(),
  /**
   * Until this instant the patient may cancel without it counting as late, and may reschedule
   * (the healer's cancellation window before the start); null when the healer has none.
   */
  cancellation_deadline: safeString().nullable(),
  /** The healer's own words about cancelling, if any. */
  cancellation_policy: safeString().nullable(),
  /** The patient's review of this session, once written (GET /api/reviews/{id} for its author). */
  review_id: safeString().nullable(),
}).meta({ id: 'AppointmentDetail' });
export type AppointmentDetail = z.infer<typeof AppointmentDetailSchema>;

/**
 * GET /api/appointments views: `upcoming` is scheduled or requested and not yet ended (soonest
 * first), `past` is ended or closed in any way (latest first), `cancelled` is cancelled, declined
 * or expired (latest first), `completed` is completed (latest first), `all` is every appointment
 * (earliest first; docs/product.md, API).
 */
export const APPOINTMENT_VIEWS = ['all', 'upcoming', 'past', 'cancelled', 'completed'] as const;
export type AppointmentView = (typeof APPOINTMENT_VIEWS)[number];
export const APPOINTMENT_PAGE_MAX = 100;
/**
 * docs/product.md, Constants and limits: the patient dashboard's session history shows this many.
 */
export const PAST_SESSION_LIMIT = 5;

export const AppointmentListQuerySchema = z.object({
  view: z
    .enum(APPOINTMENT_VIEWS, { error: 'must be all, upcoming, past, cancelled or completed' })
    .default('all'),
  limit: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(APPOINTMENT_PAGE_MAX, `must be at most ${APPOINTMENT_PAGE_MAX}`)
    .default(50),
  cursor: safeString().max(500, 'Invalid cursor').optional(),
  /** Only sessions starting at or after this instant (a day of the healer's calendar). */
  from: z.iso
    .datetime({ offset: true, error: 'from must be an ISO-8601 date and time' })
    .optional(),
  /** Only sessions starting before this instant. */
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO-8601 date and time' }).optional(),
});
export type AppointmentListQuery = z.input<typeof AppointmentListQuerySchema>;

export const AppointmentListSchema = z
  .object({
    items: z.array(AppointmentDetailSchema),
    /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
    next_cursor: safeString().nullable(),
    /** How many appointments the view holds (all pages). */
    total: z.number().int(),
  })
  .meta({ id: 'AppointmentList' });
export type AppointmentList = z.infer<typeof AppointmentListSchema>;

export const MEETING_LINK_MAX = 2048;
/** A completed or no-show session's status can be changed this many days after its end. */
export const STATUS_CHANGE_DAYS = 7;
export const CANCELLATION_REASON_MAX = 500;
export const MEETING_LINK_MESSAGE = 'Meeting link must be an http(s) URL';

/**
 * True for an absolute http(s) URL with a host and nothing that could turn into markup or a
 * second attribute (spaces, quotes, angle brackets, control characters).
 */
export function isMeetingLink(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\s"'<>`\u0000-\u001f\u007f]/.test(value)) return false;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A link pasted without its scheme (`meet.google.com/abc-defg-hij`, as Google Meet copies it)
 * means https; anything else is left for `isMeetingLink` to judge.
 */
export function withLinkScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return /^[^\s/?#]+\.[^\s/?#]+/.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** An empty or null link clears it; a link without a scheme gets https (docs/product.md). */
export const MeetingLinkSchema = safeString('Meeting link must be text')
  .max(MEETING_LINK_MAX, `Meeting link must be at most ${MEETING_LINK_MAX} characters`)
  .transform(withLinkScheme)
  .refine(
    (value) => value.length <= MEETING_LINK_MAX,
    `Meeting link must be at most ${MEETING_LINK_MAX} characters`,
  )
  .refine((value) => value === '' || isMeetingLink(value), MEETING_LINK_MESSAGE)
  .nullable()
  .transform((value) => value || null);

/** A healer who cancels owes the patient a reason (docs/product.md, Cancellation policy). */
export const HEALER_REASON_MESSAGE = 'Please give the patient a reason for cancelling';

/**
 * PATCH /api/appointments/{id}: exactly one change. The healer sets or clears the meeting link;
 * either party cancels a scheduled appointment before it starts (optional reason); the healer
 * marks a started one completed or no-show.
 */
export const UpdateAppointmentSchema = z
  .union([
    z.strictObject({ meeting_link: MeetingLinkSchema }),
    z.strictObject({
      status: z.literal('cancelled'),
      reason: safeString('Reason must be text')
        .trim()
        .max(
          CANCELLATION_REASON_MAX,
          `Reason must be at most ${CANCELLATION_REASON_MAX} characters`,
        )
        .nullish()
        .transform((value) => value || null),
    }),
    // `scheduled` reopens a session the healer closed by mistake (within STATUS_CHANGE_DAYS).
    z.strictObject({ status: z.enum(['completed', 'no_show', 'scheduled']) }),
  ])
  .meta({ id: 'UpdateAppointment' });
export type UpdateAppointment = z.input<typeof UpdateAppointmentSchema>;

export const AppointmentIdParamsSchema = z.object({ id: safeString().max(100) });

/** POST /api/appointments/{id}/reschedule: a new start of the same healer and session type. */
export const RescheduleAppointmentSchema = z
  .strictObject({
    scheduled_at: z.iso.datetime({
      offset: true,
      error: 'scheduled_at must be an ISO-8601 date and time',
    }),
  })
  .meta({ id: 'RescheduleAppointment' });
export type RescheduleAppointment = z.input<typeof RescheduleAppointmentSchema>;

/** POST /api/appointments/{id}/decline: the healer turns a request down, optionally saying why. */
export const DeclineAppointmentSchema = z
  .strictObject({
    reason: safeString('Reason must be text')
      .trim()
      .max(CANCELLATION_REASON_MAX, `Reason must be at most ${CANCELLATION_REASON_MAX} characters`)
      .nullish()
      .transform((value) => value || null),
  })
  .meta({ id: 'DeclineAppointment' });
export type DeclineAppointment = z.input<typeof DeclineAppointmentSchema>;

/**
 * GET /api/appointments/{id}: the appointment in full for one of its two people — the other
 * person's zone and, for the healer, what the patient's profile shares to help them prepare.
 */
export const AppointmentFullSchema = AppointmentDetailSchema.extend({
  patient_timezone: safeString(),
  /** The healer's professional title (null: the default title). */
  healer_title: safeString().nullable(),
  /** Date of birth, gender and location from the patient's profile: for the healer only. */
  patient_profile: z
    .object({
      date_of_birth: safeString().nullable(),
      gender: z.enum(GENDERS).nullable(),
      location: safeString().nullable(),
    })
    .nullable(),
  /** The pair's conversation, once one exists. */
  chat_id: safeString().nullable(),
}).meta({ id: 'AppointmentFull' });
export type AppointmentFull = z.infer<typeof AppointmentFullSchema>;

/** GET /api/appointment-settings: the timing rules the screens follow (server/env.ts). */
export const AppointmentSettingsSchema = z
  .object({
    /** "No-show" is offered this many minutes after the start. */
    no_show_after_minutes: z.number().int(),
    /** An ended session nobody closed is marked completed this many hours after its end. */
    auto_complete_after_hours: z.number(),
    /** A closed session's status can be changed this many days after its end. */
    status_change_days: z.number().int(),
  })
  .meta({ id: 'AppointmentSettings' });
export type AppointmentSettings = z.infer<typeof AppointmentSettingsSchema>;

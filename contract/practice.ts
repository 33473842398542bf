import { z } from 'zod';
import { BOOKING_HORIZON_DAYS, SESSION_MINUTES } from './appointments';
import { SESSION_MODES } from './constants';
import { safeString } from './strings';

/**
 * A healer's practice settings (docs/product.md, Session types and Booking rules): the kinds of
 * session they offer and the rules every booking follows.
 */

/** The booking rules of a healer who never changed them. */
export const BOOKING_DEFAULTS = {
  min_notice_hours: 2,
  horizon_days: BOOKING_HORIZON_DAYS,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  daily_max_sessions: null,
  cancellation_window_hours: 24,
  cancellation_policy: null,
  slot_step_minutes: null,
} as const;

export const BOOKING_LIMITS = {
  minNoticeHours: 720,
  horizonDays: 365,
  bufferMinutes: 240,
  dailyMaxSessions: 48,
  cancellationWindowHours: 720,
  cancellationPolicy: 1000,
} as const;

/** Starts may step by the session's duration (null) or by one of these. */
export const SLOT_STEP_OPTIONS = [15, 30, 60] as const;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const bufferMinutes = (label: string) =>
  wholeNumber(label, 0, BOOKING_LIMITS.bufferMinutes).refine(
    (minutes) => minutes % 5 === 0,
    `${label} must be a multiple of 5 minutes`,
  );

export const BookingSettingsSchema = z
  .object({
    min_notice_hours: z.number().int(),
    horizon_days: z.number().int(),
    buffer_before_minutes: z.number().int(),
    buffer_after_minutes: z.number().int(),
    daily_max_sessions: z.number().int().nullable(),
    cancellation_window_hours: z.number().int().describe('0 means no window'),
    cancellation_policy: safeString().nullable(),
    slot_step_minutes: z
      .number()
      .int()
      .nullable()
      .describe('Null: starts step by the session type’s duration'),
    /** The healer's IANA zone, in which days and hours are meant (shown, set on the profile). */
    timezone: safeString(),
  })
  .meta({ id: 'BookingSettings' });
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;

/** PUT /api/me/booking-settings: the fields to change; the others keep their values. */
export const UpdateBookingSettingsSchema = z
  .strictObject({
    min_notice_hours: wholeNumber('Minimum notice', 0, BOOKING_LIMITS.minNoticeHours),
    horizon_days: wholeNumber('Booking horizon', 1, BOOKING_LIMITS.horizonDays),
    buffer_before_minutes: bufferMinutes('Buffer before'),
    buffer_after_minutes: bufferMinutes('Buffer after'),
    daily_max_sessions: wholeNumber('Daily maximum', 1, BOOKING_LIMITS.dailyMaxSessions).nullable(),
    cancellation_window_hours: wholeNumber(
      'Cancellation window',
      0,
      BOOKING_LIMITS.cancellationWindowHours,
    ),
    cancellation_policy: safeString('Cancellation policy must be text')
      .trim()
      .max(
        BOOKING_LIMITS.cancellationPolicy,
        `Cancellation policy must be at most ${BOOKING_LIMITS.cancellationPolicy} characters`,
      )
      .nullable()
      .transform((value) => value || null),
    slot_step_minutes: z
      .union(
        SLOT_STEP_OPTIONS.map((step) => z.literal(step)),
        'Slot step must be 15, 30 or 60 minutes, or null for the session length',
      )
      .nullable(),
  })
  .partial()
  .meta({ id: 'UpdateBookingSettings' });
export type UpdateBookingSettings = z.input<typeof UpdateBookingSettingsSchema>;

export const SESSION_TYPE_LIMITS = {
  name: 100,
  description: 1000,
  minDuration: 15,
  maxDuration: 240,
  perHealer: 20,
} as const;

/** The type every healer without session types offers (docs/product.md, Session types). */
export const DEFAULT_SESSION_TYPE = { name: 'Session', duration_minutes: SESSION_MINUTES } as const;

/** A session type as its healer manages it. */
export const SessionTypeSchema = z
  .object({
    id: safeString(),
    name: safeString(),
    description: safeString().nullable(),
    duration_minutes: z.number().int(),
    price: z.number(),
    modes: z.array(z.enum(SESSION_MODES)),
    is_active: z.boolean(),
    position: z.number().int(),
    requires_confirmation: z.boolean(),
  })
  .meta({ id: 'SessionType' });
export type SessionType = z.infer<typeof SessionTypeSchema>;

/**
 * A session type as patients see it: the healer's active types in their order, or the default
 * "Session" (id null, at the consultation fee, in the healer's modes) when they have none.
 */
export const BookableSessionTypeSchema = z
  .object({
    id: safeString().nullable(),
    name: safeString(),
    description: safeString().nullable(),
    duration_minutes: z.number().int(),
    price: z.number().nullable(),
    modes: z.array(z.enum(SESSION_MODES)),
    requires_confirmation: z.boolean(),
  })
  .meta({ id: 'BookableSessionType' });
export type BookableSessionType = z.infer<typeof BookableSessionTypeSchema>;

/** What a patient needs to book with a healer: the types, and the cancellation policy to agree to. */
export const BookableSessionTypeListSchema = z
  .object({
    items: z.array(BookableSessionTypeSchema),
    /** Cancelling later than this many hours before the start is late (0: never). */
    cancellation_window_hours: z.number().int(),
    cancellation_policy: safeString().nullable(),
  })
  .meta({ id: 'BookableSessionTypeList' });
export type BookableSessionTypeList = z.infer<typeof BookableSessionTypeListSchema>;

export const SessionTypeListSchema = z
  .object({ items: z.array(SessionTypeSchema) })
  .meta({ id: 'SessionTypeList' });
export type SessionTypeList = z.infer<typeof SessionTypeListSchema>;

const isWholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

const sessionTypeFields = {
  name: safeString('Name must be text')
    .trim()
    .min(1, 'Please enter a name')
    .max(SESSION_TYPE_LIMITS.name, `Name must be at most ${SESSION_TYPE_LIMITS.name} characters`),
  description: safeString('Description must be text')
    .trim()
    .max(
      SESSION_TYPE_LIMITS.description,
      `Description must be at most ${SESSION_TYPE_LIMITS.description} characters`,
    )
    .nullable()
    .transform((value) => value || null),
  duration_minutes: wholeNumber(
    'Duration',
    SESSION_TYPE_LIMITS.minDuration,
    SESSION_TYPE_LIMITS.maxDuration,
  ).refine((minutes) => minutes % 15 === 0, 'Duration must be a multiple of 15 minutes'),
  price: z
    .number('Price must be a number')
    .min(0, 'Price must be at least 0')
    .max(100000, 'Price must be at most 100000')
    .refine(isWholeCents, 'Price must be in whole cents'),
  modes: z
    .array(z.enum(SESSION_MODES, 'Modes must be video, chat or in_person'))
    .min(1, 'Choose at least one session mode')
    .transform((modes) => [...new Set(modes)]),
  is_active: z.boolean('Active must be true or false'),
  position: wholeNumber('Position', 0, 1000),
  requires_confirmation: z.boolean('Requires confirmation must be true or false'),
};

/** POST /api/me/session-types. A new type goes last unless a position is given. */
export const CreateSessionTypeSchema = z
  .strictObject({
    ...sessionTypeFields,
    description: sessionTypeFields.description.optional(),
    is_active: sessionTypeFields.is_active.default(true),
    position: sessionTypeFields.position.optional(),
    requires_confirmation: sessionTypeFields.requires_confirmation.default(false),
  })
  .meta({ id: 'CreateSessionType' });
export type CreateSessionType = z.input<typeof CreateSessionTypeSchema>;

/** PATCH /api/me/session-types/{id}: the fields to change. */
export const UpdateSessionTypeSchema = z
  .strictObject(sessionTypeFields)
  .partial()
  .meta({ id: 'UpdateSessionType' });
export type UpdateSessionType = z.input<typeof UpdateSessionTypeSchema>;

export const SessionTypeIdParamsSchema = z.object({ id: z.uuid('Session type not found') });

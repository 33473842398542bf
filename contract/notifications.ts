import { z } from 'zod';
import { safeString } from './strings';

/*
 * Notifications (issue 12): the in-app notification centre, per-category preferences for email
 * and in-app notices, reminder lead times, the private calendar feed and one-click unsubscribe.
 */

/** What a notification is about; each has an email on/off and an in-app on/off. */
export const NOTIFICATION_CATEGORIES = [
  'bookings',
  'reminders',
  'messages',
  'medication',
  'plans',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  bookings: 'Bookings and changes',
  reminders: 'Session reminders',
  messages: 'Unread messages',
  medication: 'Medication reminders',
  plans: 'Wellness plans',
};

export const NOTIFICATION_CATEGORY_HINTS: Record<NotificationCategory, string> = {
  bookings: 'New bookings, requests and their answers, moves, cancellations and meeting links.',
  reminders: 'Before each session, at the times chosen below.',
  messages: 'A conversation with messages you have not read for a while.',
  medication: 'At the times of day set on your medications.',
  plans: 'A practitioner shares a wellness plan with you or changes one.',
};

/** The kinds of notification; each belongs to one category. */
export const NOTIFICATION_TYPES = {
  'appointment.booked': 'bookings',
  'appointment.requested': 'bookings',
  'appointment.accepted': 'bookings',
  'appointment.declined': 'bookings',
  'appointment.expired': 'bookings',
  'appointment.withdrawn': 'bookings',
  'appointment.cancelled': 'bookings',
  'appointment.rescheduled': 'bookings',
  'appointment.meeting_link': 'bookings',
  'appointment.completed': 'bookings',
  'appointment.no_show': 'bookings',
  'reminder.session': 'reminders',
  'message.unread': 'messages',
  'reminder.medication': 'medication',
  'plan.shared': 'plans',
  'plan.updated': 'plans',
} as const satisfies Record<string, NotificationCategory>;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as [
  NotificationType,
  ...NotificationType[],
];

export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;
/** How many notifications one "mark read" may name. */
export const MARK_READ_MAX_IDS = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const NotificationSchema = z
  .object({
    id: safeString(),
    type: z.enum(NOTIFICATION_TYPE_NAMES),
    title: safeString(),
    body: safeString(),
    /** A path inside the app: the appointment's page, the chat, the medications page. */
    link: safeString().nullable(),
    read_at: safeString().nullable(),
    created_at: safeString(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications: newest first, keyset-paged with `cursor`. */
export const NotificationListQuerySchema = z.object({
  cursor: safeString().max(500, 'Invalid cursor').optional(),
  limit: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(NOTIFICATION_PAGE_MAX, `must be at most ${NOTIFICATION_PAGE_MAX}`)
    .default(NOTIFICATION_PAGE_DEFAULT),
});

export const NotificationPageSchema = z
  .object({ items: z.array(NotificationSchema), next_cursor: safeString().nullable() })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** POST /api/notifications/read: these notifications, or every one when `ids` is left out. */
export const MarkNotificationsReadSchema = z
  .strictObject({
    ids: z
      .array(safeString().regex(UUID, 'must be notification ids'), 'ids must be a list')
      .min(1, 'ids must name at least one notification')
      .max(MARK_READ_MAX_IDS, `ids must name at most ${MARK_READ_MAX_IDS} notifications`)
      .optional(),
  })
  .meta({ id: 'MarkNotificationsRead' });
export type MarkNotificationsRead = z.input<typeof MarkNotificationsReadSchema>;

export const UnreadNotificationsSchema = z
  .object({ unread: z.number().int() })
  .meta({ id: 'UnreadNotifications' });

/** Lead times a user may choose for session reminders, besides the server's defaults. */
export const REMINDER_LEAD_CHOICES = [15, 30, 60, 120, 1440, 2880] as const;
/** At most this many reminders before each session. */
export const MAX_REMINDER_LEADS = 4;
/** The longest lead time any setting may give: a week. */
export const MAX_REMINDER_LEAD_MINUTES = 7 * 24 * 60;

const channelSwitches = z.strictObject(
  Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((category) => [category, z.boolean(`must be true or false`)]),
  ) as Record<NotificationCategory, z.ZodBoolean>,
);

export const NotificationPreferencesSchema = z
  .object({
    /** Per category: send an email. */
    email: channelSwitches,
    /** Per category: show it in the notification centre. */
    in_app: channelSwitches,
    /** Minutes before each session a reminder is due, longest first. */
    reminder_lead_minutes: z.array(z.number().int()),
    /** What this server offers to choose from (REMINDER_LEAD_CHOICES and its defaults). */
    reminder_lead_choices: z.array(z.number().int()),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** PUT /api/me/notification-preferences: the switches and lead times sent change. */
export const UpdateNotificationPreferencesSchema = z
  .strictObject({
    email: channelSwitches.partial().optional(),
    in_app: channelSwitches.partial().optional(),
    reminder_lead_minutes: z
      .array(
        z
          .number('must be minutes')
          .int('must be whole minutes')
          .positive('must be positive')
          .max(MAX_REMINDER_LEAD_MINUTES, 'must be at most a week'),
        'reminder_lead_minutes must be a list',
      )
      .max(MAX_REMINDER_LEADS, `choose at most ${MAX_REMINDER_LEADS} reminder times`)
      .refine((leads) => new Set(leads).size === leads.length, 'must not repeat a time')
      .optional(),
  })
  .meta({ id: 'UpdateNotificationPreferences' });
export type UpdateNotificationPreferences = z.input<typeof UpdateNotificationPreferencesSchema>;

/** "1 hour", "1 day", "30 minutes", "2 days": a lead time as the settings and emails say it. */
export function describeLead(minutes: number): string {
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (minutes % 1440 === 0) return unit(minutes / 1440, 'day');
  if (minutes % 60 === 0) return unit(minutes / 60, 'hour');
  return unit(minutes, 'minute');
}

/** GET /api/me/calendar-feed: whether a feed exists; its address is shown only when made. */
export const CalendarFeedSchema = z
  .object({ active: z.boolean(), created_at: safeString().nullable() })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** POST /api/me/calendar-feed: a new private address (the previous one stops working). */
export const NewCalendarFeedSchema = z
  .object({ url: safeString(), created_at: safeString() })
  .meta({ id: 'NewCalendarFeed' });
export type NewCalendarFeed = z.infer<typeof NewCalendarFeedSchema>;

/** The feed's path parameter: the token followed by `.ics`. */
export const CalendarFeedParamsSchema = z.object({
  token: safeString().max(200).meta({ description: 'The feed token followed by `.ics`' }),
});

/** GET/POST /api/unsubscribe?token=: the signed token of an email's unsubscribe link. */
export const UnsubscribeQuerySchema = z.object({
  token: safeString().min(1, 'token is required').max(500, 'Invalid token'),
});

export const UnsubscribeResultSchema = z
  .object({ category: z.enum(NOTIFICATION_CATEGORIES), label: safeString() })
  .meta({ id: 'UnsubscribeResult' });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;

/** Where a notification about an appointment leads, for each side. */
export const appointmentPagePath = (role: 'patient' | 'healer', appointmentId: string) =>
  `/${role}-dashboard/appointments/${encodeURIComponent(appointmentId)}`;

/** The page of each role's notification centre and settings. */
export const notificationsPagePath = (role: 'patient' | 'healer') =>
  `/${role}-dashboard/notifications`;
export const settingsPagePath = (role: 'patient' | 'healer') => `/${role}-dashboard/settings`;
export const MEDICATIONS_PAGE_PATH = '/patient-dashboard/prescriptions';
export const WELLNESS_PAGE_PATH = '/patient-dashboard/wellness';

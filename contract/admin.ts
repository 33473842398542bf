import { z } from 'zod';
import { safeString } from './strings';
import { APPOINTMENT_STATUSES } from './appointments';
import { ROLES, SESSION_MODES } from './constants';
import { VerificationSchema } from './verification';

/*
 * The admin console's API (/api/admin/*, decision 036). Every route answers 404 to anyone but an
 * admin, as if it did not exist.
 */

export const ADMIN_PAGE_MAX = 100;
const pageQuery = {
  limit: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ADMIN_PAGE_MAX, `must be at most ${ADMIN_PAGE_MAX}`)
    .default(25),
  cursor: safeString().max(500, 'Invalid cursor').optional(),
};
/** A page of a list: its items and the cursor of the next page (null on the last). */
const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z.object({ items: z.array(item), next_cursor: safeString().nullable() }).meta({ id });

const reasonText = (what: string) =>
  safeString(`${what} must be text`)
    .trim()
    .min(1, `Please give a ${what.toLowerCase()}`)
    .max(1000, `${what} must be at most 1000 characters`);

/** GET /api/admin/verifications: the queue (pending, longest waiting first) or another state. */
export const AdminVerificationQuerySchema = z.object({
  status: z
    .enum(['pending', 'verified', 'rejected'], { error: 'must be pending, verified or rejected' })
    .default('pending'),
  ...pageQuery,
});

/**
 * A healer's verification as the healer sees it, with who they are. The credentials carry the
 * admins' own document_url (/api/admin/credentials/{id}/document).
 */
export const AdminVerificationSchema = VerificationSchema.extend({
  healer_id: safeString(),
  name: safeString(),
  email: safeString(),
}).meta({ id: 'AdminVerification' });
export type AdminVerification = z.infer<typeof AdminVerificationSchema>;

export const AdminVerificationListSchema = pageOf(AdminVerificationSchema, 'AdminVerificationList');
export type AdminVerificationList = z.infer<typeof AdminVerificationListSchema>;

export const HealerIdParamSchema = z.object({ healerId: safeString().min(1).max(100) });
export const UserIdParamSchema = z.object({ id: safeString().min(1).max(100) });
export const AdminIdParamSchema = z.object({ id: safeString().max(100) });

/** GET /api/admin/reports: reviews with open reports, the longest reported first. */
export const AdminReportQuerySchema = z.object(pageQuery);

export const AdminReportedReviewSchema = z
  .object({
    review: z.object({
      id: safeString(),
      rating: z.number().int(),
      text: safeString().nullable(),
      created_at: safeString(),
      hidden: z.boolean(),
      healer_id: safeString(),
      healer_name: safeString(),
      /** Admins see who wrote it (the public sees first name and initial). */
      author_id: safeString(),
      author_name: safeString(),
    }),
    reports: z.array(
      z.object({
        id: safeString(),
        reason: safeString(),
        reporter_name: safeString(),
        created_at: safeString(),
      }),
    ),
  })
  .meta({ id: 'AdminReportedReview' });
export type AdminReportedReview = z.infer<typeof AdminReportedReviewSchema>;

export const AdminReportListSchema = pageOf(AdminReportedReviewSchema, 'AdminReportList');
export type AdminReportList = z.infer<typeof AdminReportListSchema>;

/** POST /api/admin/reviews/{id}/moderate: hide the review or keep it; the reason is recorded. */
export const ModerateReviewSchema = z
  .strictObject({
    decision: z.enum(['hide', 'keep'], { error: 'Decision must be hide or keep' }),
    reason: reasonText('Reason'),
  })
  .meta({ id: 'ModerateReview' });
export type ModerateReview = z.input<typeof ModerateReviewSchema>;

export const USER_STATUSES = ['active', 'suspended'] as const;

/** GET /api/admin/users: search by name or email, newest accounts first. */
export const AdminUserQuerySchema = z.object({
  q: safeString()
    .trim()
    .max(200, 'must be at most 200 characters')
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'must not contain control characters')
    .optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  ...pageQuery,
});
export type AdminUserQuery = z.input<typeof AdminUserQuerySchema>;

export const AdminUserSchema = z
  .object({
    id: safeString(),
    name: safeString(),
    email: safeString(),
    role: z.enum(ROLES),
    created_at: safeString(),
    verified: z.boolean(),
    suspended_at: safeString().nullable(),
    suspension_reason: safeString().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = pageOf(AdminUserSchema, 'AdminUserList');
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

/** A scheduled session of the user that has not ended: for following up after a suspension. */
export const FollowUpAppointmentSchema = z.object({
  id: safeString(),
  title: safeString(),
  scheduled_at: safeString(),
  mode: z.enum(SESSION_MODES),
  status: z.enum(APPOINTMENT_STATUSES),
  /** The other party: who to contact. */
  with_id: safeString(),
  with_name: safeString(),
  with_email: safeString(),
});
export type FollowUpAppointment = z.infer<typeof FollowUpAppointmentSchema>;

export const AdminUserDetailSchema = z
  .object({ user: AdminUserSchema, upcoming_appointments: z.array(FollowUpAppointmentSchema) })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** POST /api/admin/users/{id}/suspend. */
export const SuspendUserSchema = z
  .strictObject({ reason: reasonText('Reason') })
  .meta({ id: 'SuspendUser' });

/** GET /api/admin/overview: activity per week, oldest first, the current week last. */
export const AdminOverviewQuerySchema = z.object({
  weeks: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(52, 'must be at most 52')
    .default(12),
});

export const AdminOverviewSchema = z
  .object({
    weeks: z.array(
      z.object({
        /** Monday of the week (UTC), YYYY-MM-DD. */
        week_start: safeString(),
        signups: z.number().int(),
        bookings: z.number().int(),
        cancellations: z.number().int(),
        completions: z.number().int(),
      }),
    ),
    totals: z.object({
      users: z.number().int(),
      healers: z.number().int(),
      verified_healers: z.number().int(),
      pending_verifications: z.number().int(),
      open_reports: z.number().int(),
      suspended_users: z.number().int(),
    }),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

export const ADMIN_ACTION_LABELS = {
  'admin.grant': 'Made an admin',
  'verification.approve': 'Verification approved',
  'verification.reject': 'Verification rejected',
  'verification.expire': 'Badge expired',
  'review.hide': 'Review hidden',
  'review.keep': 'Review kept',
  'user.suspend': 'User suspended',
  'user.unsuspend': 'User unsuspended',
} as const;
export type AdminActionName = keyof typeof ADMIN_ACTION_LABELS;

export const AuditQuerySchema = z.object(pageQuery);

export const AuditEntrySchema = z
  .object({
    id: safeString(),
    /** Null for the system (expired badges) and the command line (admin:create). */
    actor_email: safeString().nullable(),
    action: z.enum(Object.keys(ADMIN_ACTION_LABELS) as [AdminActionName, ...AdminActionName[]]),
    target_type: z.enum(['user', 'review', 'healer']),
    target_id: safeString(),
    target_label: safeString().nullable(),
    reason: safeString().nullable(),
    created_at: safeString(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = pageOf(AuditEntrySchema, 'AuditList');
export type AuditList = z.infer<typeof AuditListSchema>;

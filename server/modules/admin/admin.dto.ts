import type {
  AdminReportedReview,
  AdminUser,
  AuditEntry,
  FollowUpAppointment,
} from '@contract/admin';
import { UNKNOWN_HEALER, UNKNOWN_PATIENT } from '@contract/appointments';
import type { appointments, reviewReports, reviews } from '../../db/schema';
import type { AdminActionRow } from '../audit/audit.queries';

export interface AdminUserRow {
  id: string;
  email: string;
  createdAt: Date;
  name: string;
  role: AdminUser['role'];
  verified: boolean;
  suspendedAt: Date | null;
  suspensionReason: string | null;
}

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    verified: row.verified,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    suspension_reason: row.suspensionReason,
  };
}

export function toFollowUp(row: {
  appointment: typeof appointments.$inferSelect;
  otherId: string;
  otherEmail: string;
  otherName: string | null;
}): FollowUpAppointment {
  return {
    id: row.appointment.id,
    title: row.appointment.title,
    scheduled_at: row.appointment.scheduledAt.toISOString(),
    mode: row.appointment.mode,
    status: row.appointment.status,
    with_id: row.otherId,
    with_name: row.otherName ?? 'Unknown',
    with_email: row.otherEmail,
  };
}

export function toReportedReview(
  row: {
    review: typeof reviews.$inferSelect;
    authorName: string | null;
    healerName: string | null;
  },
  reports: Array<{ report: typeof reviewReports.$inferSelect; reporterName: string | null }>,
): AdminReportedReview {
  return {
    review: {
      id: row.review.id,
      rating: row.review.rating,
      text: row.review.body,
      created_at: row.review.createdAt.toISOString(),
      hidden: row.review.hiddenAt !== null,
      healer_id: row.review.healerId,
      healer_name: row.healerName ?? UNKNOWN_HEALER,
      author_id: row.review.patientId,
      author_name: row.authorName ?? UNKNOWN_PATIENT,
    },
    reports: reports.map(({ report, reporterName }) => ({
      id: report.id,
      reason: report.reason,
      reporter_name: reporterName ?? 'Unknown user',
      created_at: report.createdAt.toISOString(),
    })),
  };
}

export function toAuditEntry(row: AdminActionRow): AuditEntry {
  return {
    id: row.id,
    actor_email: row.actorEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

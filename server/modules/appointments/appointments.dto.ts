import {
  UNKNOWN_HEALER,
  UNKNOWN_PATIENT,
  type Appointment,
  type AppointmentDetail,
  type AppointmentFull,
  type PartyRole,
} from '@contract/appointments';
import { BOOKING_DEFAULTS } from '@contract/practice';
import type { appointments } from '../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;

export function toAppointment(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    title: row.title,
    details: row.details,
    patient_id: row.patientId,
    healer_id: row.healerId,
    scheduled_at: row.scheduledAt.toISOString(),
    duration_minutes: row.durationMinutes,
    mode: row.mode,
    status: row.status,
    meeting_link: row.meetingLink,
    created_at: row.createdAt.toISOString(),
    session_type_id: row.sessionTypeId,
    late_cancellation: row.lateCancellation,
    previous_scheduled_at: row.previousScheduledAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** An appointment row with both parties' names and pictures, joined in the same statement. */
export interface AppointmentWithParties {
  appointment: AppointmentRow;
  patientName: string | null;
  patientPicture: string | null;
  healerName: string | null;
  healerPicture: string | null;
  healerTimezone: string | null;
  /** The healer's cancellation window and policy (null when they never set their rules). */
  cancellationWindowHours: number | null;
  cancellationPolicy: string | null;
  /** The patient's review of the session, if they wrote one (modules/reviews). */
  reviewId: string | null;
}

export function toAppointmentDetail(row: AppointmentWithParties): AppointmentDetail {
  const { appointment } = row;
  return {
    ...toAppointment(appointment),
    ends_at: appointment.endsAt.toISOString(),
    patient_name: row.patientName ?? UNKNOWN_PATIENT,
    patient_picture_url: row.patientPicture,
    healer_name: row.healerName ?? UNKNOWN_HEALER,
    healer_picture_url: row.healerPicture,
    cancelled_by: partyOf(appointment, appointment.cancelledBy),
    cancellation_reason: appointment.cancellationReason,
    status_changed_at: appointment.statusChangedAt?.toISOString() ?? null,
    status_changed_by: appointment.statusChangedBy,
    rescheduled_by: appointment.rescheduledBy,
    healer_timezone: row.healerTimezone ?? 'UTC',
    cancellation_deadline: cancellationDeadline(row)?.toISOString() ?? null,
    cancellation_policy: row.cancellationPolicy,
    review_id: row.reviewId,
  };
}

/** Which side a user id is of the appointment (null for nobody, or an account since deleted). */
function partyOf(row: AppointmentRow, userId: string | null): PartyRole | null {
  if (userId === row.patientId) return 'patient';
  if (userId === row.healerId) return 'healer';
  return null;
}

/** What an appointment's page adds to its row (appointments.queries.ts, findAppointmentExtras). */
export interface AppointmentExtras {
  patientTimezone: string;
  patientProfile: {
    dateOfBirth: string | null;
    gender: 'male' | 'female' | 'non-binary' | 'prefer-not-to-say' | null;
    location: string | null;
  } | null;
  healerTitle: string | null;
  chatId: string | null;
}

/**
 * The appointment in full for one of its two people: the patient's shared details go to the
 * healer only.
 */
export function toAppointmentFull(
  row: AppointmentWithParties,
  extras: AppointmentExtras,
  viewerId: string,
): AppointmentFull {
  const shared = viewerId === row.appointment.healerId ? extras.patientProfile : null;
  return {
    ...toAppointmentDetail(row),
    patient_timezone: extras.patientTimezone,
    healer_title: extras.healerTitle,
    patient_profile: shared && {
      date_of_birth: shared.dateOfBirth,
      gender: shared.gender,
      location: shared.location,
    },
    chat_id: extras.chatId,
  };
}

/**
 * The instant from which a patient's cancellation is late and a patient can no longer move the
 * session: the healer's window before the start (undefined when the window is 0).
 */
export function cancellationDeadline(row: AppointmentWithParties): Date | undefined {
  const hours = row.cancellationWindowHours ?? BOOKING_DEFAULTS.cancellation_window_hours;
  if (hours === 0) return undefined;
  return new Date(row.appointment.scheduledAt.getTime() - hours * 3_600_000);
}

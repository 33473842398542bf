import {
  UNKNOWN_HEALER,
  UNKNOWN_PATIENT,
  type Appointment,
  type AppointmentDetail,
} from '@contract/appointments';
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
  };
}

/** An appointment row with both parties' names and pictures, joined in the same statement. */
export interface AppointmentWithParties {
  appointment: AppointmentRow;
  patientName: string | null;
  patientPicture: string | null;
  healerName: string | null;
  healerPicture: string | null;
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
    cancelled_by: appointment.cancelledBy,
    cancellation_reason: appointment.cancellationReason,
    review_id: row.reviewId,
  };
}

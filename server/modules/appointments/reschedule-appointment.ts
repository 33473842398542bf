import type { AppointmentServices } from './appointment-services';
import { badRequest, conflict } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assertBookable } from '../booking/assert-bookable';
import { bookableHealer } from '../booking/healer-schedule';
import { cancellationDeadline, type AppointmentWithParties } from './appointments.dto';
import { findAppointmentFor, lockAppointmentFor, setAppointment } from './appointments.queries';
import { claimConflict } from './claim-conflict';
import { appointmentNotFound, STATUS_WORDS } from './update-appointment';

/** Who moved a session, from when to when: what a notification of the move needs. */
export interface Reschedule {
  appointment: AppointmentWithParties;
  movedBy: string;
  previousStart: Date;
}

/**
 * Moves a scheduled session to another free start of the same healer, keeping its length, id and
 * history (docs/product.md, Reschedule). One transaction: the row is locked, the slot engine
 * judges the new start as if the session's own time were free, and the update claims it under
 * the same exclusion constraints as a booking (the old time is free the moment it commits). The
 * patient cannot move a session inside the healer's cancellation window; the healer always can
 * before it starts.
 */
export async function rescheduleAppointment(
  { db, events, notifications }: AppointmentServices,
  id: string,
  userId: string,
  scheduledAt: string,
  now = new Date(),
): Promise<Reschedule> {
  if (!isUuid(id)) throw appointmentNotFound();
  const start = new Date(scheduledAt);
  try {
    return await db.transaction(async (tx) => {
      const current = await lockAppointmentFor(tx, id, userId);
      if (!current) throw appointmentNotFound();
      const row = current.appointment;
      if (row.status !== 'scheduled')
        throw conflict(
          `This appointment is ${STATUS_WORDS[row.status]} and cannot be moved`,
          'invalid_state',
        );
      if (row.scheduledAt <= now)
        throw conflict(
          'This session has already started and can no longer be moved',
          'already_started',
        );
      const deadline = cancellationDeadline(current);
      if (row.patientId === userId && deadline && deadline <= now)
        throw conflict(
          'This session starts too soon to be moved. Please message the healer if you cannot make it.',
          'inside_cancellation_window',
        );
      if (start.getTime() === row.scheduledAt.getTime())
        throw badRequest('This is already the session’s time. Please select a different time.');

      const healer = await bookableHealer(tx, row.healerId);
      const settings = await assertBookable(tx, healer, {
        start,
        durationMinutes: row.durationMinutes,
        now,
        exceptAppointmentId: row.id,
      });
      await setAppointment(tx, row.id, {
        scheduledAt: start,
        endsAt: new Date(start.getTime() + row.durationMinutes * 60_000),
        bufferBeforeMinutes: settings.bufferBeforeMinutes,
        bufferAfterMinutes: settings.bufferAfterMinutes,
        previousScheduledAt: row.scheduledAt,
        rescheduledBy: userId,
      });
      await events.publish(tx, [row.patientId, row.healerId], {
        type: 'appointment.updated',
        appointment_id: row.id,
      });
      await notifications.appointmentChanged(tx, {
        kind: 'rescheduled',
        appointmentId: row.id,
        actorId: userId,
        previousStart: row.scheduledAt,
      });
      const moved = await findAppointmentFor(tx, row.id, userId);
      return { appointment: moved!, movedBy: userId, previousStart: row.scheduledAt };
    });
  } catch (error) {
    throw claimConflict(error) ?? error;
  }
}

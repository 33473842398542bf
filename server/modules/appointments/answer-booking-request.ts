import type { Tx } from '../../db/client';
import { conflict, forbidden } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { JobQueue } from '../../lib/jobs';
import type { AppointmentRow, AppointmentWithParties } from './appointments.dto';
import type { AppointmentServices } from './appointment-services';
import { findAppointmentFor, lockAppointmentFor, setAppointment } from './appointments.queries';
import { cancelRequestExpiry } from './expire-booking-request';
import { appointmentNotFound, STATUS_WORDS } from './update-appointment';

/**
 * Locks a request of the healer's for an answer: 404 when the user takes no part in it, 403 for
 * the patient, 409 when it is no longer pending or its hold ran out.
 */
async function lockPendingRequest(
  tx: Tx,
  id: string,
  userId: string,
  now: Date,
  verb: string,
): Promise<AppointmentRow> {
  const current = isUuid(id) ? await lockAppointmentFor(tx, id, userId) : undefined;
  if (!current) throw appointmentNotFound();
  const row = current.appointment;
  if (row.healerId !== userId) throw forbidden(`Only the healer can ${verb} a booking request`);
  if (row.status !== 'pending')
    throw conflict(
      `This appointment is ${STATUS_WORDS[row.status]}, not a request to answer`,
      'invalid_state',
    );
  if (row.expiresAt && row.expiresAt <= now)
    throw conflict('This request has expired and its time is free again', 'request_expired');
  return row;
}

export interface AnswerContext extends AppointmentServices {
  jobs: JobQueue;
}

/**
 * Answers a pending request in one transaction: the change, the end of its expiry job and the
 * event to both sides (the accept and decline use cases).
 */
export async function answerBookingRequest(
  { db, events, jobs, notifications }: AnswerContext,
  id: string,
  healerId: string,
  now: Date,
  verb: 'accept' | 'decline',
  set: Partial<AppointmentRow>,
): Promise<AppointmentWithParties> {
  return db.transaction(async (tx) => {
    const row = await lockPendingRequest(tx, id, healerId, now, verb);
    await setAppointment(tx, row.id, set);
    await cancelRequestExpiry(jobs, tx, row.id);
    await events.publish(tx, [row.patientId, row.healerId], {
      type: 'appointment.updated',
      appointment_id: row.id,
    });
    await notifications.appointmentChanged(tx, {
      kind: verb === 'accept' ? 'accepted' : 'declined',
      appointmentId: row.id,
      actorId: healerId,
    });
    return (await findAppointmentFor(tx, row.id, healerId))!;
  });
}

import { z } from 'zod';
import type { Executor } from '../../db/client';
import { defineJob, handleJob, type JobQueue } from '../../lib/jobs';
import type { AppointmentServices } from './appointment-services';
import { expireRequest } from './appointments.queries';

/**
 * A booking request holds its time until the healer answers or its hold runs out
 * (docs/product.md, Booking requests). Each request has one job, due when the hold ends; it
 * frees the time unless the healer answered first. Running it twice changes nothing.
 */
export const expireBookingRequestJob = defineJob(
  'expire-booking-request',
  z.object({ appointment_id: z.string() }),
  { maxAttempts: 10 },
);

const jobKey = (appointmentId: string) => `booking-request:${appointmentId}`;

/** Schedules the request's expiry, inside the transaction that makes the request. */
export function scheduleRequestExpiry(
  jobs: JobQueue,
  tx: Executor,
  appointmentId: string,
  expiresAt: Date,
) {
  return jobs.enqueue(
    expireBookingRequestJob,
    { appointment_id: appointmentId },
    { executor: tx, runAt: expiresAt, key: jobKey(appointmentId) },
  );
}

/** Drops the expiry of a request the healer answered. */
export const cancelRequestExpiry = (jobs: JobQueue, tx: Executor, appointmentId: string) =>
  jobs.remove(jobKey(appointmentId), tx);

/** Expires one request if it is still pending and due; both sides hear of it. */
export async function expireBookingRequest(
  { db, events, notifications }: AppointmentServices,
  appointmentId: string,
) {
  return db.transaction(async (tx) => {
    const expired = await expireRequest(tx, appointmentId);
    if (expired) {
      await events.publish(tx, [expired.patientId, expired.healerId], {
        type: 'appointment.updated',
        appointment_id: expired.id,
      });
      await notifications.appointmentChanged(tx, { kind: 'expired', appointmentId: expired.id });
    }
    return expired;
  });
}

export const expireBookingRequestHandler = (services: AppointmentServices) =>
  handleJob(expireBookingRequestJob, async ({ appointment_id }) => {
    await expireBookingRequest(services, appointment_id);
  });

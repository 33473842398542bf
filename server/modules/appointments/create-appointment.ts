import type { CreateAppointmentSchema } from '@contract/appointments';
import { SESSION_MODE_LABELS } from '@contract/constants';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error';
import type { EventService } from '../../lib/context';
import { SLOT_TAKEN_MESSAGE } from '@contract/appointments';
import { ApiError, badRequest, conflict } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { assertBookable } from '../booking/assert-bookable';
import { bookableHealer } from '../booking/healer-schedule';
import { resolveSessionType } from '../practice/bookable-session-types';
import type { AppointmentRow } from './appointments.dto';
import { findByIdempotencyKey, insertAppointment } from './appointments.queries';
import { claimConflict } from './claim-conflict';
import { scheduleRequestExpiry } from './expire-booking-request';

type BookingInput = z.output<typeof CreateAppointmentSchema>;

export interface BookingResult {
  appointment: AppointmentRow;
  /** True when an earlier request with the same Idempotency-Key made it. */
  replayed: boolean;
}

export interface BookingContext {
  db: Db;
  events: EventService;
  jobs: JobQueue;
  /** How long a booking request holds its time (docs/product.md, Booking requests). */
  requestHoldSeconds: number;
}

/** A retried key answers with its first booking, but only for the same booking. */
function replay(row: AppointmentRow, input: BookingInput): BookingResult {
  const same =
    row.healerId === input.healer_id &&
    row.scheduledAt.getTime() === new Date(input.scheduled_at).getTime() &&
    row.mode === input.mode &&
    row.title === input.title &&
    row.details === input.details &&
    (!input.session_type_id || row.sessionTypeId === input.session_type_id);
  if (!same)
    throw new ApiError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different booking',
    );
  return { appointment: row, replayed: true };
}

/**
 * Books a session for a patient, or asks for one when the session type needs the healer's
 * confirmation (a `pending` request that holds the time until it is answered or expires). The
 * slot engine gives clear answers inside the transaction; the database's exclusion constraints
 * decide every race.
 */
export async function createAppointment(
  { db, events, jobs, requestHoldSeconds }: BookingContext,
  patientId: string,
  input: BookingInput,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<BookingResult> {
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, patientId, idempotencyKey);
    if (earlier) return replay(earlier, input);
  }

  const healer = await bookableHealer(db, input.healer_id);
  // docs/product.md, Going live: a profile still being set up is not open for bookings.
  if (!healer.bookable) throw conflict('This healer is not taking bookings yet', 'not_bookable');
  const type = await resolveSessionType(db, healer, input.session_type_id);
  if (!type.modes.includes(input.mode))
    throw badRequest(
      `This healer does not offer ${SESSION_MODE_LABELS[input.mode].toLowerCase()} sessions`,
    );

  const start = new Date(input.scheduled_at);
  const end = new Date(start.getTime() + type.durationMinutes * 60_000);
  const expiresAt = new Date(Math.min(now.getTime() + requestHoldSeconds * 1000, start.getTime()));
  try {
    const row = await db.transaction(async (tx) => {
      const settings = await assertBookable(tx, healer, {
        start,
        durationMinutes: type.durationMinutes,
        now,
      });
      const inserted = await insertAppointment(tx, {
        title: input.title,
        details: input.details,
        patientId,
        healerId: healer.userId,
        sessionTypeId: type.id,
        scheduledAt: start,
        endsAt: end,
        durationMinutes: type.durationMinutes,
        bufferBeforeMinutes: settings.bufferBeforeMinutes,
        bufferAfterMinutes: settings.bufferAfterMinutes,
        mode: input.mode,
        status: type.requiresConfirmation ? 'pending' : 'scheduled',
        expiresAt: type.requiresConfirmation ? expiresAt : null,
        idempotencyKey: idempotencyKey ?? null,
      });
      if (type.requiresConfirmation) await scheduleRequestExpiry(jobs, tx, inserted.id, expiresAt);
      // Both sides' open pages learn of it once the booking commits.
      await events.publish(tx, [patientId, healer.userId], {
        type: 'appointment.created',
        appointment_id: inserted.id,
      });
      return inserted;
    });
    return { appointment: row, replayed: false };
  } catch (error) {
    const pgError = pgErrorOf(error);
    const sameKey =
      idempotencyKey &&
      pgError?.code === UNIQUE_VIOLATION &&
      pgError.constraint === 'appointments_patient_idempotency_key';
    const lost = sameKey ? conflict(SLOT_TAKEN_MESSAGE, 'slot_taken') : claimConflict(error);
    if (!lost) throw error;
    // A request retried with the same key may lose to its own first attempt, which has
    // committed by now (PostgreSQL waited for it before refusing this one): answer with it.
    if (idempotencyKey) {
      const winner = await findByIdempotencyKey(db, patientId, idempotencyKey);
      if (winner) return replay(winner, input);
    }
    throw lost;
  }
}

import {
  PATIENT_BUSY_MESSAGE,
  SESSION_MINUTES,
  SLOT_TAKEN_MESSAGE,
  type CreateAppointmentSchema,
} from '@contract/appointments';
import { SESSION_MODE_LABELS } from '@contract/constants';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error';
import type { EventService } from '../../lib/context';
import { ApiError, badRequest, conflict } from '../../lib/errors';
import { assertWithinHorizon, bookableHealer, slotsOfDay } from '../booking/slots-of-day';
import { calendarDateAt } from '../booking/zoned-time';
import type { AppointmentRow } from './appointments.dto';
import { findByIdempotencyKey, insertAppointment } from './appointments.queries';

type BookingInput = z.output<typeof CreateAppointmentSchema>;

export interface BookingResult {
  appointment: AppointmentRow;
  /** True when an earlier request with the same Idempotency-Key made it. */
  replayed: boolean;
}

/** A retried key answers with its first booking, but only for the same booking. */
function replay(row: AppointmentRow, input: BookingInput): BookingResult {
  const same =
    row.healerId === input.healer_id &&
    row.scheduledAt.getTime() === new Date(input.scheduled_at).getTime() &&
    row.mode === input.mode &&
    row.title === input.title &&
    row.details === input.details;
  if (!same)
    throw new ApiError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different booking',
    );
  return { appointment: row, replayed: true };
}

/**
 * Books a session for a patient. The checks here give clear answers; the guarantee against
 * double booking is the database's exclusion constraints, which decide every race.
 */
export async function createAppointment(
  db: Db,
  events: EventService,
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
  if (!healer.consultationModes.includes(input.mode))
    throw badRequest(
      `This healer does not offer ${SESSION_MODE_LABELS[input.mode].toLowerCase()} sessions`,
    );

  const start = new Date(input.scheduled_at);
  if (start.getTime() <= now.getTime())
    throw badRequest('This time is in the past. Please select a different time.');
  const date = calendarDateAt(start.getTime(), healer.timezone);
  assertWithinHorizon(date, healer.timezone, now);
  const { candidates, free } = await slotsOfDay(db, healer, date, now);
  const sameStart = (slot: Date) => slot.getTime() === start.getTime();
  if (!candidates.some(sameStart))
    throw badRequest(
      "This time is not one of the healer's available slots. Please select a different time.",
    );
  // A request retried with the same key may find the slot taken by its own first attempt.
  const lostTo = async (message: string, code: string): Promise<BookingResult> => {
    if (idempotencyKey) {
      const winner = await findByIdempotencyKey(db, patientId, idempotencyKey);
      if (winner) return replay(winner, input);
    }
    throw conflict(message, code);
  };
  if (!free.some(sameStart)) return lostTo(SLOT_TAKEN_MESSAGE, 'slot_taken');

  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertAppointment(tx, {
        title: input.title,
        details: input.details,
        patientId,
        healerId: healer.userId,
        scheduledAt: start,
        endsAt: new Date(start.getTime() + SESSION_MINUTES * 60_000),
        durationMinutes: SESSION_MINUTES,
        mode: input.mode,
        status: 'scheduled',
        idempotencyKey: idempotencyKey ?? null,
      });
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
    if (pgError?.code !== EXCLUSION_VIOLATION && pgError?.code !== UNIQUE_VIOLATION) throw error;
    // The winner of a race has committed by now (PostgreSQL waited for it before refusing
    // this insert), so a same-key winner can be read back whichever constraint fired.
    if (pgError.constraint === 'appointments_patient_no_overlap')
      return lostTo(PATIENT_BUSY_MESSAGE, 'patient_busy');
    if (pgError.code === EXCLUSION_VIOLATION) return lostTo(SLOT_TAKEN_MESSAGE, 'slot_taken');
    if (idempotencyKey && pgError.constraint === 'appointments_patient_idempotency_key')
      return lostTo(SLOT_TAKEN_MESSAGE, 'slot_taken');
    throw error;
  }
}

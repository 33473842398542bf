import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { UpdateAppointmentSchema } from '@contract/appointments';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { appointments } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { EventBus } from '../realtime/event-bus';
import type { AppointmentRow } from './appointment-dto';
import { findAppointmentFor, isParticipant, isUuid } from './appointment-queries';

type Change = z.output<typeof UpdateAppointmentSchema>;

export const appointmentNotFound = () => notFound('Appointment not found');

const STATUS_WORDS: Record<AppointmentRow['status'], string> = {
  scheduled: 'scheduled',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'marked as a no-show',
};

interface Plan {
  /** Who may make the change, besides the state it needs. */
  allowed: SQL;
  /** The state the appointment must be in, checked in the same UPDATE. */
  when: SQL;
  set: Partial<typeof appointments.$inferInsert>;
  /** Why the change was refused, given the appointment as it is now. */
  refusal(row: AppointmentRow, userId: string): Error;
}

function planFor(change: Change, userId: string, now: Date): Plan {
  const isHealer = eq(appointments.healerId, userId);
  const scheduled = eq(appointments.status, 'scheduled');
  const alreadyClosed = (row: AppointmentRow) =>
    conflict(`This appointment is already ${STATUS_WORDS[row.status]}`, 'invalid_state');

  if ('meeting_link' in change)
    return {
      allowed: isHealer,
      when: scheduled,
      set: { meetingLink: change.meeting_link },
      refusal: (row) =>
        row.healerId !== userId
          ? forbidden('Only the healer can set the meeting link')
          : conflict(
              `The meeting link cannot be changed: this appointment is ${STATUS_WORDS[row.status]}`,
              'invalid_state',
            ),
    };

  if (change.status === 'cancelled')
    return {
      allowed: isParticipant(userId),
      when: and(scheduled, gt(appointments.scheduledAt, now))!,
      set: { status: 'cancelled', cancelledBy: userId, cancellationReason: change.reason },
      refusal: (row) =>
        row.status !== 'scheduled'
          ? alreadyClosed(row)
          : conflict(
              'This appointment has already started and can no longer be cancelled',
              'already_started',
            ),
    };

  const word = change.status === 'completed' ? 'completed' : 'a no-show';
  return {
    allowed: isHealer,
    when: and(scheduled, lte(appointments.scheduledAt, now))!,
    set: { status: change.status },
    refusal: (row) => {
      if (row.healerId !== userId)
        return forbidden(`Only the healer can mark a session as ${word}`);
      if (row.status !== 'scheduled') return alreadyClosed(row);
      return conflict(
        `This session has not started yet, so it cannot be marked as ${word}`,
        'not_started',
      );
    },
  };
}

/**
 * Applies one change. The permission and state checks are part of the UPDATE itself, so of two
 * concurrent transitions only one can match the row; the loser reads why and gets 403 or 409.
 * Both participants hear of the change once it commits.
 */
export async function updateAppointment(
  db: Db,
  events: EventBus,
  id: string,
  userId: string,
  change: Change,
  now = new Date(),
) {
  if (!isUuid(id)) throw appointmentNotFound();
  const plan = planFor(change, userId, now);
  return db.transaction(async (tx: Executor) => {
    const [updated] = await tx
      .update(appointments)
      .set({ ...plan.set, updatedAt: sql`now()` })
      .where(and(eq(appointments.id, id), plan.allowed, plan.when))
      .returning();
    if (!updated) {
      const current = await findAppointmentFor(tx, id, userId);
      if (!current) throw appointmentNotFound();
      throw plan.refusal(current.appointment, userId);
    }
    await events.publish(tx, [updated.patientId, updated.healerId], {
      type: 'appointment.updated',
      appointment_id: updated.id,
    });
    const detail = await findAppointmentFor(tx, id, userId);
    return detail!;
  });
}

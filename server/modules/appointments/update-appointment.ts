import { HEALER_REASON_MESSAGE, type UpdateAppointmentSchema } from '@contract/appointments';
import type { z } from 'zod';
import type { AppointmentChangeKind } from '../../lib/context';
import type { AppointmentServices } from './appointment-services';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AppointmentRow, AppointmentWithParties } from './appointments.dto';
import {
  findAppointmentFor,
  isLateCancellation,
  updateIfAllowed,
  type GuardedChange,
} from './appointments.queries';

type Change = z.output<typeof UpdateAppointmentSchema>;

export const appointmentNotFound = () => notFound('Appointment not found');

export const STATUS_WORDS: Record<AppointmentRow['status'], string> = {
  pending: 'awaiting the healer’s confirmation',
  scheduled: 'scheduled',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'marked as a no-show',
  declined: 'declined',
  expired: 'expired',
};

interface Plan extends GuardedChange {
  /** What the participants are told once it commits (nothing for a no-show). */
  notice?: AppointmentChangeKind;
  /** Why the change was refused, given the appointment as it is now. */
  refusal(row: AppointmentRow, userId: string): Error;
}

function planFor(change: Change, userId: string, now: Date): Plan {
  const alreadyClosed = (row: AppointmentRow) =>
    conflict(`This appointment is already ${STATUS_WORDS[row.status]}`, 'invalid_state');

  if ('meeting_link' in change)
    return {
      actor: 'healer',
      state: 'scheduled',
      set: { meetingLink: change.meeting_link },
      notice: 'meeting_link',
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
      // docs/product.md, Cancellation policy: a healer who cancels owes the patient a reason.
      actor: change.reason ? 'participant' : 'patient',
      state: 'cancellable',
      notice: 'cancelled',
      set: {
        status: 'cancelled',
        cancelledBy: userId,
        cancellationReason: change.reason,
        lateCancellation: isLateCancellation(userId, now),
      },
      refusal: (row) => {
        const byHealer = row.healerId === userId;
        if (row.status === 'pending' && byHealer)
          return conflict('Decline the request instead of cancelling it', 'invalid_state');
        if (row.status !== 'scheduled' && row.status !== 'pending') return alreadyClosed(row);
        if (byHealer && !change.reason && row.scheduledAt > now)
          return badRequest(HEALER_REASON_MESSAGE);
        return conflict(
          'This appointment has already started and can no longer be cancelled',
          'already_started',
        );
      },
    };

  const word = change.status === 'completed' ? 'completed' : 'a no-show';
  return {
    actor: 'healer',
    state: 'scheduled_started',
    set: { status: change.status },
    notice: change.status === 'completed' ? 'completed' : undefined,
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
  { db, events, notifications }: AppointmentServices,
  id: string,
  userId: string,
  change: Change,
  now = new Date(),
): Promise<AppointmentWithParties> {
  if (!isUuid(id)) throw appointmentNotFound();
  const plan = planFor(change, userId, now);
  return db.transaction(async (tx) => {
    const updated = await updateIfAllowed(tx, id, userId, plan, now);
    if (!updated) {
      const current = await findAppointmentFor(tx, id, userId);
      if (!current) throw appointmentNotFound();
      throw plan.refusal(current.appointment, userId);
    }
    await events.publish(tx, [updated.patientId, updated.healerId], {
      type: 'appointment.updated',
      appointment_id: updated.id,
    });
    if (plan.notice)
      await notifications.appointmentChanged(tx, {
        kind: plan.notice,
        appointmentId: updated.id,
        actorId: userId,
      });
    const detail = await findAppointmentFor(tx, id, userId);
    return detail!;
  });
}

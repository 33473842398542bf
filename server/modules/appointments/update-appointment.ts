import {
  HEALER_REASON_MESSAGE,
  STATUS_CHANGE_DAYS,
  type UpdateAppointmentSchema,
} from '@contract/appointments';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { EventService } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AppointmentRow, AppointmentWithParties } from './appointments.dto';
import {
  closableAs,
  findAppointmentFor,
  isLateCancellation,
  reopenable,
  sideOf,
  updateIfAllowed,
  type GuardedChange,
} from './appointments.queries';
import { claimConflict } from './claim-conflict';

type Change = z.output<typeof UpdateAppointmentSchema>;
type CloseStatus = 'completed' | 'no_show' | 'scheduled';

/** The timing rules of closing a session (server/env.ts). */
export interface ClosingRules {
  noShowAfterMinutes: number;
}

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

const DAY_MS = 86_400_000;

interface Plan extends GuardedChange {
  /** Why the change was refused, given the appointment as it is now. */
  refusal(row: AppointmentRow, userId: string): Error;
  /** The appointment already is what the change asks for: answer it as it is. */
  alreadyDone?(row: AppointmentRow): boolean;
}

const alreadyClosed = (row: AppointmentRow) =>
  conflict(`This appointment is already ${STATUS_WORDS[row.status]}`, 'invalid_state');

const statusLocked = () =>
  conflict(
    `This session ended more than ${STATUS_CHANGE_DAYS} days ago, so its status can no longer be changed`,
    'status_locked',
  );

function meetingLinkPlan(link: string | null): Plan {
  return {
    actor: 'healer',
    state: 'scheduled',
    set: { meetingLink: link },
    refusal: (row, userId) =>
      row.healerId !== userId
        ? forbidden('Only the healer can set the meeting link')
        : conflict(
            `The meeting link cannot be changed: this appointment is ${STATUS_WORDS[row.status]}`,
            'invalid_state',
          ),
  };
}

function cancelPlan(reason: string | null, userId: string, now: Date): Plan {
  return {
    // docs/product.md, Cancellation policy: a healer who cancels owes the patient a reason.
    actor: reason ? 'participant' : 'patient',
    state: 'cancellable',
    set: {
      status: 'cancelled',
      cancelledBy: userId,
      cancellationReason: reason,
      lateCancellation: isLateCancellation(userId, now),
      statusChangedBy: sideOf(userId),
    },
    refusal: (row) => {
      const byHealer = row.healerId === userId;
      if (row.status === 'pending' && byHealer)
        return conflict('Decline the request instead of cancelling it', 'invalid_state');
      if (row.status !== 'scheduled' && row.status !== 'pending') return alreadyClosed(row);
      if (byHealer && !reason && row.scheduledAt > now) return badRequest(HEALER_REASON_MESSAGE);
      return conflict(
        'This appointment has already started and can no longer be cancelled',
        'already_started',
      );
    },
  };
}

/**
 * The healer closes a started session (completed, or a no-show once NO_SHOW_AFTER_MINUTES have
 * passed), changes a closed one's mind within STATUS_CHANGE_DAYS of its end, or reopens it
 * (`scheduled`). Asking for the status it already has changes nothing (docs/product.md,
 * Appointments).
 */
function closePlan(target: CloseStatus, rules: ClosingRules, now: Date): Plan {
  const changeableAfterEnd = new Date(now.getTime() - STATUS_CHANGE_DAYS * DAY_MS);
  const noShowFrom = new Date(now.getTime() - rules.noShowAfterMinutes * 60_000);
  const where =
    target === 'scheduled'
      ? reopenable(changeableAfterEnd)
      : closableAs(target, target === 'no_show' ? noShowFrom : now, changeableAfterEnd);
  const word = { completed: 'completed', no_show: 'a no-show', scheduled: 'reopened' }[target];
  return {
    actor: 'healer',
    state: { where },
    set: { status: target, statusChangedBy: 'healer' },
    alreadyDone: (row) => row.status === target && target !== 'scheduled',
    refusal: (row, userId) => {
      if (row.healerId !== userId)
        return forbidden(
          target === 'scheduled'
            ? 'Only the healer can reopen a session'
            : `Only the healer can mark a session as ${word}`,
        );
      const closed = row.status === 'completed' || row.status === 'no_show';
      if (closed) return statusLocked();
      if (target === 'scheduled')
        return conflict('Only a completed or no-show session can be reopened', 'invalid_state');
      if (row.status !== 'scheduled') return alreadyClosed(row);
      if (row.scheduledAt > now)
        return conflict(
          `This session has not started yet, so it cannot be marked as ${word}`,
          'not_started',
        );
      return conflict(
        `A no-show can be marked ${rules.noShowAfterMinutes} minutes after the start`,
        'too_early',
      );
    },
  };
}

function planFor(change: Change, userId: string, rules: ClosingRules, now: Date): Plan {
  if ('meeting_link' in change) return meetingLinkPlan(change.meeting_link);
  if (change.status === 'cancelled') return cancelPlan(change.reason, userId, now);
  return closePlan(change.status, rules, now);
}

/**
 * Tells both participants' open pages. Every change of an appointment passes here once it is
 * made, inside its transaction: the place where notifications hook in (a no-show tells the
 * patient, a cancellation the other side; issue 12).
 */
async function appointmentChanged(tx: Executor, events: EventService, row: AppointmentRow) {
  await events.publish(tx, [row.patientId, row.healerId], {
    type: 'appointment.updated',
    appointment_id: row.id,
  });
}

/**
 * Applies one change. The permission and state checks are part of the UPDATE itself, so of two
 * concurrent transitions only one can match the row; the loser reads why and gets 403 or 409.
 * Both participants hear of the change once it commits.
 */
export async function updateAppointment(
  db: Db,
  events: EventService,
  id: string,
  userId: string,
  change: Change,
  rules: ClosingRules,
  now = new Date(),
): Promise<AppointmentWithParties> {
  if (!isUuid(id)) throw appointmentNotFound();
  const plan = planFor(change, userId, rules, now);
  try {
    return await db.transaction(async (tx) => {
      const updated = await updateIfAllowed(tx, id, userId, plan, now);
      if (!updated) {
        const current = await findAppointmentFor(tx, id, userId);
        if (!current) throw appointmentNotFound();
        const byHealer = current.appointment.healerId === userId;
        if (byHealer && plan.alreadyDone?.(current.appointment)) return current;
        throw plan.refusal(current.appointment, userId);
      }
      await appointmentChanged(tx, events, updated);
      const detail = await findAppointmentFor(tx, id, userId);
      return detail!;
    });
  } catch (error) {
    // Reopening claims the session's time again: someone may hold it by now.
    throw claimConflict(error) ?? error;
  }
}

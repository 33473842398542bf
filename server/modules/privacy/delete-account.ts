import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { Env } from '../../env';
import type { AuthService, EventService, NotificationService } from '../../lib/context';
import { ApiError } from '../../lib/errors';
import { defineJob, handleJob, type JobQueue } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { recordAccess } from './access-log';
import {
  anonymizeAccount,
  cancelFutureAppointments,
  claimErasure,
  clearDeletionRequest,
  deleteNotificationsOf,
  deleteOwnRows,
  markDeletionRequested,
  renameInOthersNotifications,
} from './deletion.queries';
import { deleteSessionsExcept } from './privacy.queries';

/**
 * Erases an account once its grace period is over (decision 053). Keyed per user, due at the
 * end of the grace period; a sign-in in between clears the request, and the job then finds
 * nothing to do. The erasure is one transaction.
 */
export const eraseAccountJob = defineJob('erase-account', z.object({ userId: z.string() }), {
  maxAttempts: 8,
});
const eraseKey = (userId: string) => `erase-account:${userId}`;

export const INVALID_PASSWORD_MESSAGE = 'The password is not correct';

export interface DeletionServices {
  db: Db;
  auth: AuthService;
  jobs: JobQueue;
  events: EventService;
  env: Pick<Env, 'ACCOUNT_DELETION_GRACE_HOURS'>;
}

/**
 * Asks for the account's deletion with its password: every session ends (the user is signed
 * out everywhere), a healer leaves the directory at once, and the data goes when the grace
 * period ends unless a sign-in cancels first.
 */
export async function requestDeletion(
  { db, auth, jobs, events, env }: DeletionServices,
  request: { userId: string; password: string; ip: string },
): Promise<Date> {
  if (!(await auth.verifyPassword(request.userId, request.password)))
    throw new ApiError(403, 'invalid_password', INVALID_PASSWORD_MESSAGE);
  return db.transaction(async (tx) => {
    const due = await markDeletionRequested(
      tx,
      request.userId,
      new Date(Date.now() + env.ACCOUNT_DELETION_GRACE_HOURS * 3_600_000),
    );
    if (!due) throw new ApiError(404, 'not_found', 'Account not found');
    await jobs.enqueue(
      eraseAccountJob,
      { userId: request.userId },
      { executor: tx, runAt: due, key: eraseKey(request.userId) },
    );
    await recordAccess(tx, {
      ownerId: request.userId,
      actorId: request.userId,
      kind: 'deletion_requested',
      ip: request.ip,
    });
    await deleteSessionsExcept(tx, request.userId, '');
    await events.publish(tx, [request.userId], { type: 'account.signed_out' });
    return due;
  });
}

/** A sign-in during the grace period keeps the account (the auth library's session hook). */
export async function cancelDeletionOnSignIn(db: Executor, userId: string, ip: string | null) {
  if (await clearDeletionRequest(db, userId))
    await recordAccess(db, { ownerId: userId, actorId: userId, kind: 'deletion_cancelled', ip });
}

export function eraseAccountHandler(
  db: Db,
  events: EventService,
  notifications: NotificationService,
  logger: Logger,
) {
  return handleJob(eraseAccountJob, async ({ userId }) => {
    const erased = await db.transaction(async (tx) => {
      const account = await claimErasure(tx, userId);
      if (!account) return false;
      // Names first: what the counterparts are told below says "Deleted user".
      await anonymizeAccount(tx, userId);
      await deleteOwnRows(tx, userId, account.email);
      await renameInOthersNotifications(tx, userId, account.name);
      for (const appointment of await cancelFutureAppointments(tx, userId)) {
        await events.publish(tx, [appointment.patient_id, appointment.healer_id], {
          type: 'appointment.updated',
          appointment_id: appointment.id,
        });
        await notifications.appointmentChanged(tx, {
          kind: 'cancelled',
          appointmentId: appointment.id,
          actorId: userId,
        });
      }
      await deleteNotificationsOf(tx, userId);
      return true;
    });
    if (erased) logger.info({ userId }, 'account erased');
  });
}

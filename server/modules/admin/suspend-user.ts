import type { AdminUserDetail } from '@contract/admin';
import type { Db, Executor } from '../../db/client';
import type { EventService } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { actorFields, recordAction, type Actor } from '../audit/audit.queries';
import { toAdminUser, toFollowUp } from './admin.dto';
import {
  deleteSessionsOf,
  findUser,
  markSuspended,
  markUnsuspended,
  upcomingAppointmentsOf,
} from './admin.queries';

export const userNotFound = () => notFound('User not found');

/** An account with its scheduled sessions that have not ended (whom to follow up with). */
export async function userDetail(db: Executor, id: string): Promise<AdminUserDetail> {
  const user = await findUser(db, id);
  if (!user) throw userNotFound();
  const upcoming = await upcomingAppointmentsOf(db, id, new Date());
  return { user: toAdminUser(user), upcoming_appointments: upcoming.map(toFollowUp) };
}

/**
 * Suspends an account: every session ends in the same transaction (and open event streams close
 * once it commits), no new one can start (auth hook and sessions trigger), a healer leaves the
 * directory and can no longer be booked (appointments trigger). Sessions already booked stay,
 * listed in the answer for the admin to follow up.
 */
export async function suspendUser(
  db: Db,
  events: EventService,
  admin: Actor,
  id: string,
  reason: string,
): Promise<AdminUserDetail> {
  if (id === admin.userId) throw conflict('You cannot suspend your own account', 'own_account');
  return db.transaction(async (tx) => {
    const user = await findUser(tx, id);
    if (!user) throw userNotFound();
    if (!(await markSuspended(tx, id, reason)))
      throw conflict('This account is already suspended', 'already_suspended');
    await deleteSessionsOf(tx, id);
    await recordAction(tx, {
      ...actorFields(admin),
      action: 'user.suspend',
      targetType: 'user',
      targetId: id,
      targetLabel: `${user.name} <${user.email}>`,
      reason,
    });
    await events.publish(tx, [id], { type: 'account.signed_out' });
    return userDetail(tx, id);
  });
}

/** Lifts a suspension: the user can sign in again and a healer is listed and bookable again. */
export async function unsuspendUser(db: Db, admin: Actor, id: string): Promise<AdminUserDetail> {
  return db.transaction(async (tx) => {
    const user = await findUser(tx, id);
    if (!user) throw userNotFound();
    if (!(await markUnsuspended(tx, id)))
      throw conflict('This account is not suspended', 'not_suspended');
    await recordAction(tx, {
      ...actorFields(admin),
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: id,
      targetLabel: `${user.name} <${user.email}>`,
      reason: null,
    });
    return userDetail(tx, id);
  });
}

import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { EMAIL_PATTERN } from '@contract/auth';
import { LIMITS } from '@contract/constants';
import type { Db } from '../../db/client';
import { accounts, healerVerifications, users } from '../../db/schema';
import type { AuthService } from '../../lib/context';
import { recordAction } from '../audit/audit.queries';

/** What happened, to the account with `email` (the address as stored: trimmed, lower-case). */
export type GrantOutcome = { email: string; userId: string } & (
  | { kind: 'promoted'; previousRole: string }
  | { kind: 'already-admin'; setPasswordLink?: string }
  | { kind: 'created'; setPasswordLink: string }
);

export class GrantAdminError extends Error {
  override name = 'GrantAdminError';
}

/** The name a new admin account starts with: the address's local part, until they change it. */
const nameFor = (email: string) =>
  [...(email.split('@')[0] ?? 'Admin')].slice(0, LIMITS.name).join('') || 'Admin';

async function hasPassword(db: Db, userId: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNotNull(accounts.password)));
  return Boolean(row);
}

/**
 * `npm run admin:create -- <email>` (decision 035): makes the account with this email an admin,
 * or creates an admin account with no password and answers a one-time link that sets it. The
 * role change and its audit entry commit together. A promoted healer leaves the directory with
 * the role (their verification is withdrawn: only healers are verified).
 */
export async function grantAdmin(
  db: Db,
  auth: AuthService,
  rawEmail: string,
): Promise<GrantOutcome> {
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254)
    throw new GrantAdminError(`"${rawEmail}" is not an email address`);

  const outcome = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .for('update');
    if (existing?.role === 'admin')
      return { kind: 'already-admin' as const, email, userId: existing.id };

    let userId: string;
    if (existing) {
      userId = existing.id;
      await tx.delete(healerVerifications).where(eq(healerVerifications.healerId, userId));
      // profiles.role follows through its (user_id, role) foreign key (decision 016).
      await tx
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(eq(users.id, userId));
    } else {
      userId = randomBytes(16).toString('base64url');
      // The users trigger creates the profile with the same role (migration 0003).
      await tx
        .insert(users)
        .values({ id: userId, email, name: nameFor(email), emailVerified: true, role: 'admin' });
    }
    await recordAction(tx, {
      actorId: null,
      actorEmail: null,
      action: 'admin.grant',
      targetType: 'user',
      targetId: userId,
      targetLabel: email,
      reason: existing
        ? `Promoted from ${existing.role} with npm run admin:create`
        : 'Created with npm run admin:create',
    });
    return existing
      ? { kind: 'promoted' as const, email, userId, previousRole: existing.role }
      : { kind: 'created' as const, email, userId };
  });

  // Afterwards: the library makes the reset token in its own statements.
  if (outcome.kind === 'promoted') return outcome;
  if (outcome.kind === 'already-admin' && (await hasPassword(db, outcome.userId))) return outcome;
  const setPasswordLink = await auth.createPasswordSetLink(email);
  if (!setPasswordLink) throw new GrantAdminError(`Could not make a password link for ${email}`);
  return { ...outcome, setPasswordLink };
}

import { and, desc, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AccessKind } from '@contract/privacy';
import type { Executor } from '../../db/client';
import { accessLog, profiles, sessions, users } from '../../db/schema';

/** The user's sessions, most recently active first. */
export function sessionsOf(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.id));
}

/** Deletes one of the user's sessions; false when the user has none of that id. */
export async function deleteSessionOf(db: Executor, userId: string, sessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Deletes every session of the user but one; answers how many ended. */
export async function deleteSessionsExcept(db: Executor, userId: string, keep: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return deleted.length;
}

type NewAccessEntry = Omit<typeof accessLog.$inferInsert, 'id' | 'createdAt'>;

export async function insertAccessEntry(db: Executor, entry: NewAccessEntry) {
  await db.insert(accessLog).values(entry);
}

/**
 * Inserts a read of a patient's data by someone who is not a patient, once per reader, resource
 * and READ_ENTRY_WINDOW (a conversation open in a tab is read again on every new message): one
 * statement, no read first.
 */
export async function insertReadOfPatientData(db: Executor, entry: NewAccessEntry) {
  await db.execute(sql`
    insert into access_log (owner_id, actor_id, kind, resource_type, resource_id, ip_address)
    select ${entry.ownerId}, ${entry.actorId}, ${entry.kind}, ${entry.resourceType},
           ${entry.resourceId}, ${entry.ipAddress}
      from users owner
     where owner.id = ${entry.ownerId} and owner.role = 'patient'
       and not exists (select 1 from users reader
                        where reader.id = ${entry.actorId} and reader.role = 'patient')
       and not exists (select 1 from access_log seen
                        where seen.owner_id = ${entry.ownerId}
                          and seen.created_at > now() - ${READ_ENTRY_WINDOW}::interval
                          and seen.actor_id = ${entry.actorId} and seen.kind = ${entry.kind}
                          and seen.resource_id = ${entry.resourceId})`);
}

/** Repeated reads of one resource by one reader within this window make one entry. */
export const READ_ENTRY_WINDOW = '5 minutes';

export async function userIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row?.id;
}

/** One page of an owner's log (plus one row), newest first, with each actor's current name. */
export function accessLogPage(
  db: Executor,
  ownerId: string,
  limit: number,
  after: { t: string; i: string } | undefined,
  kinds: { security: boolean; list: readonly string[] } | undefined,
) {
  return db
    .select({
      id: accessLog.id,
      kind: accessLog.kind,
      actorId: accessLog.actorId,
      actorName: profiles.usrName,
      resourceType: accessLog.resourceType,
      resourceId: accessLog.resourceId,
      ipAddress: accessLog.ipAddress,
      createdAt: accessLog.createdAt,
    })
    .from(accessLog)
    .leftJoin(profiles, eq(profiles.userId, accessLog.actorId))
    .where(
      and(
        eq(accessLog.ownerId, ownerId),
        kinds
          ? kinds.security
            ? inArray(accessLog.kind, [...kinds.list] as AccessKind[])
            : notInArray(accessLog.kind, [...kinds.list] as AccessKind[])
          : undefined,
        after
          ? sql`(${accessLog.createdAt}, ${accessLog.id}) < (${after.t}::timestamptz, ${after.i}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(accessLog.createdAt), desc(accessLog.id))
    .limit(limit + 1);
}

/** Retention: entries older than the cut-off go. Answers how many. */
export async function deleteAccessLogBefore(db: Executor, before: Date) {
  const deleted = await db
    .delete(accessLog)
    .where(lt(accessLog.createdAt, before))
    .returning({ id: accessLog.id });
  return deleted.length;
}

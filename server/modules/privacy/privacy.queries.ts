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
 * Inserts reads of a patient's data by someone who is not a patient, once per reader, resource,
 * kind and READ_ENTRY_WINDOW (a conversation open in a tab is read again on every new message):
 * one statement for all the entries (a page showing several parts of a patient's care), no read
 * first.
 */
export async function insertReadsOfPatientData(db: Executor, entries: NewAccessEntry[]) {
  if (!entries.length) return;
  const rows = sql.join(
    entries.map(
      (entry) =>
        sql`(${entry.ownerId}::text, ${entry.actorId}::text, ${entry.kind}::text,
             ${entry.resourceType}::text, ${entry.resourceId}::text, ${entry.ipAddress}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into access_log (owner_id, actor_id, kind, resource_type, resource_id, ip_address)
    select distinct v.owner_id, v.actor_id, v.kind, v.resource_type, v.resource_id, v.ip_address
      from (values ${rows})
           as v (owner_id, actor_id, kind, resource_type, resource_id, ip_address)
      join users owner on owner.id = v.owner_id and owner.role = 'patient'
     where not exists (select 1 from users reader
                        where reader.id = v.actor_id and reader.role = 'patient')
       and not exists (select 1 from access_log seen
                        where seen.owner_id = v.owner_id
                          and seen.created_at > now() - ${READ_ENTRY_WINDOW}::interval
                          and seen.actor_id = v.actor_id and seen.kind = v.kind
                          and seen.resource_id = v.resource_id)`);
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

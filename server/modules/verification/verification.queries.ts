import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  healerCredentials,
  healerVerifications,
  profiles,
  storedFiles,
  users,
} from '../../db/schema';

export type VerificationRow = typeof healerVerifications.$inferSelect;

/** A credential with what the list shows of its file (never the bytes). */
const credentialColumns = {
  credential: healerCredentials,
  contentType: storedFiles.contentType,
  byteSize: storedFiles.byteSize,
};

export async function findVerification(db: Executor, healerId: string) {
  const [row] = await db
    .select()
    .from(healerVerifications)
    .where(eq(healerVerifications.healerId, healerId));
  return row;
}

/**
 * The healer's verification row, created (unverified) if missing, and locked: uploads, removals,
 * submissions and decisions of one healer run one at a time.
 */
export async function lockVerification(tx: Executor, healerId: string): Promise<VerificationRow> {
  await tx.insert(healerVerifications).values({ healerId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(healerVerifications)
    .where(eq(healerVerifications.healerId, healerId))
    .for('update');
  return row!;
}

/** Locks an existing verification row; undefined when the healer never started one. */
export async function lockExistingVerification(tx: Executor, healerId: string) {
  const [row] = await tx
    .select()
    .from(healerVerifications)
    .where(eq(healerVerifications.healerId, healerId))
    .for('update');
  return row;
}

export async function updateVerification(
  tx: Executor,
  healerId: string,
  set: Partial<Omit<typeof healerVerifications.$inferInsert, 'healerId'>>,
) {
  const [row] = await tx
    .update(healerVerifications)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(healerVerifications.healerId, healerId))
    .returning();
  return row!;
}

/** The credentials of some healers, oldest first: one statement for a whole page of healers. */
export function credentialsOf(db: Executor, healerIds: string[]) {
  if (healerIds.length === 0) return Promise.resolve([]);
  return db
    .select(credentialColumns)
    .from(healerCredentials)
    .innerJoin(storedFiles, eq(storedFiles.id, healerCredentials.fileId))
    .where(inArray(healerCredentials.healerId, healerIds))
    .orderBy(asc(healerCredentials.createdAt), asc(healerCredentials.id));
}

export async function countCredentials(tx: Executor, healerId: string) {
  const [row] = await tx
    .select({ total: count() })
    .from(healerCredentials)
    .where(eq(healerCredentials.healerId, healerId));
  return row?.total ?? 0;
}

export async function insertCredential(
  tx: Executor,
  values: typeof healerCredentials.$inferInsert,
) {
  const [row] = await tx
    .insert(healerCredentials)
    .values(values)
    .returning({ id: healerCredentials.id });
  return row!.id;
}

/** The credential with this id; only if it is `healerId`'s when one is given. */
const credentialOf = (id: string, healerId?: string) =>
  and(
    eq(healerCredentials.id, id),
    healerId === undefined ? undefined : eq(healerCredentials.healerId, healerId),
  );

/** A credential with its file's metadata; optionally only if it is `healerId`'s. */
export async function findCredential(db: Executor, id: string, healerId?: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(healerCredentials)
    .innerJoin(storedFiles, eq(storedFiles.id, healerCredentials.fileId))
    .where(credentialOf(id, healerId));
  return row;
}

/** The credential's document: the stored file with its bytes. */
export async function findCredentialDocument(db: Db, id: string, healerId?: string) {
  const [row] = await db
    .select({ file: storedFiles, fileName: healerCredentials.fileName })
    .from(healerCredentials)
    .innerJoin(storedFiles, eq(storedFiles.id, healerCredentials.fileId))
    .where(credentialOf(id, healerId));
  return row;
}

/** Deletes the document; the credential goes with it (foreign key, on delete cascade). */
export async function deleteCredentialFile(tx: Executor, fileId: string) {
  await tx.delete(storedFiles).where(eq(storedFiles.id, fileId));
}

/**
 * A healer's current (unexpired) credentials in figures: how many, and the earliest expiry among
 * them (null when none of them expires).
 */
export async function currentCredentials(tx: Executor, healerId: string, today: string) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      earliestExpiry: sql<string | null>`min(${healerCredentials.expiresOn})::text`,
    })
    .from(healerCredentials)
    .where(
      and(
        eq(healerCredentials.healerId, healerId),
        or(
          isNull(healerCredentials.expiresOn),
          sql`${healerCredentials.expiresOn} >= ${today}::date`,
        ),
      ),
    );
  return row!;
}

/** Where a queue page ended: the last entry's submission time and healer id. */
export interface QueuePosition {
  t: string;
  u: string;
}

/** Healers in one verification state with name and email, longest waiting first, plus one row. */
export function verificationQueueQuery(
  db: Db,
  status: VerificationRow['status'],
  limit: number,
  after?: QueuePosition,
) {
  const submitted = sql`coalesce(${healerVerifications.submittedAt}, ${healerVerifications.updatedAt})`;
  return db
    .select({
      verification: healerVerifications,
      name: profiles.usrName,
      email: users.email,
      // Exact ISO text, so that a cursor carries it back to the microsecond.
      sortTime: sql<string>`to_char(${submitted} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(healerVerifications)
    .innerJoin(users, eq(users.id, healerVerifications.healerId))
    .innerJoin(profiles, eq(profiles.userId, healerVerifications.healerId))
    .where(
      and(
        eq(healerVerifications.status, status),
        after
          ? or(
              gt(submitted, sql`${after.t}::timestamptz`),
              and(
                eq(submitted, sql`${after.t}::timestamptz`),
                gt(healerVerifications.healerId, after.u),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(submitted), asc(healerVerifications.healerId))
    .limit(limit + 1);
}

/**
 * Drops every verified badge whose credentials expired before `today`, in one statement;
 * answers who lost it and the day it lapsed.
 */
export async function expireVerifications(
  tx: Executor,
  today: string,
  note: { before: string; after: string },
) {
  const expired = await tx.execute<{ healer_id: string; lapsed_on: string; name: string }>(sql`
    with lapsed as (
      select healer_id, verified_until::text as lapsed_on
        from ${healerVerifications}
       where status = 'verified' and verified_until < ${today}::date
         for update
    ), updated as (
      update ${healerVerifications} v
         set status = 'unverified', note = ${note.before} || lapsed.lapsed_on || ${note.after},
             decided_at = now(), decided_by = null, verified_until = null, updated_at = now()
        from lapsed
       where v.healer_id = lapsed.healer_id
      returning v.healer_id
    )
    select lapsed.healer_id, lapsed.lapsed_on, p.usr_name as name
      from lapsed join updated using (healer_id) join ${profiles} p on p.user_id = lapsed.healer_id`);
  return expired.rows;
}

/** A healer's display name, suspended or not; undefined for anyone who is not a healer. */
export async function findHealerName(db: Executor, healerId: string) {
  const [row] = await db
    .select({ name: profiles.usrName })
    .from(profiles)
    .where(and(eq(profiles.userId, healerId), eq(profiles.role, 'healer')));
  return row?.name;
}

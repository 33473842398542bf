import type { Context, Input } from 'hono';
import { z } from 'zod';
import {
  ACCESS_LOG_PAGE,
  SECURITY_EVENT_KINDS,
  type AccessKind,
  type AccessLogPage,
} from '@contract/privacy';
import type { Db, Executor } from '../../db/client';
import { cursorCodec, cursorFields } from '../../lib/cursor';
import { clientIp } from '../auth/client-ip';
import type { ViewerEnv } from '../auth/require-user';
import { toAccessLogEntry } from './privacy.dto';
import {
  accessLogPage,
  deleteAccessLogBefore,
  insertAccessEntry,
  insertReadsOfPatientData,
  userIdByEmail,
} from './privacy.queries';

/** One entry of the access log; `ip` is the client IP the request came from. */
export interface AccessEntry {
  ownerId: string;
  actorId: string | null;
  kind: AccessKind;
  resource?: { type: string; id: string };
  ip: string | null;
}

/**
 * Records one entry. Other modules call it after reading someone else's data (decision 051):
 * the request that read is answered only once its entry is written.
 */
export async function recordAccess(db: Executor, entry: AccessEntry) {
  await insertAccessEntry(db, {
    ownerId: entry.ownerId,
    actorId: entry.actorId,
    kind: entry.kind,
    resourceType: entry.resource?.type ?? null,
    resourceId: entry.resource?.id ?? null,
    ipAddress: entry.ip?.slice(0, 100) ?? null,
  });
}

/**
 * Records reads of a patient's data, unless the reader is that patient: `ownerId` is the
 * patient the data belongs to (the patient of an appointment, the patient of a conversation).
 * Nothing is written for an entry whose `ownerId` is the reader or not a patient (two healers'
 * chat). Several entries are one multi-row insert.
 */
export async function recordReadsOfPatientData(
  db: Executor,
  entries: (AccessEntry & { resource: { type: string; id: string } })[],
) {
  await insertReadsOfPatientData(
    db,
    entries
      .filter((entry) => entry.actorId !== entry.ownerId)
      .map((entry) => ({
        ownerId: entry.ownerId,
        actorId: entry.actorId,
        kind: entry.kind,
        resourceType: entry.resource.type,
        resourceId: entry.resource.id,
        ipAddress: entry.ip?.slice(0, 100) ?? null,
      })),
  );
}

/** One read of a patient's data (recordReadsOfPatientData with one entry). */
export function recordReadOfPatientData(
  db: Executor,
  entry: AccessEntry & { resource: { type: string; id: string } },
) {
  return recordReadsOfPatientData(db, [entry]);
}

/** What a route read of a patient's data: whose it is, what kind, which resource. */
export interface ReadOfPatientData {
  ownerId: string;
  kind: AccessKind;
  resource: { type: string; id: string };
}

/**
 * A route's reads of patients' data by its signed-in caller, written in one statement. For
 * handlers: `await recordRead(c, patientId, 'plan.read', { type: 'plan', id })`, or with a
 * list of reads, `await recordRead(c, [{ ownerId, kind, resource }, ...])`.
 */
export function recordRead<P extends string, I extends Input>(
  c: Context<ViewerEnv, P, I>,
  ownerId: string,
  kind: AccessKind,
  resource: { type: string; id: string },
): Promise<void>;
export function recordRead<P extends string, I extends Input>(
  c: Context<ViewerEnv, P, I>,
  reads: ReadOfPatientData[],
): Promise<void>;
export function recordRead<P extends string, I extends Input>(
  c: Context<ViewerEnv, P, I>,
  ownerOrReads: string | ReadOfPatientData[],
  kind?: AccessKind,
  resource?: { type: string; id: string },
) {
  const reads =
    typeof ownerOrReads === 'string'
      ? [{ ownerId: ownerOrReads, kind: kind!, resource: resource! }]
      : ownerOrReads;
  const actorId = c.var.viewer.userId;
  const ip = clientIp(c);
  return recordReadsOfPatientData(
    c.var.database.db,
    reads.map((read) => ({ ...read, actorId, ip })),
  );
}

/**
 * A security event of the account with this email, if there is one (a sign-in by email, or a
 * failed one); `signedIn` makes the account its own actor.
 */
export async function recordSecurityEventByEmail(
  db: Db,
  email: string,
  entry: Omit<AccessEntry, 'ownerId'> & { signedIn: boolean },
) {
  const ownerId = await userIdByEmail(db, email);
  if (!ownerId) return;
  const { signedIn, ...fields } = entry;
  await recordAccess(db, { ...fields, ownerId, actorId: signedIn ? ownerId : fields.actorId });
}

const accessCursor = cursorCodec(z.strictObject({ t: cursorFields.time, i: cursorFields.uuid }));

/** A page of the owner's log, newest first: reads of their data, their security events, or both. */
export async function listAccessLog(
  db: Db,
  ownerId: string,
  query: { cursor?: string; category?: 'access' | 'security' },
): Promise<AccessLogPage> {
  const after = query.cursor ? accessCursor.decode(query.cursor) : undefined;
  const kinds =
    query.category === undefined
      ? undefined
      : { security: query.category === 'security', list: SECURITY_EVENT_KINDS };
  const rows = await accessLogPage(db, ownerId, ACCESS_LOG_PAGE, after, kinds);
  const page = rows.slice(0, ACCESS_LOG_PAGE);
  const last = page.at(-1);
  return {
    items: page.map((row) => toAccessLogEntry(row, ownerId)),
    next_cursor:
      rows.length > ACCESS_LOG_PAGE && last
        ? accessCursor.encode({ t: last.createdAt.toISOString(), i: last.id })
        : null,
  };
}

/** Retention: deletes entries older than `retentionDays` (the maintenance job; idempotent). */
export function pruneAccessLog(db: Db, retentionDays: number, now = Date.now()) {
  return deleteAccessLogBefore(db, new Date(now - retentionDays * 86_400_000));
}

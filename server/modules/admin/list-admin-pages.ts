import { z } from 'zod';
import type {
  AdminReportList,
  AdminUserList,
  AdminUserQuery,
  AdminVerificationList,
  AuditList,
} from '@contract/admin';
import type { Db } from '../../db/client';
import { cursorCodec, cursorFields } from '../../lib/cursor';
import { auditPageQuery } from '../audit/audit.queries';
import { adminDocumentUrl, toVerification } from '../verification/verification.dto';
import { credentialsOf, verificationQueueQuery } from '../verification/verification.queries';
import { toAdminUser, toAuditEntry, toReportedReview } from './admin.dto';
import { openReportsOf, reportedReviewPageQuery, userPageQuery } from './admin.queries';

/*
 * The console's lists, each keyset-paged with the shared cursor codec: the position is the last
 * row's time (to the microsecond where PostgreSQL wrote it) and id.
 */

interface Page {
  limit: number;
  cursor?: string;
}

/** Splits the extra row off a page and makes the next cursor from the last row kept. */
function paged<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  position: (row: Row) => string,
) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    next_cursor: rows.length > limit && last ? position(last) : null,
  };
}

const timeCursor = cursorCodec(z.strictObject({ t: cursorFields.time, i: cursorFields.userId }));

export async function listUsers(
  db: Db,
  query: Pick<AdminUserQuery, 'q' | 'role' | 'status'> & Page,
): Promise<AdminUserList> {
  const after = query.cursor ? timeCursor.decode(query.cursor) : undefined;
  const rows = await userPageQuery(db, query, query.limit, after);
  return paged(rows, query.limit, toAdminUser, (row) =>
    timeCursor.encode({ t: row.createdAtText, i: row.id }),
  );
}

export async function listReportedReviews(db: Db, query: Page): Promise<AdminReportList> {
  const after = query.cursor ? timeCursor.decode(query.cursor) : undefined;
  const rows = await reportedReviewPageQuery(db, query.limit, after);
  const kept = rows.slice(0, query.limit);
  const reports = await openReportsOf(
    db,
    kept.map((row) => row.review.id),
  );
  return paged(
    rows,
    query.limit,
    (row) =>
      toReportedReview(
        row,
        reports.filter(({ report }) => report.reviewId === row.review.id),
      ),
    (row) => timeCursor.encode({ t: row.firstReported, i: row.review.id }),
  );
}

export async function listVerifications(
  db: Db,
  query: { status: 'pending' | 'verified' | 'rejected' } & Page,
): Promise<AdminVerificationList> {
  const after = query.cursor ? timeCursor.decode(query.cursor) : undefined;
  const rows = await verificationQueueQuery(
    db,
    query.status,
    query.limit,
    after && { t: after.t, u: after.i },
  );
  const kept = rows.slice(0, query.limit);
  const credentials = await credentialsOf(
    db,
    kept.map((row) => row.verification.healerId),
  );
  return paged(
    rows,
    query.limit,
    ({ verification, name, email }) => ({
      ...toVerification(
        verification,
        credentials.filter(({ credential }) => credential.healerId === verification.healerId),
        adminDocumentUrl,
      ),
      healer_id: verification.healerId,
      name,
      email,
    }),
    (row) => timeCursor.encode({ t: row.sortTime, i: row.verification.healerId }),
  );
}

const auditCursor = cursorCodec(z.strictObject({ t: cursorFields.time, i: cursorFields.uuid }));

export async function listAudit(db: Db, query: Page): Promise<AuditList> {
  const after = query.cursor ? auditCursor.decode(query.cursor) : undefined;
  const rows = await auditPageQuery(db, query.limit, after);
  return paged(rows, query.limit, toAuditEntry, (row) =>
    auditCursor.encode({ t: row.createdAt.toISOString(), i: row.id }),
  );
}

import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments, chats, profiles } from '../../db/schema';
import type { ClientChatRow, ClientRow } from './clients.dto';

/** Where a page of clients ended: the last client's latest session start and id. */
export interface ClientPosition {
  t: string;
  p: string;
}

/** `%`, `_` and `\` are LIKE syntax; escaped, the user's text matches only itself. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const latest = sql<Date>`max(${appointments.scheduledAt})`;

/**
 * One row per patient who ever booked the healer, with the figures of the list, from the
 * healer's appointments alone (the (healer_id, scheduled_at) index); names are joined after
 * grouping, for the rows of the page only.
 */
function clientFigures(db: Executor, healerId: string, now: Date, where?: SQL) {
  return db
    .select({
      patientId: appointments.patientId,
      nextSessionAt:
        sql<Date | null>`min(${appointments.scheduledAt}) filter (where ${appointments.status} in ('scheduled', 'pending') and ${appointments.endsAt} > ${now})`.as(
          'next_session_at',
        ),
      lastSessionAt:
        sql<Date | null>`max(${appointments.scheduledAt}) filter (where ${appointments.status} in ('scheduled', 'completed', 'no_show') and ${appointments.scheduledAt} <= ${now})`.as(
          'last_session_at',
        ),
      sessionsCount:
        sql<number>`(count(*) filter (where ${appointments.status} in ('scheduled', 'completed')))::int`.as(
          'sessions_count',
        ),
      latestAt: latest.as('latest_at'),
    })
    .from(appointments)
    .where(and(eq(appointments.healerId, healerId), where))
    .groupBy(appointments.patientId)
    .$dynamic();
}

/** The figures with the patient's name and picture. */
function withNames(db: Executor, figures: ReturnType<typeof clientFigures>) {
  const grouped = figures.as('client');
  return db
    .select({
      patientId: grouped.patientId,
      name: profiles.usrName,
      pictureUrl: profiles.profilePictureUrl,
      nextSessionAt: grouped.nextSessionAt,
      lastSessionAt: grouped.lastSessionAt,
      sessionsCount: grouped.sessionsCount,
      latestAt: grouped.latestAt,
    })
    .from(grouped)
    .leftJoin(profiles, eq(profiles.userId, grouped.patientId));
}

/** A page of the healer's clients, latest session first (plus one row: is there more?). */
export function clientPageQuery(
  db: Executor,
  healerId: string,
  query: { q?: string; limit: number; after?: ClientPosition },
  now: Date,
) {
  // A search looks the name up per appointment row; the plain list never reads profiles for
  // more than its page.
  const named = query.q
    ? sql`exists (select 1 from ${profiles} where ${profiles.userId} = ${appointments.patientId}
        and ${profiles.usrName} ilike ${likePattern(query.q)})`
    : undefined;
  const after = query.after
    ? sql`(${latest}, ${appointments.patientId}) < (${query.after.t}::timestamptz, ${query.after.p})`
    : undefined;
  const page = clientFigures(db, healerId, now, named)
    .having(after)
    .orderBy(desc(latest), desc(appointments.patientId))
    .limit(query.limit + 1);
  return withNames(db, page).orderBy(sql`latest_at desc`, sql`client.patient_id desc`) as Promise<
    ClientRow[]
  >;
}

/** One client of the healer; undefined when that patient never booked them. */
export async function findClient(
  db: Executor,
  healerId: string,
  patientId: string,
  now: Date,
): Promise<ClientRow | undefined> {
  const [row] = (await withNames(
    db,
    clientFigures(db, healerId, now, eq(appointments.patientId, patientId)),
  )) as ClientRow[];
  return row;
}

/** The healer's chats with these patients: the healer's unread count and the chat's id. */
export function chatsWith(
  db: Executor,
  healerId: string,
  patientIds: string[],
): Promise<ClientChatRow[]> {
  if (!patientIds.length) return Promise.resolve([]);
  return db
    .select({
      id: chats.id,
      patientId: sql<string>`case when ${chats.userLow} = ${healerId} then ${chats.userHigh} else ${chats.userLow} end`,
      unread: sql<number>`case when ${chats.userLow} = ${healerId} then ${chats.userLowUnread} else ${chats.userHighUnread} end`,
    })
    .from(chats)
    .where(
      or(
        and(eq(chats.userLow, healerId), inArray(chats.userHigh, patientIds)),
        and(eq(chats.userHigh, healerId), inArray(chats.userLow, patientIds)),
      ),
    );
}

/** What the patient's profile shares with a healer they booked, to help them prepare. */
export async function findClientProfile(db: Executor, patientId: string) {
  const [row] = await db
    .select({
      timezone: profiles.timezone,
      location: profiles.location,
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
    })
    .from(profiles)
    .where(eq(profiles.userId, patientId));
  return row;
}

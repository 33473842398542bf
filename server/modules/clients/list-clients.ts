import { z } from 'zod';
import type { ClientDetail, ClientList } from '@contract/clients';
import type { Db } from '../../db/client';
import { cursorCodec, cursorFields } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { toAppointmentDetail } from '../appointments/appointments.dto';
import { appointmentsOfPair } from '../appointments/appointments.queries';
import { latestOf, toClientSummary } from './clients.dto';
import { chatsWith, clientPageQuery, findClient, findClientProfile } from './clients.queries';

const clientCursor = cursorCodec(z.strictObject({ t: cursorFields.time, p: cursorFields.userId }));

/** How many of one client's sessions their page lists (latest first). */
export const CLIENT_SESSIONS_MAX = 100;

/** A page of the healer's clients: two statements (the clients, then their chats). */
export async function listClients(
  db: Db,
  healerId: string,
  query: { q?: string; limit: number; cursor?: string },
  now = new Date(),
): Promise<ClientList> {
  const after = query.cursor ? clientCursor.decode(query.cursor) : undefined;
  const rows = await clientPageQuery(db, healerId, { ...query, after }, now);
  const page = rows.slice(0, query.limit);
  const chats = await chatsWith(
    db,
    healerId,
    page.map((row) => row.patientId),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) =>
      toClientSummary(
        row,
        chats.find((chat) => chat.patientId === row.patientId),
      ),
    ),
    next_cursor:
      rows.length > query.limit && last
        ? clientCursor.encode({ t: latestOf(last), p: last.patientId })
        : null,
  };
}

export const clientNotFound = () => notFound('Client not found');

/** One client of the healer with their sessions; 404 for anyone who never booked them. */
export async function readClient(
  db: Db,
  healerId: string,
  patientId: string,
  now = new Date(),
): Promise<ClientDetail> {
  const row = await findClient(db, healerId, patientId, now);
  if (!row) throw clientNotFound();
  const [profile, [chat], sessions] = await Promise.all([
    findClientProfile(db, patientId),
    chatsWith(db, healerId, [patientId]),
    appointmentsOfPair(db, healerId, patientId, CLIENT_SESSIONS_MAX),
  ]);
  return {
    client: {
      ...toClientSummary(row, chat),
      timezone: profile?.timezone ?? 'UTC',
      location: profile?.location ?? null,
      date_of_birth: profile?.dateOfBirth ?? null,
      gender: profile?.gender ?? null,
    },
    appointments: sessions.map(toAppointmentDetail),
  };
}

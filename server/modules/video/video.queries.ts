import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments } from '../../db/schema';
import { isUuid } from '../../lib/ids';

/**
 * The fields the room rules and the signal relay need, if the user takes part in the
 * appointment: one primary-key read per signal.
 */
export async function findRoomAppointment(db: Executor, id: string, userId: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      healerId: appointments.healerId,
      mode: appointments.mode,
      status: appointments.status,
      scheduledAt: appointments.scheduledAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.id, id),
        or(eq(appointments.patientId, userId), eq(appointments.healerId, userId)),
      ),
    );
  return row;
}

export type RoomAppointmentRow = NonNullable<Awaited<ReturnType<typeof findRoomAppointment>>>;

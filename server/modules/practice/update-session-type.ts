import type { z } from 'zod';
import type { UpdateSessionTypeSchema } from '@contract/practice';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SessionTypeRow } from './practice.dto';
import {
  findSessionType,
  listSessionTypes,
  lockPractice,
  renumberSessionTypes,
  updateSessionType as updateRow,
} from './practice.queries';

type SessionTypeChange = z.output<typeof UpdateSessionTypeSchema>;

export const sessionTypeNotFound = () => notFound('Session type not found');

/**
 * Changes a session type of the healer. A new `position` moves it to that place in the list and
 * renumbers the others, in the same transaction. Bookings already made keep their length.
 */
export function updateSessionType(
  db: Db,
  healerId: string,
  id: string,
  change: SessionTypeChange,
): Promise<SessionTypeRow> {
  return db.transaction(async (tx) => {
    await lockPractice(tx, healerId);
    const { position, ...fields } = change;
    const updated = Object.keys(fields).length
      ? await updateRow(tx, healerId, id, {
          name: fields.name,
          description: fields.description,
          durationMinutes: fields.duration_minutes,
          price: fields.price,
          modes: fields.modes,
          isActive: fields.is_active,
          requiresConfirmation: fields.requires_confirmation,
        })
      : await findSessionType(tx, healerId, id);
    if (!updated) throw sessionTypeNotFound();
    if (position === undefined) return updated;
    const ids = (await listSessionTypes(tx, healerId))
      .map((row) => row.id)
      .filter((other) => other !== id);
    const at = Math.min(position, ids.length);
    ids.splice(at, 0, id);
    await renumberSessionTypes(tx, healerId, ids);
    return { ...updated, position: at };
  });
}

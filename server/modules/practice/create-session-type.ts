import type { z } from 'zod';
import { SESSION_TYPE_LIMITS, type CreateSessionTypeSchema } from '@contract/practice';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { SessionTypeRow } from './practice.dto';
import {
  insertSessionType,
  listSessionTypes,
  lockPractice,
  renumberSessionTypes,
} from './practice.queries';

type NewSessionType = z.output<typeof CreateSessionTypeSchema>;

/** Adds a session type, last or at the position given, under the healer's lock. */
export function createSessionType(
  db: Db,
  healerId: string,
  input: NewSessionType,
): Promise<SessionTypeRow> {
  return db.transaction(async (tx) => {
    await lockPractice(tx, healerId);
    const existing = await listSessionTypes(tx, healerId);
    if (existing.length >= SESSION_TYPE_LIMITS.perHealer)
      throw conflict(
        `You can offer at most ${SESSION_TYPE_LIMITS.perHealer} session types`,
        'limit_reached',
      );
    const created = await insertSessionType(tx, {
      healerId,
      name: input.name,
      description: input.description ?? null,
      durationMinutes: input.duration_minutes,
      price: input.price,
      modes: input.modes,
      isActive: input.is_active,
      requiresConfirmation: input.requires_confirmation,
      position: existing.length,
    });
    if (input.position !== undefined && input.position < existing.length) {
      const ids = existing.map((row) => row.id);
      ids.splice(input.position, 0, created.id);
      await renumberSessionTypes(tx, healerId, ids);
      return { ...created, position: input.position };
    }
    return created;
  });
}

import type { z } from 'zod';
import type { SaveAvailabilitySchema } from '@contract/availability';
import type { Db } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../../db/pg-error';
import { conflict, notFound } from '../../lib/errors';
import type { AvailabilityRow } from './availability.dto';
import {
  deleteWindowsExcept,
  lockHealer,
  readWeek,
  savedWindowIds,
  upsertWindows,
} from './availability.queries';

type WeekInput = z.output<typeof SaveAvailabilitySchema>['windows'];

/**
 * Replaces the healer's whole week in one transaction: windows with an id update that saved
 * window, windows without one are added, saved windows left out are deleted.
 */
export async function saveWeek(
  db: Db,
  healerId: string,
  windows: WeekInput,
): Promise<AvailabilityRow[]> {
  try {
    return await db.transaction(async (tx) => {
      // One save at a time per healer, so two tabs cannot interleave their rewrites.
      await lockHealer(tx, healerId);
      const savedIds = await savedWindowIds(tx, healerId);
      if (windows.some((window) => window.id && !savedIds.has(window.id)))
        throw notFound('A time slot was removed meanwhile. Reload the page and try again.');
      await deleteWindowsExcept(
        tx,
        healerId,
        windows.flatMap((window) => (window.id ? [window.id] : [])),
      );
      await upsertWindows(
        tx,
        healerId,
        windows.map((window) => ({
          ...(window.id ? { id: window.id } : {}),
          dayOfWeek: window.day_of_week,
          startTime: window.start_time,
          endTime: window.end_time,
          isActive: window.is_active,
        })),
      );
      return readWeek(tx, healerId);
    });
  } catch (error) {
    // The deferred exclusion constraint judges the final week at commit: it only fires
    // when a concurrent change made windows overlap.
    if (pgErrorOf(error)?.code === EXCLUSION_VIOLATION)
      throw conflict('Time slots on one day overlap. Reload the page and try again.');
    throw error;
  }
}

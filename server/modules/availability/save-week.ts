import type { z } from 'zod';
import { findShortWindows, type SaveAvailabilitySchema } from '@contract/availability';
import type { Db } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../../db/pg-error';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { bookableSessionTypes } from '../practice/bookable-session-types';
import type { ProfileRow } from '../profiles/profiles.dto';
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
 * window, windows without one are added, saved windows left out are deleted. An active window
 * that cannot hold the healer's shortest session is refused (the form says so before saving).
 */
export async function saveWeek(
  db: Db,
  healer: ProfileRow,
  windows: WeekInput,
): Promise<AvailabilityRow[]> {
  const healerId = healer.userId;
  try {
    return await db.transaction(async (tx) => {
      // One save at a time per healer, so two tabs cannot interleave their rewrites.
      await lockHealer(tx, healerId);
      const types = await bookableSessionTypes(tx, healer);
      const shortest = Math.min(...types.map((type) => type.durationMinutes));
      const [short] = findShortWindows(windows, shortest);
      if (short) throw badRequest(short.message);
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

import type { BookableSessionTypeList } from '@contract/practice';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { ProfileRow } from '../profiles/profiles.dto';
import {
  bookableFromRow,
  defaultSessionType,
  effectiveSettings,
  toBookableSessionType,
  type BookableType,
} from './practice.dto';
import { findBookingSettings, listSessionTypes } from './practice.queries';

/** The types patients can book with a healer: the active ones in order, or the default one. */
export async function bookableSessionTypes(
  db: Executor,
  healer: ProfileRow,
): Promise<BookableType[]> {
  const active = (await listSessionTypes(db, healer.userId)).filter((row) => row.isActive);
  return active.length
    ? active.map((row) => bookableFromRow(row, healer))
    : [defaultSessionType(healer)];
}

/**
 * The type a booking or slot list is for: the active type with this id, or without an id the
 * healer's first bookable type. A type the healer does not offer (another healer's, inactive,
 * deleted) is a bad request.
 */
export async function resolveSessionType(
  db: Executor,
  healer: ProfileRow,
  id: string | null | undefined,
): Promise<BookableType> {
  const types = await bookableSessionTypes(db, healer);
  if (!id) return types[0]!;
  const type = types.find((candidate) => candidate.id === id);
  if (!type) throw badRequest('session_type_id: this healer offers no such session type');
  return type;
}

/**
 * What a patient sees before booking a healer (GET /api/healers/:id/session-types, and the
 * server render of the profile): the bookable types and the cancellation policy.
 */
export async function healerSessionTypeList(
  db: Executor,
  healer: ProfileRow,
): Promise<BookableSessionTypeList> {
  const [types, settings] = await Promise.all([
    bookableSessionTypes(db, healer),
    findBookingSettings(db, healer.userId).then(effectiveSettings),
  ]);
  return {
    items: types.map(toBookableSessionType),
    cancellation_window_hours: settings.cancellationWindowHours,
    cancellation_policy: settings.cancellationPolicy,
  };
}

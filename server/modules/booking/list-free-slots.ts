import type { z } from 'zod';
import type { FreeSlotsQuerySchema } from '@contract/availability';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { horizonMessage } from './booking-refusals';
import { askedSession, bookableHealer, loadSlotRequest } from './healer-schedule';
import { dayBounds, freeStartsBetween, healerDateAt, lastBookableDate } from './slot-engine';
import { withoutPatientClashes } from './patient-clashes';
import { formatCalendarDate, parseCalendarDate } from './zoned-time';

/**
 * The free starts of one calendar day: the healer's own day, or with `tz` the caller's day in
 * their zone (which may span two of the healer's days). A day past the horizon is refused. For
 * a patient (`patientId`), starts clashing with their own sessions are left out.
 */
export async function listFreeSlots(
  db: Db,
  healerId: string,
  query: z.output<typeof FreeSlotsQuerySchema>,
  now: Date,
  patientId?: string,
) {
  const date = parseCalendarDate(query.date);
  if (!date) throw badRequest('date: date must be a calendar date (YYYY-MM-DD)');
  const healer = await bookableHealer(db, healerId);
  const zone = query.tz ?? healer.timezone;
  const { start, end } = dayBounds(date, zone);
  const [type, loaded] = await Promise.all([
    askedSession(db, healer, query),
    loadSlotRequest(db, healer, { from: start, to: end, now }),
  ]);
  const request = { ...loaded, durationMinutes: type.durationMinutes };
  const { schedule } = request;
  if (
    formatCalendarDate(healerDateAt(schedule, start)) >
    formatCalendarDate(lastBookableDate(schedule, now))
  )
    throw badRequest(horizonMessage(schedule.rules));
  const starts = await withoutPatientClashes(
    db,
    patientId,
    freeStartsBetween(request, start, end),
    type.durationMinutes,
  );
  return { healer, type, zone, starts };
}

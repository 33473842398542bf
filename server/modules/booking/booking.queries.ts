import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, healerAvailability } from '../../db/schema';
import type { BusyInterval, WeeklyWindow } from './slots';

/** The healer's availability windows on one weekday. */
export function windowsOnWeekday(
  db: Db,
  healerId: string,
  weekday: number,
): Promise<WeeklyWindow[]> {
  return db
    .select({
      dayOfWeek: healerAvailability.dayOfWeek,
      startTime: healerAvailability.startTime,
      endTime: healerAvailability.endTime,
      isActive: healerAvailability.isActive,
    })
    .from(healerAvailability)
    .where(
      and(eq(healerAvailability.healerId, healerId), eq(healerAvailability.dayOfWeek, weekday)),
    );
}

/** The healer's scheduled appointments that overlap [start, end). */
export function scheduledBetween(
  db: Db,
  healerId: string,
  bounds: { start: Date; end: Date },
): Promise<BusyInterval[]> {
  return db
    .select({ start: appointments.scheduledAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.healerId, healerId),
        eq(appointments.status, 'scheduled'),
        lt(appointments.scheduledAt, bounds.end),
        gt(appointments.endsAt, bounds.start),
      ),
    );
}

import { and, asc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments, availabilityOverrides, healerAvailability, profiles } from '../../db/schema';
import type { AvailabilityRow, CalendarSessionRow, OverrideRow } from './availability.dto';

export interface WindowValues {
  /** A saved window's id; absent for a new window. */
  id?: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
}

/** The healer's week by day and start time. */
export function readWeek(db: Executor, healerId: string): Promise<AvailabilityRow[]> {
  return db
    .select()
    .from(healerAvailability)
    .where(eq(healerAvailability.healerId, healerId))
    .orderBy(
      asc(healerAvailability.dayOfWeek),
      asc(healerAvailability.startTime),
      asc(healerAvailability.id),
    );
}

/** Locks the healer's profile row until the transaction ends: one week rewrite at a time. */
export async function lockHealer(tx: Executor, healerId: string) {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, healerId))
    .for('update');
}

export async function savedWindowIds(tx: Executor, healerId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: healerAvailability.id })
    .from(healerAvailability)
    .where(eq(healerAvailability.healerId, healerId));
  return new Set(rows.map((row) => row.id));
}

/** Deletes the healer's windows other than `keptIds`. */
export async function deleteWindowsExcept(tx: Executor, healerId: string, keptIds: string[]) {
  await tx
    .delete(healerAvailability)
    .where(
      and(
        eq(healerAvailability.healerId, healerId),
        keptIds.length ? notInArray(healerAvailability.id, keptIds) : undefined,
      ),
    );
}

/** One statement: saved windows (with id) are updated, new ones inserted. */
export async function upsertWindows(tx: Executor, healerId: string, windows: WindowValues[]) {
  if (!windows.length) return;
  await tx
    .insert(healerAvailability)
    .values(windows.map((window) => ({ ...window, healerId })))
    .onConflictDoUpdate({
      target: healerAvailability.id,
      set: {
        dayOfWeek: sql`excluded.day_of_week`,
        startTime: sql`excluded.start_time`,
        endTime: sql`excluded.end_time`,
        isActive: sql`excluded.is_active`,
      },
    });
}

/** Deletes one of the healer's windows; false when they have none with this id. */
export async function deleteWindow(db: Executor, healerId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(healerAvailability)
    .where(and(eq(healerAvailability.id, id), eq(healerAvailability.healerId, healerId)))
    .returning({ id: healerAvailability.id });
  return removed.length > 0;
}

/** The healer's overrides that end on `fromDate` or later, soonest first. */
export function upcomingOverrides(
  db: Executor,
  healerId: string,
  fromDate: string,
): Promise<OverrideRow[]> {
  return db
    .select()
    .from(availabilityOverrides)
    .where(
      and(
        eq(availabilityOverrides.healerId, healerId),
        gte(availabilityOverrides.dateTo, fromDate),
      ),
    )
    .orderBy(asc(availabilityOverrides.dateFrom));
}

export async function insertOverride(
  tx: Executor,
  values: typeof availabilityOverrides.$inferInsert,
): Promise<OverrideRow> {
  const [row] = await tx.insert(availabilityOverrides).values(values).returning();
  return row!;
}

/** Deletes one of the healer's overrides; false when they have none with this id. */
export async function deleteOverride(db: Executor, healerId: string, id: string) {
  const removed = await db
    .delete(availabilityOverrides)
    .where(and(eq(availabilityOverrides.id, id), eq(availabilityOverrides.healerId, healerId)))
    .returning({ id: availabilityOverrides.id });
  return removed.length > 0;
}

/**
 * The healer's sessions that start in [start, end), with patient names: those that hold time
 * (booked, or requested), or with `held` also those that took place or were missed (the
 * calendar's past days).
 */
export function sessionsBetween(
  db: Executor,
  healerId: string,
  bounds: { start: Date; end: Date },
  { held = false }: { held?: boolean } = {},
): Promise<CalendarSessionRow[]> {
  const statuses: CalendarSessionRow['status'][] = held
    ? ['scheduled', 'pending', 'completed', 'no_show']
    : ['scheduled', 'pending'];
  return db
    .select({
      id: appointments.id,
      title: appointments.title,
      scheduledAt: appointments.scheduledAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      mode: appointments.mode,
      patientId: appointments.patientId,
      patientName: profiles.usrName,
    })
    .from(appointments)
    .leftJoin(profiles, eq(profiles.userId, appointments.patientId))
    .where(
      and(
        eq(appointments.healerId, healerId),
        inArray(appointments.status, statuses),
        gte(appointments.scheduledAt, bounds.start),
        lt(appointments.scheduledAt, bounds.end),
      ),
    )
    .orderBy(asc(appointments.scheduledAt)) as Promise<CalendarSessionRow[]>;
}

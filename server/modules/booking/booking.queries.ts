import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  appointments,
  availabilityOverrides,
  bookingSettings,
  healerAvailability,
} from '../../db/schema';
import type { EffectiveSettings } from '../practice/practice.dto';
import type { DateOverride, HeldTime, WeeklyWindow } from './slot-engine';

/** Statuses in which an appointment holds its time (the exclusion constraints' condition). */
export const HOLDING_STATUSES = ['scheduled', 'pending'] as const;

export interface ScheduleRows {
  /** Null when the healer never changed their rules. */
  settings: EffectiveSettings | null;
  weekly: WeeklyWindow[];
  overrides: DateOverride[];
  held: HeldTime[];
}

export interface ScheduleQuery {
  /** Overrides covering any date from `fromDate` to `toDate` (`YYYY-MM-DD`, inclusive). */
  fromDate: string;
  toDate: string;
  /** Appointments holding time that start before `end` and end after `start`; none if left out. */
  held?: { start: Date; end: Date; exceptId?: string };
}

/**
 * Everything the slot engine reads about a healer, in one statement (one round trip, whatever
 * the range): their rules, whole week, the overrides of the dates asked about, and the time their
 * appointments hold in the range (scheduled or pending, except the one being moved).
 */
export async function readSchedule(
  db: Executor,
  healerId: string,
  query: ScheduleQuery,
): Promise<ScheduleRows> {
  const s = bookingSettings;
  const w = healerAvailability;
  const o = availabilityOverrides;
  const a = appointments;
  const held = query.held;
  const { rows } = await db.execute<{
    settings: ScheduleRows['settings'];
    weekly: WeeklyWindow[];
    overrides: DateOverride[];
    held: Array<{
      start: string;
      end: string;
      bufferBeforeMinutes: number;
      bufferAfterMinutes: number;
    }>;
  }>(sql`
    select
      (select json_build_object(
                'minNoticeHours', ${s.minNoticeHours}, 'horizonDays', ${s.horizonDays},
                'bufferBeforeMinutes', ${s.bufferBeforeMinutes}, 'bufferAfterMinutes', ${s.bufferAfterMinutes},
                'dailyMaxSessions', ${s.dailyMaxSessions}, 'cancellationWindowHours', ${s.cancellationWindowHours},
                'cancellationPolicy', ${s.cancellationPolicy}, 'slotStepMinutes', ${s.slotStepMinutes})
         from ${s} where ${s.healerId} = ${healerId}) as settings,
      (select coalesce(json_agg(json_build_object(
                'dayOfWeek', ${w.dayOfWeek}, 'startTime', ${w.startTime}, 'endTime', ${w.endTime},
                'isActive', ${w.isActive})), '[]')
         from ${w} where ${w.healerId} = ${healerId}) as weekly,
      (select coalesce(json_agg(json_build_object(
                'id', ${o.id}, 'dateFrom', ${o.dateFrom}, 'dateTo', ${o.dateTo},
                'available', ${o.available}, 'windows', ${o.windows}) order by ${o.dateFrom}), '[]')
         from ${o}
        where ${o.healerId} = ${healerId} and ${o.dateTo} >= ${query.fromDate}
          and ${o.dateFrom} <= ${query.toDate}) as overrides,
      ${
        held
          ? sql`(select coalesce(json_agg(json_build_object(
                'start', ${a.scheduledAt}, 'end', ${a.endsAt},
                'bufferBeforeMinutes', ${a.bufferBeforeMinutes}, 'bufferAfterMinutes', ${a.bufferAfterMinutes})), '[]')
         from ${a}
        where ${a.healerId} = ${healerId}
          and ${a.status} in (${sql.join(
            HOLDING_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )})
          and ${a.scheduledAt} < ${held.end.toISOString()} and ${a.endsAt} > ${held.start.toISOString()}
          ${held.exceptId ? sql`and ${a.id} <> ${held.exceptId}` : sql``})`
          : sql`'[]'::json`
      } as held`);
  const row = rows[0]!;
  return {
    settings: row.settings,
    weekly: row.weekly,
    overrides: row.overrides,
    held: row.held.map((time) => ({
      start: new Date(time.start),
      end: new Date(time.end),
      bufferBeforeMinutes: time.bufferBeforeMinutes,
      bufferAfterMinutes: time.bufferAfterMinutes,
    })),
  };
}

/**
 * Serialises bookings of one healer until the transaction ends, where a rule counts their
 * sessions (the daily maximum) rather than comparing ranges, which the constraints do.
 */
export async function lockHealerBookings(tx: Executor, healerId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`bookings:${healerId}`}, 0))`,
  );
}

/**
 * The times a patient's own sessions hold (scheduled or requested) that end after `from` and
 * start before `to`: a start clashing with one of them is not offered to that patient, since the
 * database would refuse it (appointments_patient_no_overlap).
 */
export async function readPatientHeld(
  db: Executor,
  patientId: string,
  from: Date,
  to: Date,
): Promise<Array<{ start: Date; end: Date }>> {
  const rows = await db
    .select({ start: appointments.scheduledAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        inArray(appointments.status, [...HOLDING_STATUSES]),
        lt(appointments.scheduledAt, to),
        gt(appointments.endsAt, from),
      ),
    );
  return rows;
}

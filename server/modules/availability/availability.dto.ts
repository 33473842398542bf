import { UNKNOWN_PATIENT } from '@contract/appointments';
import type {
  AvailabilityOverride,
  AvailabilityWeek,
  AvailabilityWindow,
  CalendarSession,
} from '@contract/availability';
import type { availabilityOverrides, healerAvailability } from '../../db/schema';

export type AvailabilityRow = typeof healerAvailability.$inferSelect;

/** PostgreSQL returns `HH:MM:SS`; the API speaks `HH:MM` (`24:00` for the end of the day). */
const hhmm = (time: string) => time.slice(0, 5);

export function toAvailabilityWindow(row: AvailabilityRow): AvailabilityWindow {
  return {
    id: row.id,
    healer_id: row.healerId,
    day_of_week: row.dayOfWeek,
    start_time: hhmm(row.startTime),
    end_time: hhmm(row.endTime),
    is_active: row.isActive,
  };
}

export const toAvailabilityWeek = (
  timezone: string,
  rows: AvailabilityRow[],
): AvailabilityWeek => ({
  timezone,
  windows: rows.map(toAvailabilityWindow),
});

export type OverrideRow = typeof availabilityOverrides.$inferSelect;

export const toAvailabilityOverride = (row: OverrideRow): AvailabilityOverride => ({
  id: row.id,
  date_from: row.dateFrom,
  date_to: row.dateTo,
  available: row.available,
  windows: row.windows,
});

export interface CalendarSessionRow {
  id: string;
  title: string;
  scheduledAt: Date;
  endsAt: Date;
  status: 'scheduled' | 'pending' | 'completed' | 'no_show';
  mode: 'video' | 'chat' | 'in_person';
  patientId: string;
  patientName: string | null;
}

export const toCalendarSession = (row: CalendarSessionRow): CalendarSession => ({
  id: row.id,
  title: row.title,
  scheduled_at: row.scheduledAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  status: row.status,
  mode: row.mode,
  patient_id: row.patientId,
  patient_name: row.patientName ?? UNKNOWN_PATIENT,
});

import type { Medication } from '@contract/medications';
import { nextDoseAfter, type DoseSchedule } from './dose-schedule';
import type { MedicationRow } from './medications.queries';

export const scheduleOf = (row: MedicationRow): DoseSchedule => ({
  times: row.times,
  daysOfWeek: row.daysOfWeek,
  startDate: row.startDate,
  endDate: row.endDate,
});

export function toMedication(row: MedicationRow, timezone: string, now = new Date()): Medication {
  const next = row.active ? nextDoseAfter(scheduleOf(row), timezone, now) : undefined;
  return {
    id: row.id,
    name: row.name,
    dose: row.dose,
    notes: row.notes,
    times: row.times,
    days_of_week: row.daysOfWeek,
    start_date: row.startDate,
    end_date: row.endDate,
    active: row.active,
    reminders: row.reminders,
    next_dose_at: next?.dueAt.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

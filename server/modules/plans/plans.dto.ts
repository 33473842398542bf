import {
  ADHERENCE_DAYS,
  type AppointmentNotes,
  type CheckIn,
  type Goal,
  type Plan,
  type PlanContent,
  type PlanTemplate,
  type PracticeContent,
  type Recommendation,
  type Resource,
} from '@contract/plans';
import { localDateOf } from '../medications/dose-schedule';
import { addDays, practiceProgress } from './practice-progress';
import type {
  CheckInRow,
  NamedPlanRow,
  NotesRow,
  PlanRow,
  PracticeRow,
  TemplateRow,
} from './plans.queries';

export const practiceContent = (row: PracticeRow): PracticeContent => ({
  id: row.id,
  title: row.title,
  frequency: row.frequency,
  times_per_week: row.timesPerWeek,
  weekdays: row.weekdays,
  time_of_day: row.timeOfDay,
});

/** What a version keeps: the plan's content (its lists are stored in the contract's shape). */
export const planContent = (row: PlanRow, practices: PracticeRow[]): PlanContent => ({
  title: row.title,
  summary: row.summary,
  status: row.status,
  goals: row.goals as Goal[],
  practices: practices.map(practiceContent),
  recommendations: row.recommendations as Recommendation[],
  resources: row.resources as Resource[],
});

/** Streaks count back at most this many days: the completions a plan's figures read. */
export const STREAK_DAYS = 180;
export const windowStart = (today: string) => addDays(today, -STREAK_DAYS);

export interface PlanFacts {
  practices: PracticeRow[];
  /** Ticked days per practice id. */
  completions: Map<string, string[]>;
  timezone: string;
  today: string;
}

export function toPlan(row: NamedPlanRow, facts: PlanFacts): Plan {
  const { timezone, today } = facts;
  const recentFrom = addDays(today, 1 - ADHERENCE_DAYS);
  return {
    ...planContent(row, facts.practices),
    id: row.id,
    patient: { id: row.patientId, name: row.patientName ?? 'Former patient' },
    healer: { id: row.healerId, name: row.healerName ?? 'Former practitioner' },
    practices: facts.practices.map((practice) => {
      const dates = facts.completions.get(practice.id) ?? [];
      const progress = practiceProgress(
        {
          frequency: practice.frequency,
          timesPerWeek: practice.timesPerWeek,
          weekdays: practice.weekdays,
          since: localDateOf(practice.createdAt, timezone),
        },
        dates,
        today,
      );
      return {
        ...practiceContent(practice),
        due_today: progress.dueToday,
        done_today: progress.doneToday,
        streak: progress.streak,
        done: progress.done,
        due: progress.due,
        recent_dates: dates.filter((date) => date >= recentFrom && date <= today).sort(),
      };
    }),
    version: row.version,
    timezone,
    today,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const toTemplate = (row: TemplateRow): PlanTemplate => ({
  id: row.id,
  name: row.name,
  title: row.title,
  summary: row.summary,
  goals: row.goals as PlanTemplate['goals'],
  practices: row.practices as PlanTemplate['practices'],
  recommendations: row.recommendations as PlanTemplate['recommendations'],
  resources: row.resources as PlanTemplate['resources'],
  created_at: row.createdAt.toISOString(),
});

export const toCheckIn = (row: CheckInRow): CheckIn => ({
  id: row.id,
  week_start: row.weekStart,
  mood: row.mood,
  energy: row.energy,
  sleep: row.sleep,
  note: row.note,
  updated_at: row.updatedAt.toISOString(),
});

/** The healer's notes on a session: only ever answered to that healer. */
export const toNotes = (appointmentId: string, row: NotesRow | undefined): AppointmentNotes => ({
  appointment_id: appointmentId,
  private_note: row?.privateNote ?? null,
  shared_summary: row?.sharedSummary ?? null,
  updated_at: row?.updatedAt.toISOString() ?? null,
});

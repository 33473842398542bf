import type { Plan } from '@contract/plans';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { localDateOf } from '../medications/dose-schedule';
import { toPlan, windowStart } from './plans.dto';
import { patientTimezone } from '../medications/medications.queries';
import {
  completionsSince,
  currentPractices,
  findPlanRow,
  type NamedPlanRow,
} from './plans.queries';

export interface Viewer {
  userId: string;
  role: 'patient' | 'healer';
}

export const PLAN_NOT_FOUND = 'No such plan of yours';

/**
 * Plans with their practices' progress, each read in its patient's zone: two statements for
 * the practices and completions of all of them, one per distinct patient for the zone.
 */
export async function withProgress(
  executor: Executor,
  rows: NamedPlanRow[],
  now = new Date(),
): Promise<Plan[]> {
  if (!rows.length) return [];
  const zones = new Map<string, string>();
  for (const patientId of new Set(rows.map((row) => row.patientId)))
    zones.set(patientId, await patientTimezone(executor, patientId));
  const todays = [...zones.values()].map((zone) => localDateOf(now, zone)).sort();
  const practices = await currentPractices(
    executor,
    rows.map((row) => row.id),
  );
  const completions = new Map<string, string[]>();
  for (const { practiceId, date } of await completionsSince(
    executor,
    practices.map((practice) => practice.id),
    windowStart(todays[0]!),
  ))
    completions.set(practiceId, [...(completions.get(practiceId) ?? []), date]);
  return rows.map((row) => {
    const timezone = zones.get(row.patientId) ?? 'UTC';
    return toPlan(row, {
      practices: practices.filter((practice) => practice.planId === row.id),
      completions,
      timezone,
      today: localDateOf(now, timezone),
    });
  });
}

/** One plan the viewer may read (a patient: once it is no draft), or 404. */
export async function readPlan(executor: Executor, viewer: Viewer, id: string, now = new Date()) {
  const row = isUuid(id) ? await findPlanRow(executor, id, viewer) : undefined;
  if (!row) throw notFound(PLAN_NOT_FOUND);
  const [plan] = await withProgress(executor, [row], now);
  return plan!;
}

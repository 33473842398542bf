import { CHECK_IN_WEEKS, type CheckInList } from '@contract/plans';
import type { z } from 'zod';
import type { CreateCheckInSchema } from '@contract/plans';
import type { Executor } from '../../db/client';
import { localDateOf } from '../medications/dose-schedule';
import { addDays, mondayOf } from './practice-progress';
import { toCheckIn } from './plans.dto';
import { patientTimezone } from '../medications/medications.queries';
import { checkInsSince, upsertCheckIn } from './plans.queries';

/** The Mondays of the last CHECK_IN_WEEKS weeks in the zone, oldest first (this week last). */
export function recentWeeks(timezone: string, now: Date) {
  const thisWeek = mondayOf(localDateOf(now, timezone));
  return Array.from({ length: CHECK_IN_WEEKS }, (_, index) =>
    addDays(thisWeek, -7 * (CHECK_IN_WEEKS - 1 - index)),
  );
}

/** The patient's check-ins of the last 12 weeks, in their zone. */
export async function listCheckIns(
  executor: Executor,
  patientId: string,
  now = new Date(),
): Promise<CheckInList> {
  const timezone = await patientTimezone(executor, patientId);
  const weeks = recentWeeks(timezone, now);
  const rows = await checkInsSince(executor, patientId, weeks[0]!);
  return { items: rows.map(toCheckIn), weeks, timezone };
}

/** This week's check-in (the patient's zone): written, or replaced when there is one. */
export async function saveCheckIn(
  executor: Executor,
  patientId: string,
  fields: z.output<typeof CreateCheckInSchema>,
  now = new Date(),
) {
  const weeks = recentWeeks(await patientTimezone(executor, patientId), now);
  const row = await upsertCheckIn(executor, {
    patientId,
    weekStart: weeks.at(-1)!,
    mood: fields.mood,
    energy: fields.energy,
    sleep: fields.sleep,
    note: fields.note,
  });
  return toCheckIn(row);
}

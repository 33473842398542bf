import { COMPLETION_DAYS_BACK, isRealDate, type CompletionInput } from '@contract/plans';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { localDateOf } from '../medications/dose-schedule';
import { addDays } from './practice-progress';
import { patientTimezone } from '../medications/medications.queries';
import { deleteCompletion, findPlanRow, findPractice, insertCompletion } from './plans.queries';
import { PLAN_NOT_FOUND, readPlan, type Viewer } from './read-plans';

/**
 * The patient ticks a practice of an active plan off for a day of the last week (their zone),
 * or (`done: false`) takes the tick back, ticked by mistake, under the same rules. Idempotent per
 * day: ticking a ticked day, or unticking one not ticked, changes nothing and answers the same.
 */
export async function recordCompletion(
  db: Db,
  viewer: Viewer,
  planId: string,
  practiceId: string,
  input: CompletionInput,
  done: boolean,
  now = new Date(),
) {
  const practice = await completablePractice(db, viewer, planId, practiceId, input, now);
  await (done ? insertCompletion : deleteCompletion)(db, practice.id, input.date);
  const read = await readPlan(db, viewer, planId, now);
  const progress = read.practices.find((item) => item.id === practice.id);
  return { practice_id: practice.id, date: input.date, streak: progress?.streak ?? 0 };
}

/** The practice whose day the patient may tick or untick, or the error that says why not. */
async function completablePractice(
  db: Db,
  viewer: Viewer,
  planId: string,
  practiceId: string,
  { date }: CompletionInput,
  now: Date,
) {
  const plan = isUuid(planId) ? await findPlanRow(db, planId, viewer) : undefined;
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  if (viewer.role !== 'patient') throw forbidden('Only the patient ticks practices off');
  const practice = isUuid(practiceId) ? await findPractice(db, planId, practiceId) : undefined;
  if (!practice) throw notFound('No such practice in this plan');
  if (plan.status !== 'active') throw conflict('Only an active plan’s practices can be ticked off');
  if (!isRealDate(date)) throw badRequest('date: date must be a real date');
  const timezone = await patientTimezone(db, viewer.userId);
  const today = localDateOf(now, timezone);
  if (date > today) throw badRequest('date: Not a day in the future');
  if (date < addDays(today, -COMPLETION_DAYS_BACK))
    throw badRequest(`date: At most ${COMPLETION_DAYS_BACK} days back`);
  if (date < localDateOf(practice.createdAt, timezone))
    throw badRequest('date: Before the practice was part of the plan');
  return practice;
}

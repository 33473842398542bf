import {
  PLAN_LIMITS,
  type CreatePlanFields,
  type PracticeInput,
  type UpdatePlanFields,
} from '@contract/plans';
import type { Db, Executor } from '../../db/client';
import type { EventService, NotificationService } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { planContent } from './plans.dto';
import {
  countPlansOfPair,
  currentPractices,
  hasSessionWith,
  insertPlan,
  insertPractices,
  insertVersion,
  lockPlan,
  removePractices,
  updatePlanRow,
  updatePractice,
  type PlanRow,
} from './plans.queries';
import { PLAN_NOT_FOUND } from './read-plans';

export interface PlanServices {
  db: Db;
  events: EventService;
  notifications: NotificationService;
}

const practiceValues = (practice: PracticeInput, position: number) => ({
  position,
  title: practice.title,
  frequency: practice.frequency,
  timesPerWeek: practice.times_per_week,
  weekdays: practice.weekdays,
  timeOfDay: practice.time_of_day,
});

/** Keeps the plan's state as a new version (decision 055). */
async function keepVersion(tx: Executor, plan: PlanRow) {
  const practices = await currentPractices(tx, [plan.id]);
  await insertVersion(tx, plan.id, plan.version, planContent(plan, practices));
}

/**
 * Tells the two parties' open pages, and the patient (once the plan is no draft), that the plan
 * is new or changed: in the transaction of the change.
 */
async function announce(
  tx: Executor,
  services: PlanServices,
  plan: PlanRow,
  previousStatus: PlanRow['status'] | undefined,
) {
  const shared = plan.status !== 'draft';
  await services.events.publish(tx, shared ? [plan.healerId, plan.patientId] : [plan.healerId], {
    type: 'plan.updated',
    plan_id: plan.id,
  });
  if (shared)
    await services.notifications.planChanged(tx, {
      planId: plan.id,
      kind: !previousStatus || previousStatus === 'draft' ? 'shared' : 'updated',
    });
}

/**
 * A healer writes a plan for a patient they have had a session with, or have one booked with
 * (404 otherwise: the healer learns nothing of other patients). Version 1 is kept at once.
 */
export async function createPlan(
  services: PlanServices,
  healerId: string,
  fields: CreatePlanFields,
) {
  return services.db.transaction(async (tx) => {
    if (!(await hasSessionWith(tx, healerId, fields.patient_id)))
      throw notFound('No such patient of yours: a plan needs a session with them first');
    if (fields.practices.some((practice) => practice.id))
      throw badRequest('practices: A new plan’s practices have no id');
    if ((await countPlansOfPair(tx, healerId, fields.patient_id)) >= PLAN_LIMITS.plansPerPair)
      throw conflict(
        `A patient can have at most ${PLAN_LIMITS.plansPerPair} plans from you`,
        'too_many_plans',
      );
    const plan = await insertPlan(tx, {
      healerId,
      patientId: fields.patient_id,
      title: fields.title,
      summary: fields.summary,
      status: fields.status,
      goals: fields.goals,
      recommendations: fields.recommendations,
      resources: fields.resources,
    });
    await insertPractices(
      tx,
      fields.practices.map((practice, position) => ({
        planId: plan.id,
        ...practiceValues(practice, position),
      })),
    );
    await keepVersion(tx, plan);
    await announce(tx, services, plan, undefined);
    return plan;
  });
}

/** Writes the practices sent: those with an id are kept (with their completions), the rest are new. */
async function replacePractices(tx: Executor, planId: string, practices: PracticeInput[]) {
  const existing = new Set((await currentPractices(tx, [planId])).map((practice) => practice.id));
  const kept = new Set<string>();
  for (const [position, practice] of practices.entries()) {
    if (!practice.id) continue;
    if (!existing.has(practice.id))
      throw badRequest(`practices.${position}.id: Not a practice of this plan`);
    kept.add(practice.id);
    await updatePractice(tx, practice.id, practiceValues(practice, position));
  }
  await insertPractices(
    tx,
    practices.flatMap((practice, position) =>
      practice.id ? [] : [{ planId, ...practiceValues(practice, position) }],
    ),
  );
  await removePractices(
    tx,
    [...existing].filter((id) => !kept.has(id)),
  );
}

/** The plan's author changes it; every save is a new version, the earlier ones are kept. */
export async function updatePlan(
  services: PlanServices,
  healerId: string,
  id: string,
  change: UpdatePlanFields,
) {
  return services.db.transaction(async (tx) => {
    const current = isUuid(id) ? await lockPlan(tx, id, healerId) : undefined;
    if (!current) throw notFound(PLAN_NOT_FOUND);
    if (change.practices) await replacePractices(tx, id, change.practices);
    const plan = await updatePlanRow(tx, id, {
      title: change.title,
      summary: change.summary,
      status: change.status,
      goals: change.goals,
      recommendations: change.recommendations,
      resources: change.resources,
      version: current.version + 1,
    });
    await keepVersion(tx, plan);
    await announce(tx, services, plan, current.status);
    return plan;
  });
}

import { WELLNESS_PAGE_PATH } from '@contract/notifications';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { wellnessPlans } from '../../db/schema';
import type { PlanChange } from '../../lib/context';
import { absoluteUrl, deliver, loadRecipients, noticeOf, type DeliveryContext } from './deliver';
import { texts } from './notification-texts';

/**
 * The patient hears of a plan shared with them or changed: in the centre and by email, as their
 * "Wellness plans" choices say. The healer who wrote it is not told of their own act.
 */
export async function notifyPlanChange(
  executor: Executor,
  context: DeliveryContext,
  change: PlanChange,
) {
  const [plan] = await executor
    .select({
      title: wellnessPlans.title,
      patientId: wellnessPlans.patientId,
      healerId: wellnessPlans.healerId,
    })
    .from(wellnessPlans)
    .where(eq(wellnessPlans.id, change.planId));
  if (!plan) return;
  const people = await loadRecipients(executor, context, [plan.patientId, plan.healerId]);
  const patient = people.get(plan.patientId);
  if (!patient) return;
  const healer = people.get(plan.healerId)?.name ?? 'Your practitioner';
  const text =
    change.kind === 'shared'
      ? texts.planShared(healer, plan.title)
      : texts.planUpdated(healer, plan.title);
  await deliver(executor, context, [
    noticeOf(patient, text, {
      link: WELLNESS_PAGE_PATH,
      action: { label: 'See your plan', url: absoluteUrl(context.env, WELLNESS_PAGE_PATH) },
    }),
  ]);
}

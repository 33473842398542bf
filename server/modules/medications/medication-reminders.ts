import { MEDICATIONS_PAGE_PATH } from '@contract/notifications';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { defineJob, handleJob, type JobQueue } from '../../lib/jobs';
import {
  absoluteUrl,
  deliver,
  loadRecipients,
  noticeOf,
  type DeliveryContext,
} from '../notifications/deliver';
import { formatInZone } from '../notifications/format-time';
import { texts } from '../notifications/notification-texts';
import { claimOnce } from '../notifications/notifications.queries';
import { isScheduledDose, nextDoseAfter } from './dose-schedule';
import { scheduleOf } from './medications.dto';
import { findMedicationWithZone, type MedicationRow } from './medications.queries';

/*
 * Medication reminders (decision 030): one keyed job per medication, due at its next dose. The
 * job reminds (once per dose: a claimed key) and enqueues the dose after; every change of the
 * medication re-plans it in its own transaction, and a stale job (the schedule or the zone
 * changed since) re-plans instead of reminding.
 */

export const medicationReminderJob = defineJob(
  'medication-reminder',
  z.object({ medication_id: z.string(), due_at: z.string() }),
  { maxAttempts: 10 },
);

/** A dose more than this late (the app was down) is not reminded of any more. */
const TOO_LATE_MS = 2 * 3_600_000;

const jobKey = (medicationId: string) => `medication-reminder:${medicationId}`;

/** Plans the next reminder of a medication after `after`, or none (inactive, reminders off, ended). */
export async function planMedicationReminder(
  tx: Executor,
  jobs: JobQueue,
  medication: MedicationRow,
  timezone: string,
  after: Date,
) {
  const next =
    medication.active && medication.reminders
      ? nextDoseAfter(scheduleOf(medication), timezone, after)
      : undefined;
  if (!next) return jobs.remove(jobKey(medication.id), tx);
  await jobs.enqueue(
    medicationReminderJob,
    { medication_id: medication.id, due_at: next.dueAt.toISOString() },
    { executor: tx, runAt: next.dueAt, key: jobKey(medication.id) },
  );
}

export const cancelMedicationReminder = (tx: Executor, jobs: JobQueue, medicationId: string) =>
  jobs.remove(jobKey(medicationId), tx);

export async function sendMedicationReminder(
  db: Db,
  context: DeliveryContext,
  { medication_id, due_at }: z.infer<typeof medicationReminderJob.payload>,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const found = await findMedicationWithZone(tx, medication_id);
    if (!found) return;
    const { medication, timezone } = found;
    const dueAt = new Date(due_at);
    const current = medication.active && medication.reminders;
    if (
      current &&
      isScheduledDose(scheduleOf(medication), timezone, dueAt) &&
      now.getTime() - dueAt.getTime() <= TOO_LATE_MS &&
      (await claimOnce(tx, `medication-dose:${medication.id}:${due_at}`))
    ) {
      const recipient = (await loadRecipients(tx, context, [medication.patientId])).get(
        medication.patientId,
      );
      const text = texts.medicationReminder(
        medication.name,
        medication.dose,
        formatInZone(dueAt, timezone),
      );
      if (recipient)
        await deliver(tx, context, [
          noticeOf(recipient, text, {
            link: MEDICATIONS_PAGE_PATH,
            more: medication.notes ? [`Your notes: ${medication.notes}`] : [],
            action: {
              label: 'Mark it taken',
              url: absoluteUrl(context.env, MEDICATIONS_PAGE_PATH),
            },
          }),
        ]);
    }
    await planMedicationReminder(tx, context.jobs, medication, timezone, dueAt > now ? dueAt : now);
  });
}

export const medicationHandlers = (db: Db, context: DeliveryContext) => [
  handleJob(medicationReminderJob, (payload) => sendMedicationReminder(db, context, payload)),
];

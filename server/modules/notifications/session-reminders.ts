import { appointmentPagePath } from '@contract/notifications';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { defineJob, handleJob } from '../../lib/jobs';
import type { AppointmentRow } from '../appointments/appointments.dto';
import { joinLinkOf } from '../calendar/appointment-event';
import {
  absoluteUrl,
  deliver,
  loadRecipients,
  noticeOf,
  type DeliveryContext,
  type Recipient,
} from './deliver';
import { formatInZone } from './format-time';
import { texts, roundedLead } from './notification-texts';
import { claimOnce, findAppointmentRow } from './notifications.queries';
import { reminderLeadChoices } from './preferences';

/*
 * Session reminders (decision 027): one keyed job per (appointment, participant, lead time),
 * due at the start minus the lead, enqueued in the transaction that books, accepts or moves the
 * session and removed in the one that cancels it. The job claims a key naming the session's
 * start before it writes anything, so a reminder is delivered at most once.
 */

export const sessionReminderJob = defineJob(
  'session-reminder',
  z.object({
    appointment_id: z.string(),
    user_id: z.string(),
    lead_minutes: z.number().int().positive(),
    /** The start the reminder was planned for: a moved session's old reminders do nothing. */
    scheduled_at: z.string(),
  }),
  { maxAttempts: 10 },
);

export const reminderKey = (appointmentId: string, userId: string, lead: number) =>
  `session-reminder:${appointmentId}:${userId}:${lead}`;

type Session = Pick<AppointmentRow, 'id' | 'scheduledAt' | 'patientId' | 'healerId'>;

/** Every lead a job of this user may have been planned with (to remove them all). */
const possibleLeads = (context: DeliveryContext, recipient: Recipient | undefined) => [
  ...new Set([
    ...reminderLeadChoices(context.env.REMINDER_LEAD_MINUTES),
    ...(recipient?.preferences.reminderLeads ?? []),
  ]),
];

/**
 * Plans (or moves) one participant's reminders of a session: a job per chosen lead whose moment
 * is still ahead; the others (not chosen, or already past) are removed.
 */
export async function planReminders(
  tx: Executor,
  context: DeliveryContext,
  session: Pick<Session, 'id' | 'scheduledAt'>,
  recipient: Recipient,
  now: Date,
) {
  const stale: string[] = [];
  for (const lead of possibleLeads(context, recipient)) {
    const key = reminderKey(session.id, recipient.userId, lead);
    const runAt = new Date(session.scheduledAt.getTime() - lead * 60_000);
    if (!recipient.preferences.reminderLeads.includes(lead) || runAt <= now) {
      stale.push(key);
      continue;
    }
    await context.jobs.enqueue(
      sessionReminderJob,
      {
        appointment_id: session.id,
        user_id: recipient.userId,
        lead_minutes: lead,
        scheduled_at: session.scheduledAt.toISOString(),
      },
      { executor: tx, runAt, key },
    );
  }
  await context.jobs.remove(stale, tx);
}

/** Removes every reminder of the session, both participants'. */
export async function removeReminders(
  tx: Executor,
  context: DeliveryContext,
  session: Session,
  recipients: Map<string, Recipient>,
) {
  const keys = [session.patientId, session.healerId].flatMap((userId) =>
    possibleLeads(context, recipients.get(userId)).map((lead) =>
      reminderKey(session.id, userId, lead),
    ),
  );
  await context.jobs.remove(keys, tx);
}

type ReminderPayload = z.infer<typeof sessionReminderJob.payload>;

/** Delivers one reminder if the session still stands at the planned time and none was sent. */
export async function sendSessionReminder(
  db: Db,
  context: DeliveryContext,
  payload: ReminderPayload,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const session = await findAppointmentRow(tx, payload.appointment_id);
    if (
      !session ||
      session.status !== 'scheduled' ||
      session.scheduledAt.toISOString() !== payload.scheduled_at ||
      session.scheduledAt <= now
    )
      return;
    const recipients = await loadRecipients(tx, context, [session.patientId, session.healerId]);
    const recipient = recipients.get(payload.user_id);
    const otherId = payload.user_id === session.patientId ? session.healerId : session.patientId;
    if (!recipient || !recipient.preferences.reminderLeads.includes(payload.lead_minutes)) return;
    const claim = `${reminderKey(session.id, recipient.userId, payload.lead_minutes)}:${payload.scheduled_at}`;
    if (!(await claimOnce(tx, claim))) return;

    const join = joinLinkOf(session, context.env.APP_URL);
    const text = texts.sessionReminder(
      {
        title: session.title,
        other: recipients.get(otherId)?.name ?? 'the other participant',
        when: formatInZone(session.scheduledAt, recipient.timezone),
      },
      roundedLead((session.scheduledAt.getTime() - now.getTime()) / 60_000),
      join,
    );
    const link = appointmentPagePath(recipient.role, session.id);
    await deliver(tx, context, [
      noticeOf(recipient, text, {
        link,
        appointmentId: session.id,
        action: join
          ? { label: session.mode === 'video' ? 'Join video session' : 'Join meeting', url: join }
          : { label: 'View session', url: absoluteUrl(context.env, link) },
      }),
    ]);
  });
}

export const sessionReminderHandler = (db: Db, context: DeliveryContext) =>
  handleJob(sessionReminderJob, (payload) => sendSessionReminder(db, context, payload));

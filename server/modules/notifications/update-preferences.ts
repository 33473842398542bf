import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationPreferences,
  type UnsubscribeResult,
  type UpdateNotificationPreferences,
} from '@contract/notifications';
import type { Db, Executor } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { loadRecipients, type DeliveryContext } from './deliver';
import {
  findPreferencesRow,
  findRecipients,
  savePreferencesRow,
  upcomingSessionsOf,
} from './notifications.queries';
import {
  effectivePreferences,
  reminderLeadChoices,
  toPreferences,
  type Channel,
} from './preferences';
import { planReminders } from './session-reminders';
import { verifyUnsubscribe } from './unsubscribe-token';

export async function readPreferences(
  db: Executor,
  context: DeliveryContext,
  userId: string,
): Promise<NotificationPreferences> {
  const defaults = context.env.REMINDER_LEAD_MINUTES;
  return toPreferences(
    effectivePreferences(await findPreferencesRow(db, userId), defaults),
    defaults,
  );
}

/**
 * Changes the switches and lead times sent. New lead times re-plan the reminders of every
 * session the user has ahead, in the same transaction.
 */
export async function updatePreferences(
  db: Db,
  context: DeliveryContext,
  userId: string,
  change: UpdateNotificationPreferences,
  now = new Date(),
): Promise<NotificationPreferences> {
  const defaults = context.env.REMINDER_LEAD_MINUTES;
  const choices = reminderLeadChoices(defaults);
  const leads = change.reminder_lead_minutes;
  if (leads?.some((lead) => !choices.includes(lead)))
    throw badRequest(`reminder_lead_minutes: choose from ${choices.join(', ')} minutes`);
  return db.transaction(async (tx) => {
    const row = await findPreferencesRow(tx, userId);
    const current = effectivePreferences(row, defaults);
    const switchedOff = (channel: Channel) =>
      NOTIFICATION_CATEGORIES.filter(
        (category) => !(change[channel]?.[category] ?? current.wants(channel, category)),
      );
    const saved = await savePreferencesRow(tx, {
      userId,
      emailOff: switchedOff('email'),
      inAppOff: switchedOff('in_app'),
      // Unchosen lead times stay null: the server's defaults, whatever they become.
      reminderLeadMinutes: leads
        ? [...leads].sort((a, b) => b - a)
        : (row?.reminderLeadMinutes ?? null),
    });
    const next = effectivePreferences(saved, defaults);
    if (leads) {
      const recipient = (await loadRecipients(tx, context, [userId])).get(userId);
      if (recipient)
        for (const session of await upcomingSessionsOf(tx, userId, now))
          await planReminders(tx, context, session, recipient, now);
    }
    return toPreferences(next, defaults);
  });
}

/**
 * One-click unsubscribe (RFC 8058): turns off the token's category of emails for its user;
 * the other categories and the in-app notices stay as they were. Doing it twice changes nothing.
 */
export async function unsubscribe(
  db: Db,
  context: DeliveryContext,
  token: string,
  apply: boolean,
): Promise<UnsubscribeResult> {
  const claim = verifyUnsubscribe(context.unsubscribeKey, token);
  if (!claim || !(await findRecipients(db, [claim.userId])).length)
    throw notFound('This unsubscribe link is not valid');
  if (apply)
    await updatePreferences(db, context, claim.userId, { email: { [claim.category]: false } });
  return { category: claim.category, label: NOTIFICATION_CATEGORY_LABELS[claim.category] };
}

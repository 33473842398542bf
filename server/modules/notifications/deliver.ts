import {
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_TYPES,
  settingsPagePath,
  type NotificationType,
} from '@contract/notifications';
import type { Executor } from '../../db/client';
import type { Env } from '../../env';
import type { EventService } from '../../lib/context';
import type { JobQueue } from '../../lib/jobs';
import type { MailMessage } from '../mail/mail-message';
import { enqueueEmail } from '../mail/send-email';
import { isErasedEmail } from '../privacy/privacy.dto';
import { notificationEmail } from '../mail/templates';
import type { NoticeText } from './notification-texts';
import { findRecipients, insertNotifications } from './notifications.queries';
import { effectivePreferences, type EffectivePreferences } from './preferences';
import { signUnsubscribe } from './unsubscribe-token';

/** What delivering a notice needs: the configuration, the event bus, the queue, the key. */
export interface DeliveryContext {
  env: Pick<Env, 'APP_URL' | 'MAIL_FROM' | 'REMINDER_LEAD_MINUTES' | 'ROOM_OPENS_MINUTES_BEFORE'>;
  events: EventService;
  jobs: JobQueue;
  /** Signs unsubscribe links (unsubscribe-token.ts). */
  unsubscribeKey: Buffer;
}

export interface Recipient {
  userId: string;
  email: string;
  name: string;
  timezone: string;
  role: 'patient' | 'healer';
  preferences: EffectivePreferences;
}

/** The users' addresses, names, zones and choices, by id (one statement). */
export async function loadRecipients(
  executor: Executor,
  context: DeliveryContext,
  userIds: string[],
): Promise<Map<string, Recipient>> {
  const rows = await findRecipients(executor, [...new Set(userIds)]);
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        userId: row.userId,
        email: row.email,
        name: row.name,
        timezone: row.timezone,
        role: row.role === 'healer' ? 'healer' : 'patient',
        preferences: effectivePreferences(row, context.env.REMINDER_LEAD_MINUTES),
      },
    ]),
  );
}

export interface NoticeEmail {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  calendar?: MailMessage['calendar'];
}

/** One notification to one person: its centre entry and, if they want it, its email. */
export interface Notice {
  recipient: Recipient;
  type: NotificationType;
  title: string;
  body: string;
  /** A path of the app; emails make it absolute. */
  link: string | null;
  appointmentId?: string;
  /** False for an email that only confirms the recipient's own act (and updates their calendar). */
  inApp?: boolean;
  email?: NoticeEmail;
}

/**
 * The notice of one of notification-texts.ts' texts: its title and body in the centre; the email
 * opens with the body, then the text's further paragraphs (and `more`), and one button.
 */
export function noticeOf(
  recipient: Recipient,
  text: NoticeText,
  options: {
    link: string | null;
    action: { label: string; url: string };
    appointmentId?: string;
    inApp?: boolean;
    more?: string[];
    calendar?: MailMessage['calendar'];
  },
): Notice {
  return {
    recipient,
    type: text.type,
    title: text.title,
    body: text.body,
    link: options.link,
    appointmentId: options.appointmentId,
    inApp: options.inApp,
    email: {
      subject: text.subject,
      paragraphs: [text.body, ...(text.more ?? []), ...(options.more ?? [])],
      action: options.action,
      calendar: options.calendar,
    },
  };
}

export const absoluteUrl = (env: Pick<Env, 'APP_URL'>, path: string) =>
  new URL(path, env.APP_URL).toString();

function emailOf(context: DeliveryContext, notice: Notice, email: NoticeEmail): MailMessage {
  const { recipient } = notice;
  const category = NOTIFICATION_TYPES[notice.type];
  const token = signUnsubscribe(context.unsubscribeKey, { userId: recipient.userId, category });
  const oneClick = absoluteUrl(context.env, `/api/unsubscribe?token=${token}`);
  const message = notificationEmail({
    to: recipient.email,
    name: recipient.name,
    subject: email.subject,
    paragraphs: email.paragraphs,
    action: email.action,
    categoryLabel: NOTIFICATION_CATEGORY_LABELS[category],
    unsubscribeUrl: absoluteUrl(context.env, `/unsubscribe?token=${token}`),
    settingsUrl: absoluteUrl(context.env, settingsPagePath(recipient.role)),
  });
  return {
    ...message,
    // RFC 2369 and RFC 8058: mail clients offer "Unsubscribe" and post to it in one click.
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    calendar: email.calendar,
  };
}

/**
 * Writes the notices inside the caller's transaction, as each recipient chose: the centre's rows
 * (with a `notification.created` event to their open tabs) and the emails' send jobs. Nothing of
 * it exists unless the transaction commits.
 */
export async function deliver(tx: Executor, context: DeliveryContext, notices: Notice[]) {
  const wanted = (notice: Notice, channel: 'email' | 'in_app') =>
    notice.recipient.preferences.wants(channel, NOTIFICATION_TYPES[notice.type]);
  const shown = notices.filter((notice) => notice.inApp !== false && wanted(notice, 'in_app'));
  const rows = await insertNotifications(
    tx,
    shown.map((notice) => ({
      userId: notice.recipient.userId,
      type: notice.type,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      appointmentId: notice.appointmentId ?? null,
    })),
  );
  for (const row of rows)
    await context.events.publish(tx, [row.userId], {
      type: 'notification.created',
      notification_id: row.id,
    });
  for (const notice of notices)
    // An erased account (decision 053) gets no email.
    if (notice.email && wanted(notice, 'email') && !isErasedEmail(notice.recipient.email))
      await enqueueEmail(context.jobs, emailOf(context, notice, notice.email), { executor: tx });
}

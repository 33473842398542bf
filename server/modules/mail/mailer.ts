import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import type { MailMessage } from './mail-message';
import { insertOutboxEmail } from './mail.queries';

/**
 * Delivers one email now. Only jobs call it (send-email.ts, and the password-reset job):
 * the request path enqueues, so a slow or failing mail server never holds up a response and a
 * failed delivery is retried.
 */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  env: Env;
  database: Database;
  logger: Logger;
}

/** SMTP when SMTP_URL is set; otherwise the development outbox (table dev_outbox). */
export function createMailer(options: MailerOptions): Mailer {
  return options.env.SMTP_URL ? smtpMailer(options.env.SMTP_URL, options) : outboxMailer(options);
}

/**
 * A pool of SMTP connections (as many as the job workers that send at once), reused from email
 * to email: a burst of reminders does not pay a connection and greeting per message. An
 * explicit `pool=` in SMTP_URL wins.
 */
function pooled(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('pool')) {
    parsed.searchParams.set('pool', 'true');
    parsed.searchParams.set('maxConnections', '4');
  }
  return parsed.toString();
}

function smtpMailer(url: string, { env, logger }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(pooled(url));
  return {
    kind: 'smtp',
    async send({ calendar, ...message }) {
      const info = await transport.sendMail({
        from: env.MAIL_FROM,
        ...message,
        ...(calendar && {
          icalEvent: { method: calendar.method, filename: 'invite.ics', content: calendar.content },
        }),
      });
      logger.info({ messageId: info.messageId, subject: message.subject }, 'email sent');
    },
    close: () => transport.close(),
  };
}

const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;

/**
 * Keeps each email in the database instead of sending it and logs its subject and links, so a
 * developer can follow a reset link without a mail server. By design this is the one log line
 * that may carry a token; production deployments set SMTP_URL.
 */
function outboxMailer({ env, database, logger }: MailerOptions): Mailer {
  if (env.NODE_ENV === 'production')
    logger.warn('SMTP_URL is not set: emails are kept in the dev_outbox table, not delivered');
  return {
    kind: 'outbox',
    async send(message) {
      await insertOutboxEmail(database.db, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      logger.info(
        { subject: message.subject, links: message.text.match(LINK_PATTERN) ?? [] },
        'email kept in the dev outbox',
      );
    },
    close: () => {},
  };
}

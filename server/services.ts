import type { Database } from './db/client';
import type { Env } from './env';
import type { AppServices } from './lib/context';
import type { Logger } from './lib/logger';
import {
  completeEndedSessionsHandler,
  completeEndedSessionsSchedule,
  enqueueSessionCompletion,
} from './modules/appointments/complete-ended-sessions';
import { expireBookingRequestHandler } from './modules/appointments/expire-booking-request';
import { nextAvailableHandlers, rollNextAvailableSchedule } from './modules/booking/next-available';
import { createAuth } from './modules/auth/auth';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { emailChangeEmailHandler } from './modules/auth/email-change-email';
import { verifyEmailEmailHandler } from './modules/auth/verify-email-email';
import { passwordResetEmailHandler } from './modules/auth/password-reset-email';
import { createJobQueue } from './modules/jobs/job-queue';
import { startJobRunner, type JobRunner } from './modules/jobs/job-runner';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { sendEmailHandler } from './modules/mail/send-email';
import { createNotifier, type Notifier } from './modules/notifications/notifier';
import { enqueuePendingReminderPlanning } from './modules/notifications/plan-existing-reminders';
import { buildDataExportHandler } from './modules/privacy/data-export';
import { eraseAccountHandler } from './modules/privacy/delete-account';
import { maintenanceHandler, maintenanceSchedule } from './modules/maintenance/maintenance-job';
import {
  enqueuePendingAvatarReencoding,
  reencodeAvatarsHandler,
} from './modules/profiles/reencode-avatars';
import { newsletterConfirmationHandler } from './modules/newsletter/newsletter-email';
import { EventBus } from './modules/realtime/event-bus';
import { medicationHandlers } from './modules/medications/medication-reminders';
import { recountRatingsHandler, recountRatingsSchedule } from './modules/reviews/recount-ratings';
import {
  expireVerificationsHandler,
  expireVerificationsSchedule,
} from './modules/verification/expire-verifications';

/** The app's services as implemented: what handlers see, plus what start-up and shutdown use. */
export interface Services extends AppServices {
  events: EventBus;
  mailer: Mailer;
  notifications: Notifier;
  /** This process's workers of the job queue (stopped on shutdown). */
  jobRunner: JobRunner;
}

/**
 * Wires the long-lived services the app's handlers use, on an open, migrated database, and
 * starts the job workers with every module's job handlers and schedules.
 */
export async function createServices(
  env: Env,
  database: Database,
  logger: Logger,
): Promise<Services> {
  const secret = await resolveAuthSecret(database.db, env.AUTH_SECRET);
  const mailer = createMailer({ env, database, logger });
  const auth = createAuth({ env, database, secret, logger });
  const jobs = createJobQueue(database.db);
  const events = new EventBus(database, logger);
  await events.start();
  const notifications = createNotifier({ env, database, events, jobs, secret, logger });
  const appointmentServices = { db: database.db, events, notifications };
  const jobRunner = await startJobRunner({
    database,
    logger,
    handlers: [
      sendEmailHandler(mailer),
      passwordResetEmailHandler(auth, mailer),
      emailChangeEmailHandler(auth, mailer),
      verifyEmailEmailHandler(auth, mailer),
      maintenanceHandler(database.db, env, logger),
      reencodeAvatarsHandler(database.db, logger),
      expireBookingRequestHandler(appointmentServices),
      completeEndedSessionsHandler(appointmentServices, env.AUTO_COMPLETE_AFTER_HOURS, logger),
      ...notifications.handlers,
      ...medicationHandlers(database.db, notifications.context),
      recountRatingsHandler(database.db, logger),
      expireVerificationsHandler(database.db, logger),
      newsletterConfirmationHandler(database.db, env, mailer),
      ...nextAvailableHandlers(database.db, logger),
      buildDataExportHandler(database.db, env, mailer),
      eraseAccountHandler(database.db, events, notifications, logger),
    ],
    schedules: [
      maintenanceSchedule(env),
      recountRatingsSchedule,
      expireVerificationsSchedule,
      completeEndedSessionsSchedule,
      rollNextAvailableSchedule,
    ],
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  });
  await enqueuePendingAvatarReencoding(database.db, jobs);
  await enqueuePendingReminderPlanning(database.db, jobs);
  await enqueueSessionCompletion(jobs);
  return { env, database, logger, auth, mailer, events, jobs, notifications, jobRunner };
}

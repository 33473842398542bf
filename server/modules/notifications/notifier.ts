import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { EventService, NotificationService } from '../../lib/context';
import type { JobHandler, JobQueue } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { notifyAppointmentChange } from './appointment-notices';
import type { DeliveryContext } from './deliver';
import { messageDigestHandler, scheduleDigest } from './message-digest';
import { planExistingRemindersHandler } from './plan-existing-reminders';
import { notifyPlanChange } from './plan-notices';
import { sessionReminderHandler } from './session-reminders';
import { unsubscribeKey } from './unsubscribe-token';

export interface Notifier extends NotificationService {
  context: DeliveryContext;
  /** The jobs this module runs: session reminders and unread-message digests. */
  handlers: JobHandler[];
}

/** The notification service the use cases call, and the handlers of its jobs. */
export function createNotifier(options: {
  env: Env;
  database: Database;
  events: EventService;
  jobs: JobQueue;
  secret: string;
  logger: Logger;
}): Notifier {
  const { env, database } = options;
  const context: DeliveryContext = {
    env,
    events: options.events,
    jobs: options.jobs,
    unsubscribeKey: unsubscribeKey(options.secret),
  };
  return {
    context,
    appointmentChanged: (executor, change) => notifyAppointmentChange(executor, context, change),
    planChanged: (executor, change) => notifyPlanChange(executor, context, change),
    messageSent: (executor, { chatId, recipientId }) =>
      scheduleDigest(
        executor,
        { ...context, digestMinutes: env.MESSAGE_DIGEST_MINUTES },
        chatId,
        recipientId,
      ),
    handlers: [
      sessionReminderHandler(database.db, context),
      messageDigestHandler(database.db, context),
      planExistingRemindersHandler(database.db, context, options.logger),
    ],
  };
}

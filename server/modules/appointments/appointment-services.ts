import type { Db } from '../../db/client';
import type { AppEnv, EventService, NotificationService } from '../../lib/context';

/**
 * What every appointment use case writes with: the database, the event bus (both sides' open
 * pages) and the notifications (centre, emails, reminders), all in the change's transaction.
 */
export interface AppointmentServices {
  db: Db;
  events: EventService;
  notifications: NotificationService;
}

export const appointmentServices = (vars: AppEnv['Variables']): AppointmentServices => ({
  db: vars.database.db,
  events: vars.events,
  notifications: vars.notifications,
});

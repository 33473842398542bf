import type { Env } from '../env';
import type { Database } from '../db/client';
import type { BackgroundTasks } from './background';
import type { Logger } from './logger';
import type { Auth } from '../modules/auth/auth';
import type { EventBus } from '../modules/realtime/event-bus';
import type { Mailer } from '../modules/mail/mailer';

/** Services every request handler can reach through `c.var`. */
export interface AppServices {
  env: Env;
  database: Database;
  logger: Logger;
  auth: Auth;
  events: EventBus;
  mailer: Mailer;
  background: BackgroundTasks;
}

export interface AppEnv {
  Variables: AppServices & {
    requestId: string;
  };
}

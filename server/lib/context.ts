import type { RealtimeEvent } from '@contract/realtime';
import type { Database, Executor } from '../db/client';
import type { Env } from '../env';
import type { JobQueue } from './jobs';
import type { Logger } from './logger';

/*
 * The services a request handler reaches through `c.var`. The shared ground declares what it
 * needs of them; the modules implement them (auth, realtime, mail) and server/services.ts wires
 * the implementations in. So lib/ never imports a module.
 */

/** The auth library's settings a session check needs; fixed once the library is built. */
export interface AuthSessionSettings {
  sessionCookie: string;
  dontRememberCookie: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

/** A session as the auth library read it, with the Set-Cookie values it wants sent. */
export interface LibrarySession {
  sessionId: string;
  userId: string;
  email: string;
  emailVerified: boolean;
  setCookies: string[];
}

/** Sign-up, sign-in, sessions and password resets. Implemented by modules/auth/auth.ts. */
export interface AuthService {
  /** Answers a request under /api/auth/ the way the auth library does. */
  handler(request: Request): Promise<Response>;
  sessionSettings(): Promise<AuthSessionSettings>;
  /** The library's own read of a request's session: it may clear, delete or roll it forward. */
  getSession(headers: Headers): Promise<LibrarySession | undefined>;
  /**
   * Makes a reset token and the email carrying its link if an account has this email
   * (undefined otherwise). Only the password-reset job calls it, and sends what it returns.
   */
  composePasswordReset(email: string, redirectTo: string): Promise<OutgoingMail | undefined>;
  /**
   * A one-time link that sets the password of the account with this email (a reset token, valid
   * as long as a reset link), for an account created without one (`npm run admin:create`);
   * undefined if there is no such account.
   */
  createPasswordSetLink(email: string): Promise<string | undefined>;
  /** A live reset token with its account's email and name; undefined if unknown or expired. */
  findResetToken(token: string): Promise<{ owner?: { email: string; name: string } } | undefined>;
  /** Whether this is the account's password (false for an account without one: social only). */
  verifyPassword(userId: string, password: string): Promise<boolean>;
  /**
   * The confirmation email of an email change, to the NEW address, with a link (valid an hour)
   * that changes the account's email when opened; undefined when the account is gone, already
   * has that address, or another account has it (nothing to send). Only the email-change job
   * calls it.
   */
  composeEmailChange(
    userId: string,
    newEmail: string,
    callbackPath: string,
  ): Promise<OutgoingMail | undefined>;
  /**
   * The "Confirm your email" email of a new account, with a link (valid 24 hours) that marks
   * the address verified and lands on `callbackPath`; undefined when the account is gone or
   * already verified (nothing to send). Only the verify-email job calls it.
   */
  composeEmailVerification(userId: string, callbackPath: string): Promise<OutgoingMail | undefined>;
  /**
   * Whether `code` is a valid second factor of the signed-in account of these request headers:
   * a code of its authenticator app, else one of its backup codes (used up by this check).
   * False when two-factor is off.
   */
  verifySecondFactor(headers: Headers, code: string): Promise<boolean>;
}

export interface EventSubscriber {
  send(event: RealtimeEvent): void;
  close(): void;
}

/** Realtime events to users' open streams. Implemented by modules/realtime/event-bus.ts. */
export interface EventService {
  /** Queues an event for the users; it is sent only if `executor`'s transaction commits. */
  publish(executor: Executor, users: string[], event: RealtimeEvent): Promise<void>;
  subscribe(userId: string, subscriber: EventSubscriber): () => void;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain-text part; every link in it is also in the HTML part. */
  text: string;
  html: string;
}

/** Sends email (SMTP, or the development outbox). Implemented by modules/mail/mailer.ts. */
export interface MailService {
  send(message: OutgoingMail): Promise<void>;
}

/** A change of an appointment that its participants are told about (docs/product.md, Notifications). */
export type AppointmentChangeKind =
  | 'created'
  | 'accepted'
  | 'declined'
  | 'expired'
  | 'cancelled'
  | 'rescheduled'
  | 'meeting_link'
  | 'completed'
  | 'no_show';

export interface AppointmentChange {
  kind: AppointmentChangeKind;
  appointmentId: string;
  /** Who made the change (absent for the clock: an expired request). */
  actorId?: string;
  /** The start before a reschedule. */
  previousStart?: Date;
}

/**
 * Tells users about what happened: notification rows, emails and reminders, written in the
 * transaction of the change (`executor`), so they exist only if it commits. Implemented by
 * modules/notifications; the appointments and chats use cases call it at their one place each.
 */
/** A wellness plan the patient can see was shared with them (new, or out of draft) or changed. */
export interface PlanChange {
  kind: 'shared' | 'updated';
  planId: string;
}

export interface NotificationService {
  appointmentChanged(executor: Executor, change: AppointmentChange): Promise<void>;
  /** The patient hears of a plan shared with them or changed. */
  planChanged(executor: Executor, change: PlanChange): Promise<void>;
  /** A message was sent: its recipient hears of it if it stays unread (the digest). */
  messageSent(executor: Executor, message: { chatId: string; recipientId: string }): Promise<void>;
}

export interface AppServices {
  env: Env;
  database: Database;
  logger: Logger;
  auth: AuthService;
  events: EventService;
  mailer: MailService;
  jobs: JobQueue;
  notifications: NotificationService;
}

export interface AppEnv {
  Variables: AppServices & {
    requestId: string;
  };
}

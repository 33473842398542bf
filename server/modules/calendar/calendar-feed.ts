import { createHash, randomBytes } from 'node:crypto';
import { UNKNOWN_HEALER, UNKNOWN_PATIENT } from '@contract/appointments';
import type { NewCalendarFeed } from '@contract/notifications';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { appointmentEvent, toCalendar } from './appointment-event';
import {
  appointmentForCalendar,
  feedAppointments,
  findFeedOwner,
  saveFeed,
  type CalendarRow,
} from './calendar.queries';

/** A feed covers this long either side of now (docs/product.md, Calendar). */
const FEED_SPAN_MS = 366 * 24 * 3_600_000;
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.ics$/;

export const feedNotFound = () => notFound('Calendar feed not found');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type CalendarEnv = Pick<Env, 'APP_URL' | 'MAIL_FROM'>;
const settingsOf = (env: CalendarEnv) => ({ appUrl: env.APP_URL, mailFrom: env.MAIL_FROM });

/** The event of one appointment row as `userId` (one of its participants) sees it. */
function eventFor(row: NonNullable<CalendarRow>, userId: string, env: CalendarEnv) {
  const isPatient = row.appointment.patientId === userId;
  return appointmentEvent(
    row.appointment,
    { role: isPatient ? 'patient' : 'healer' },
    settingsOf(env),
    {
      sequence: row.sequence,
      otherName: isPatient
        ? (row.healerName ?? UNKNOWN_HEALER)
        : (row.patientName ?? UNKNOWN_PATIENT),
    },
  );
}

/**
 * A new private feed address for the user; any earlier one stops working at once. The token is
 * answered this once: only its hash is kept.
 */
export async function createCalendarFeed(
  db: Db,
  env: CalendarEnv,
  userId: string,
): Promise<NewCalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const row = await saveFeed(db, userId, hashToken(token));
  return {
    url: new URL(`/api/calendar/${token}.ics`, env.APP_URL).toString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The feed behind `<token>.ics`: the owner's sessions a year back and ahead. */
export async function readCalendarFeed(db: Db, env: CalendarEnv, file: string, now = new Date()) {
  const token = TOKEN_PATTERN.exec(file)?.[1];
  const userId = token && (await findFeedOwner(db, hashToken(token)));
  if (!userId) throw feedNotFound();
  const rows = await feedAppointments(
    db,
    userId,
    new Date(now.getTime() - FEED_SPAN_MS),
    new Date(now.getTime() + FEED_SPAN_MS),
  );
  return toCalendar(
    rows.map((row) => eventFor(row, userId, env)),
    { method: 'PUBLISH', name: 'Wellspring sessions' },
  );
}

/** One appointment as an .ics file for one of its participants; 404 for anyone else. */
export async function appointmentCalendar(db: Db, env: CalendarEnv, id: string, userId: string) {
  const row = isUuid(id) ? await appointmentForCalendar(db, id, userId) : undefined;
  if (!row) throw notFound('Appointment not found');
  return toCalendar([eventFor(row, userId, env)], { method: 'PUBLISH' });
}

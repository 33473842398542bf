import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { openEmbeddedDatabase } from '../../server/db/open-database';
import type { Logger } from '../../server/lib/logger';
import { makeDataDir, removeDataDir } from '../../tests/support/app-process';
import { mintSessions } from '../../tests/support/sessions';
import { startSmtpServer } from '../../tests/support/smtp';
import { measureLoad, type LoadResult } from './load';
import { fail, step } from './log';
import { BenchServer } from './server';
import { round, summarize, type Latency } from './stats';

/*
 * Issue 12: the notification centre's list under load, and reminders at scale: many session
 * reminders due in the same minute, from the job queue to a real SMTP server's acceptance, each
 * once. Its own embedded database and app process (no large marketplace data set needed).
 */

export interface NotificationsSettings {
  /** Users with notifications, and how many each has. */
  users: number;
  perUser: number;
  /** The user whose list is measured has this many. */
  busyUser: number;
  /** Session reminders due in the same minute. */
  reminders: number;
  /** At least this long from the start to their due time (seeding and the app's start). */
  leadSeconds: number;
  /** Due at a whole minute, as reminders of sessions on the hour are. */
  onTheMinute: boolean;
  connections: number[];
  seconds: number;
  warmup: number;
}

export const NOTIFICATIONS_FULL: NotificationsSettings = {
  users: 2_000,
  perUser: 100,
  busyUser: 10_000,
  reminders: 500,
  leadSeconds: 75,
  onTheMinute: true,
  connections: [1, 16, 64],
  seconds: 4,
  warmup: 1,
};
export const NOTIFICATIONS_SMOKE: NotificationsSettings = {
  users: 100,
  perUser: 20,
  busyUser: 500,
  reminders: 20,
  leadSeconds: 20,
  onTheMinute: false,
  connections: [16],
  seconds: 1,
  warmup: 0.5,
};

export interface NotificationsResult {
  rows: number;
  lists: Array<{ name: string; example: string; runs: LoadResult[] }>;
  reminders: {
    due: number;
    received: number;
    distinct: number;
    duplicates: number;
    /** From the minute they were due to the SMTP server's acceptance. */
    latency: Latency;
    /** The last one's, in seconds. */
    lastSeconds: number;
  };
}

const BUSY = 'bench-n-busy';

/** Users, their notifications and the sessions whose reminders fall due together. */
async function seed(db: Db, settings: NotificationsSettings, dueAt: Date) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role)
    select 'bench-n-' || n, 'Bench Patient ' || n, 'patient' || n || '@bench.wellspring.local', true, 'patient'
      from generate_series(1, ${Math.max(settings.users, settings.reminders)}) as n
    union all select ${BUSY}, 'Busy Patient', 'busy@bench.wellspring.local', true, 'patient'
    union all
    select 'bench-nh-' || n, 'Bench Healer ' || n, 'healer' || n || '@bench.wellspring.local', true, 'healer'
      from generate_series(1, ${settings.reminders}) as n`);
  // Spread over a year, a third read, as a centre that has lived a while.
  await db.execute(sql`
    insert into notifications (user_id, type, title, body, link, read_at, created_at)
    select u.id, 'appointment.booked', 'New session booked',
           'Bench Patient booked “Session” for Monday, March 1, 2027 at 10:00 AM (Europe/Berlin).',
           '/patient-dashboard/appointments/' || gen_random_uuid(),
           case when i % 3 = 0 then now() end,
           now() - (i * interval '7 minutes') - (length(u.id) * interval '1 second')
      from (select 'bench-n-' || n as id, ${settings.perUser}::int as count from generate_series(1, ${settings.users}) as n
            union all select ${BUSY}, ${settings.busyUser}::int) as u
      cross join lateral generate_series(1, u.count) as i`);
  // One video session per pair, an hour after the minute its reminder is due.
  await db.execute(sql`
    insert into appointments (title, patient_id, healer_id, scheduled_at, ends_at, duration_minutes, mode, status)
    select 'Session', 'bench-n-' || n, 'bench-nh-' || n,
           ${dueAt.toISOString()}::timestamptz + interval '60 minutes',
           ${dueAt.toISOString()}::timestamptz + interval '120 minutes', 60, 'video', 'scheduled'
      from generate_series(1, ${settings.reminders}) as n`);
  // The reminders as booking plans them (session-reminders.ts): a keyed job per recipient.
  await db.execute(sql`
    select graphile_worker.add_job('session-reminder',
             json_build_object('appointment_id', a.id, 'user_id', a.patient_id,
                               'lead_minutes', 60, 'scheduled_at',
                               to_char(a.scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
             run_at => ${dueAt.toISOString()}::timestamptz, max_attempts => 10,
             job_key => 'session-reminder:' || a.id || ':' || a.patient_id || ':60')
      from appointments a where a.patient_id like 'bench-n-%'`);
  // Those jobs are the plan: the start-up planning of sessions booked before notifications
  // existed (migration 0018's marker) would add the healers' reminders to the count.
  await db.execute(sql`delete from app_settings where key = 'plan-session-reminders'`);
}

async function listLoads(baseUrl: string, cookie: string, settings: NotificationsSettings) {
  const headers = { cookie };
  // A cursor deep in the list: page 25 (500 rows in, 20 a page) or the last there is.
  let cursor: string | null = null;
  for (let page = 0; page < 25; page += 1) {
    const response = await fetch(
      `${baseUrl}/api/notifications${cursor ? `?cursor=${cursor}` : ''}`,
      { headers },
    );
    if (response.status !== 200) fail(`notifications list answered ${response.status}`);
    const body = (await response.json()) as { next_cursor: string | null };
    if (!body.next_cursor) break;
    cursor = body.next_cursor;
  }
  const specs = [
    { name: `notifications: first page (${settings.busyUser} rows)`, path: '/api/notifications' },
    { name: 'notifications: a page 500 rows in', path: `/api/notifications?cursor=${cursor}` },
    { name: 'notifications: unread count', path: '/api/notifications/unread-count' },
  ];
  const lists: NotificationsResult['lists'] = [];
  for (const spec of specs) {
    const runs: LoadResult[] = [];
    for (const connections of settings.connections) {
      step(`notifications: ${spec.name} at ${connections} connection(s)`);
      const load = await measureLoad({
        baseUrl,
        path: spec.path,
        headers,
        connections,
        durationSeconds: settings.seconds,
        warmupSeconds: settings.warmup,
      });
      if (load.errors) fail(`${spec.name} at ${connections}: ${load.errors} errors`);
      console.log(
        `  ${round(load.rps, 0)} req/s, p50 ${round(load.latency.p50)} ms, p99 ${round(load.latency.p99)} ms`,
      );
      runs.push(load);
    }
    lists.push({ name: spec.name, example: spec.path.split('?')[0]!, runs });
  }
  return lists;
}

export async function benchNotifications(options: {
  settings: NotificationsSettings;
  serverEnv: (extra?: Record<string, string>) => Record<string, string>;
  secret: string;
  logger: Logger;
}): Promise<NotificationsResult> {
  const { settings } = options;
  const dataDir = makeDataDir('wellspring-bench-notifications-');
  const smtp = await startSmtpServer();
  try {
    // Far enough ahead to seed and start the app first.
    const earliest = Date.now() + settings.leadSeconds * 1000;
    const dueAt = new Date(
      settings.onTheMinute
        ? Math.ceil(earliest / 60_000) * 60_000
        : Math.ceil(earliest / 1000) * 1000,
    );
    step(
      `notifications: seeding ${settings.users * settings.perUser + settings.busyUser} notifications and ${settings.reminders} reminders due at ${dueAt.toISOString()}`,
    );
    const database = await openEmbeddedDatabase(dataDir, options.logger);
    let cookie: string;
    try {
      await migrateDatabase(database);
      await seed(database.db, settings, dueAt);
      cookie = (await mintSessions(database.db, options.secret, [BUSY])).get(BUSY)!;
    } finally {
      await database.close();
    }
    if (Date.now() > dueAt.getTime() - 5_000)
      fail('notifications: seeding took past the due minute');
    const server = await BenchServer.start({
      dataDir,
      env: options.serverEnv({ SMTP_URL: smtp.url, REMINDER_LEAD_MINUTES: '60' }),
    });
    try {
      step(
        `notifications: waiting for ${settings.reminders} reminders due at ${dueAt.toISOString()}`,
      );
      const deadline = dueAt.getTime() + 180_000;
      while (smtp.received.length < settings.reminders && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      // Anything sent twice would arrive within moments of the first.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const reminders = smtp.received.filter((mail) => /^Subject: Reminder:/m.test(mail.raw));
      const distinct = new Set(reminders.map((mail) => mail.to.join())).size;
      const delays = reminders.map((mail) => mail.acceptedAt - dueAt.getTime());
      if (reminders.length !== settings.reminders)
        fail(`notifications: ${reminders.length} reminders arrived of ${settings.reminders}`);
      if (distinct !== reminders.length)
        fail(`notifications: ${reminders.length - distinct} reminders arrived twice`);
      const latency = summarize(delays);
      console.log(
        `  ${reminders.length} reminders, ${distinct} distinct: p50 ${round(latency.p50)} ms, p99 ${round(latency.p99)} ms after due`,
      );
      const lists = await listLoads(server.baseUrl, cookie, settings);
      return {
        rows: settings.users * settings.perUser + settings.busyUser,
        lists,
        reminders: {
          due: settings.reminders,
          received: reminders.length,
          distinct,
          duplicates: reminders.length - distinct,
          latency,
          lastSeconds: round(Math.max(0, ...delays) / 1000),
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.close();
    removeDataDir(dataDir);
  }
}

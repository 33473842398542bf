import { pino } from 'pino';
import { openPostgres, type Db } from '../../../server/db/client';
import { insertAppointment } from '../../support/appointments';
import { removeDataDir, startAppProcess, type AppProcess } from '../../support/app-process';
import { signUpOn, startAppWithInsertedRows, type E2eAccount } from './started-appointment-app';

const MINUTE = 60_000;
const env = { SEED: 'false', RATE_LIMIT_PER_IP: '10000' };

export interface VideoPair {
  healer: E2eAccount;
  patient: E2eAccount;
  /** A video session that started ten minutes ago: its room is open. */
  openId: string;
}

export interface VideoApps {
  /** One app, or two instances on one PostgreSQL when `instances` is 2. */
  urls: string[];
  pairs: VideoPair[];
  stranger: E2eAccount;
  /** A video session of the last pair two days ahead: its room is not open yet. */
  upcomingId: string;
  stop(): Promise<void>;
}

async function seedSessions(
  url: string,
  pairCount: number,
): Promise<{ pairs: Array<Omit<VideoPair, 'openId'>>; stranger: E2eAccount }> {
  const pairs = [];
  for (let i = 0; i < pairCount; i += 1)
    pairs.push({
      healer: await signUpOn(url, 'healer', i === 0 ? 'Dr. Iris Vale' : `Dr. Healer ${i}`),
      patient: await signUpOn(url, 'patient', i === 0 ? 'Noor Haddad' : `Patient ${i}`),
    });
  return { pairs, stranger: await signUpOn(url, 'patient', 'Sam Stranger') };
}

async function insertSessions(db: Db, pairs: Array<Omit<VideoPair, 'openId'>>) {
  const open = [];
  for (const { healer, patient } of pairs) {
    const row = await insertAppointment(db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - 10 * MINUTE),
      title: 'Sound Healing',
    });
    open.push(row.id);
  }
  const last = pairs.at(-1)!;
  const upcoming = await insertAppointment(db, {
    healerId: last.healer.userId,
    patientId: last.patient.userId,
    startsAt: new Date(Date.now() + 2 * 24 * 60 * MINUTE),
    title: 'Breathwork',
  });
  return { open, upcomingId: upcoming.id };
}

/**
 * Apps for the video session tests, with `pairCount` healer–patient pairs (each with a session
 * whose room is open: one pair per simultaneous call, as a person can have only one session at
 * a time) and a stranger. With TEST_DATABASE_URL the apps share a scratch database there (and
 * may be two instances); without, one app on its own embedded database, made in three steps as
 * in started-appointment-app.ts (no API books in the past).
 */
export async function startVideoApps({
  instances,
  pairCount,
}: {
  instances: 1 | 2;
  pairCount: number;
}): Promise<VideoApps> {
  const silent = pino({ level: 'silent' });
  if (process.env.TEST_DATABASE_URL) {
    const { createScratchDatabase } = await import('../../support/scratch-postgres');
    const scratch = await createScratchDatabase();
    const apps: AppProcess[] = [];
    try {
      const shared = { ...env, DATABASE_URL: scratch.url };
      apps.push(await startAppProcess({ env: shared }));
      const { pairs, stranger } = await seedSessions(apps[0]!.url, pairCount);
      const database = openPostgres(scratch.url, silent);
      const { open, upcomingId } = await insertSessions(database.db, pairs).finally(() =>
        database.close(),
      );
      if (instances === 2) apps.push(await startAppProcess({ env: shared }));
      return {
        urls: apps.map((app) => app.url),
        pairs: pairs.map((pair, i) => ({ ...pair, openId: open[i]! })),
        stranger,
        upcomingId,
        async stop() {
          await Promise.all(apps.map((app) => app.stop()));
          apps.forEach((app) => removeDataDir(app.dataDir));
          await scratch.drop();
        },
      };
    } catch (error) {
      await Promise.all(apps.map((app) => app.stop()));
      await scratch.drop();
      throw error;
    }
  }
  if (instances === 2) throw new Error('two instances need TEST_DATABASE_URL');
  const { url, made, inserted, stop } = await startAppWithInsertedRows(
    env,
    (appUrl) => seedSessions(appUrl, pairCount),
    (db, { pairs }) => insertSessions(db, pairs),
  );
  return {
    urls: [url],
    pairs: made.pairs.map((pair, i) => ({ ...pair, openId: inserted.open[i]! })),
    stranger: made.stranger,
    upcomingId: inserted.upcomingId,
    stop,
  };
}

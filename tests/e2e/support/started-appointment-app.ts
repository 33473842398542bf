import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import type { Db } from '../../../server/db/client';
import { openEmbeddedDatabase } from '../../../server/db/open-database';
import { insertAppointment } from '../../support/appointments';
import { removeDataDir, startAppProcess, type AppProcess } from '../../support/app-process';
import { confirmEmail } from '../../support/confirm-email';

export interface E2eAccount {
  userId: string;
  email: string;
  password: string;
  name: string;
}

export async function signUpOn(
  url: string,
  role: 'healer' | 'patient',
  name: string,
): Promise<E2eAccount> {
  const email = `${role}-${randomBytes(5).toString('hex')}@example.test`;
  const password = 'correct-horse-battery';
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ name, email, password, role }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  await confirmEmail(url, email);
  return { userId: user.id, email, password, name };
}

/**
 * A private app on its own embedded database with rows no API can make (sessions in the past):
 * start it and run `setUp` against it (sign-ups through the API), stop it and run `insert` on
 * its data dir (an app's embedded database belongs to its process: DATA_DIR lock), then start it
 * again on the same port, so the origin stays the same.
 */
export async function startAppWithInsertedRows<T, R>(
  env: Record<string, string>,
  setUp: (url: string) => Promise<T>,
  insert: (db: Db, made: T) => Promise<R>,
) {
  const first = await startAppProcess({ env });
  let app: AppProcess = first;
  try {
    const made = await setUp(first.url);
    await first.stop();
    const database = await openEmbeddedDatabase(first.dataDir, pino({ level: 'silent' }));
    const inserted = await insert(database.db, made).finally(() => database.close());
    app = await startAppProcess({ env, dataDir: first.dataDir, port: first.port });
    return {
      url: app.url,
      made,
      inserted,
      async stop() {
        await app.stop();
        removeDataDir(app.dataDir);
      },
    };
  } catch (error) {
    await app.stop();
    removeDataDir(first.dataDir);
    throw error;
  }
}

/** A private app with a healer, a patient and a session between them that started ten minutes ago. */
export async function startAppWithStartedSession() {
  const { url, made, stop } = await startAppWithInsertedRows(
    { SEED: 'false', RATE_LIMIT_PER_IP: '10000' },
    async (appUrl) => ({
      healer: await signUpOn(appUrl, 'healer', 'Dr. Iris Vale'),
      patient: await signUpOn(appUrl, 'patient', 'Noor Haddad'),
    }),
    (db, { healer, patient }) =>
      insertAppointment(db, {
        healerId: healer.userId,
        patientId: patient.userId,
        startsAt: new Date(Date.now() - 10 * 60_000),
        title: 'Sound Healing',
      }),
  );
  return { url, ...made, stop };
}

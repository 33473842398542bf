import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { openEmbeddedDatabase } from '../../../server/db/open-database';
import { insertAppointment } from '../../support/appointments';
import { removeDataDir, startAppProcess, type AppProcess } from '../../support/app-process';

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
  return { userId: user.id, email, password, name };
}

/**
 * A private app whose database holds a healer, a patient and a session between them that
 * started ten minutes ago. No API can book in the past and an app's embedded database belongs
 * to its process (DATA_DIR lock), so this one is made in three steps: start and sign the two up
 * through the API, stop and insert the appointment straight into its data dir, start again on
 * the same port (so the origin stays the same).
 */
export async function startAppWithStartedSession() {
  const env = { SEED: 'false', RATE_LIMIT_PER_IP: '10000' };
  const first = await startAppProcess({ env });
  let app: AppProcess = first;
  try {
    const healer = await signUpOn(first.url, 'healer', 'Dr. Iris Vale');
    const patient = await signUpOn(first.url, 'patient', 'Noor Haddad');
    await first.stop();
    const database = await openEmbeddedDatabase(first.dataDir, pino({ level: 'silent' }));
    try {
      await insertAppointment(database.db, {
        healerId: healer.userId,
        patientId: patient.userId,
        startsAt: new Date(Date.now() - 10 * 60_000),
        title: 'Sound Healing',
      });
    } finally {
      await database.close();
    }
    app = await startAppProcess({ env, dataDir: first.dataDir, port: first.port });
    return {
      url: app.url,
      healer,
      patient,
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

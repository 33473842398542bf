import { afterAll, describe, expect, it } from 'vitest';
import {
  removeDataDir,
  startAppProcess,
  type AppProcess,
} from '../../../tests/support/app-process';
import { readEvents } from '../../../tests/support/sse';
import { EVENTS_CHANNEL } from './event-bus';

// Two app processes on one PostgreSQL behave as one: an event caused through one reaches a
// stream held by the other, through LISTEN/NOTIFY.
describe.runIf(process.env.TEST_DATABASE_URL)('realtime across app instances', () => {
  const apps: AppProcess[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop('SIGTERM')));
    // Each made itself an (unused) DATA_DIR.
    apps.forEach((app) => removeDataDir(app.dataDir));
    await dropDatabase?.();
  });

  async function post(app: AppProcess, path: string, body: unknown, cookie?: string) {
    return fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: {
        origin: app.url,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  async function signUp(app: AppProcess, role: 'patient' | 'healer') {
    const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const response = await post(app, '/api/auth/sign-up/email', {
      name: `Cross ${role}`,
      email,
      password: 'correct-horse-battery',
      role,
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const { id } = (await response.json()).user as { id: string };
    return { cookie, userId: id };
  }

  it('delivers a message posted through one process to a stream on the other within a second', async () => {
    const { createScratchDatabase } = await import('../../../tests/support/scratch-postgres');
    const scratch = await createScratchDatabase();
    dropDatabase = scratch.drop;
    const env = { DATABASE_URL: scratch.url };
    const first = await startAppProcess({ entry: 'source', env });
    apps.push(first);
    const second = await startAppProcess({ entry: 'source', env });
    apps.push(second);

    const patient = await signUp(first, 'patient');
    const healer = await signUp(first, 'healer');
    const chat = await (
      await post(
        first,
        '/api/chats',
        { participant_id: healer.userId, content: 'Hello' },
        patient.cookie,
      )
    ).json();

    // The healer's session cookie works on the other instance (shared secret and sessions).
    const response = await fetch(`${second.url}/api/events`, {
      headers: { cookie: healer.cookie },
    });
    expect(response.status).toBe(200);
    const stream = readEvents(response);
    try {
      expect((await stream.next()).event).toBe('ready');
      const started = Date.now();
      const sent = await post(
        first,
        `/api/chats/${chat.id}/messages`,
        { content: 'across instances' },
        patient.cookie,
      );
      expect(sent.status).toBe(201);
      const event = await stream.next(1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(event).toMatchObject({
        event: 'message.created',
        data: { chat_id: chat.id, sender_id: patient.userId },
      });

      // Kill every realtime LISTEN connection of the database (the job queue holds LISTEN
      // connections of its own): each instance re-establishes its listener, tells its streams
      // to resync, and delivery goes on.
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query = $2`,
        [scratch.name, `LISTEN "${EVENTS_CHANNEL}"`],
      );
      await admin.end();
      expect(killed.rowCount).toBe(2);
      expect((await stream.next(5000)).event).toBe('resync');
      await post(
        first,
        `/api/chats/${chat.id}/messages`,
        { content: 'after the reconnect' },
        patient.cookie,
      );
      expect((await stream.next(2000)).event).toBe('message.created');
    } finally {
      await stream.close();
    }
  });
});

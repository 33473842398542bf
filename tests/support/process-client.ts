import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { AppProcess } from './app-process';

/** JSON requests to an app process, as a browser on its origin sends them. */
export function send(
  app: AppProcess,
  method: string,
  urlPath: string,
  body?: unknown,
  cookie?: string,
): Promise<Response> {
  return fetch(`${app.url}${urlPath}`, {
    method,
    headers: {
      origin: app.url,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export interface ProcessAccount {
  userId: string;
  email: string;
  cookie: string;
}

export async function signUpOn(
  app: AppProcess,
  role: 'patient' | 'healer' = 'patient',
): Promise<ProcessAccount> {
  const email = `${role}-${randomBytes(5).toString('hex')}@example.test`;
  const response = await send(app, 'POST', '/api/auth/sign-up/email', {
    name: `Process ${role}`,
    email,
    password: 'correct-horse-battery',
    role,
  });
  if (response.status !== 200) throw new Error(`sign-up: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  return { userId: user.id, email, cookie };
}

/** Opens (or finds) the chat of a patient with a healer; its id. */
export async function openChatOn(
  app: AppProcess,
  patient: ProcessAccount,
  healerId: string,
): Promise<string> {
  const response = await send(
    app,
    'POST',
    '/api/chats',
    { participant_id: healerId, content: 'Hello' },
    patient.cookie,
  );
  if (response.status >= 300) throw new Error(`open chat: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** The pid in DATA_DIR/pgdata/postmaster.pid, if the file is there. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(
      readFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  } catch {
    return undefined;
  }
}

/** Pids of every running PostgreSQL process (postmaster or backend) working in this data dir. */
export function postgresProcessesOf(dataDir: string): number[] {
  let pgdata: string;
  try {
    pgdata = realpathSync(path.join(dataDir, 'pgdata'));
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === pgdata) found.push(Number(entry));
    } catch {
      // gone, or not ours to look at
    }
  }
  return found;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Stops what a killed app left running in its data dir, so a test leaves no server behind. */
export function killPostgresOf(dataDir: string): void {
  for (const pid of postgresProcessesOf(dataDir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

import { spawn } from 'node:child_process';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin:create -- <email>` as a real process, with only the environment given. */
export function runAdminCreate(email: string, env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/cli/create-admin.ts', email],
      {
        env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The one-time password link the command printed, if any. */
export const setPasswordPath = (output: string) =>
  /(\/reset-password\?token=[\w-]+)/.exec(output)?.[1];

import { removeDataDir, startAppProcess, waitForHealth } from '../../tests/support/app-process';
import { step } from './log';

/** Process start to the first 200 from /api/health (polled every 10 ms), in seconds. */
async function timeToHealthy(dataDir: string | undefined, env: Record<string, string>) {
  step(`cold start on ${dataDir ? 'the existing' : 'a new'} embedded database`);
  const started = performance.now();
  const server = await startAppProcess({ dataDir, env, noWait: true });
  try {
    await waitForHealth(server, { timeoutMs: 60_000, pollMs: 10 });
    return (performance.now() - started) / 1000;
  } finally {
    await server.stop();
    if (!dataDir) removeDataDir(server.dataDir);
  }
}

/** Warm start on the benchmark's embedded data dir, and a first start on a new one. */
export async function coldStart(dataDir: string, env: Record<string, string>) {
  const result = {
    existingSeconds: await timeToHealthy(dataDir, env),
    newSeconds: await timeToHealthy(undefined, { NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
  };
  console.log(
    `  cold start: existing ${result.existingSeconds.toFixed(2)} s, new ${result.newSeconds.toFixed(2)} s`,
  );
  return result;
}

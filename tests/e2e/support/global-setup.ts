import type { TestProject } from 'vitest/node';
import { removeDataDir, startAppProcess } from '../../support/app-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One built app on a throwaway embedded database, seeded with the demo data, for all specs. */
export default async function setup(project: TestProject) {
  // Every spec signs up and logs in from 127.0.0.1: the per-IP auth limit (tested by the API
  // tests) would otherwise throttle the suite itself. The per-email limit stays as configured.
  const app = await startAppProcess({ env: { SEED: 'true', RATE_LIMIT_PER_IP: '100000' } });
  project.provide('baseUrl', app.url);
  return async () => {
    await app.stop();
    removeDataDir(app.dataDir);
  };
}

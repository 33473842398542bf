import { runAdminCreate, setPasswordPath } from '../../support/admin-cli';
import { removeDataDir, startAppProcess, type AppProcess } from '../../support/app-process';

export const E2E_ADMIN = 'ops-admin@example.test';

/**
 * A private app with the demo data and an admin made the way an operator makes one: start (the
 * seed runs), stop, `npm run admin:create` on the stopped embedded database, start again on the
 * same port. Its demo data is this spec's alone (reviews change ratings other specs check).
 */
export async function startTrustApp() {
  const env = { SEED: 'true', RATE_LIMIT_PER_IP: '10000' };
  const first = await startAppProcess({ env });
  let app: AppProcess = first;
  try {
    await first.stop();
    const created = await runAdminCreate(E2E_ADMIN, {
      DATA_DIR: first.dataDir,
      APP_URL: first.url,
    });
    const setPassword = setPasswordPath(created.stdout);
    if (created.code !== 0 || !setPassword)
      throw new Error(`admin:create failed (${created.code}): ${created.stdout}${created.stderr}`);
    app = await startAppProcess({ env, dataDir: first.dataDir, port: first.port });
    return {
      url: app.url,
      setPasswordPath: setPassword,
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

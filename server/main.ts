import { ConfigError, loadEnv } from './env';
import { createLogger } from './lib/logger';
import { EmbeddedPostgresUnavailableError } from './db/postgres-binaries';
import { EmbeddedPostgresStartError } from './db/embedded-postgres';
import { DataDirLockedError } from './db/lock';
import { DataDirAccessError } from './db/postgres-user';
import { startServer } from './server';

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const running = await startServer(env, logger);

  const stop = (signal: string, exitCode = 0) => {
    logger.info({ signal }, 'signal received');
    // Also the code of an exit the shutdown did not call itself (the event loop emptied).
    process.exitCode = exitCode;
    running.shutdown().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  // The embedded PostgreSQL stopped under us (killed, crashed): stop too, so a supervisor
  // restarts the whole app instead of leaving it answering 503 forever.
  void running.database.lost.then((error) => {
    logger.fatal({ err: error.message }, 'database lost');
    stop('database lost', 1);
  });
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: one clear line, no stack.
  const operatorErrors = [
    ConfigError,
    DataDirLockedError,
    DataDirAccessError,
    EmbeddedPostgresUnavailableError,
    EmbeddedPostgresStartError,
  ];
  if (operatorErrors.some((type) => error instanceof type)) {
    console.error((error as Error).message);
  } else {
    console.error('Wellspring failed to start:', error);
  }
  process.exit(1);
});

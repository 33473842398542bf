import { ConfigError, loadEnv } from './env';
import { createLogger } from './lib/logger';
import { DataDirLockedError } from './db/lock';
import { startServer } from './server';

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const running = await startServer(env, logger);

  const stop = (signal: string) => {
    logger.info({ signal }, 'signal received');
    running.shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: one clear line, no stack.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Wellspring failed to start:', error);
  }
  process.exit(1);
});

import { Logger as WorkerLogger } from 'graphile-worker';
import type { Logger } from '../../lib/logger';

/**
 * graphile-worker's own log lines, in ours. Its per-failure lines are left at debug: the job
 * runner writes one line per failure itself, without payloads or stack traces. Only the first
 * line of any message is kept (stacks and error texts can carry query parameters).
 */
export function workerLogger(logger: Logger): WorkerLogger {
  const log = logger.child({ source: 'graphile-worker' });
  return new WorkerLogger(() => (level, message, meta) => {
    const line = message.split('\n')[0]!.slice(0, 300);
    if (meta?.failure || level === 'info' || level === 'debug') log.debug(line);
    else if (level === 'warning') log.warn(line);
    else log.error(line);
  });
}

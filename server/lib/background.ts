import type { Logger } from './logger';

/**
 * Work that must not hold up (or time) a response, such as sending email. Failures are logged,
 * never thrown at the caller; `idle()` lets shutdown and tests wait for what is still running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const promise = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => {
          this.logger.error({ err: describeError(error), task: name }, 'background task failed');
        },
      )
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }
}

/** Name and first line only: driver errors can carry query parameters (hashes, tokens). */
export function describeError(error: unknown): { name: string; message: string } {
  if (error instanceof Error)
    return { name: error.name, message: error.message.split('\n')[0]!.slice(0, 300) };
  return { name: 'Error', message: String(error).split('\n')[0]!.slice(0, 300) };
}

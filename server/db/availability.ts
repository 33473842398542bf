import type { Logger } from '../lib/logger';
import { isDatabaseUnreachable, isPoolExhausted } from './pg-error';

const FIRST_PROBE_MS = 200;
const PROBE_INTERVAL_MS = 1000;

/**
 * Whether PostgreSQL is reachable, as this process last found it. A query that fails because the
 * database is unreachable marks it down; from then on the app answers 503 at once instead of
 * letting every request wait for a connection, and probes with one round trip a second until the
 * database answers again. No restart is needed either way.
 */
export class DatabaseAvailability {
  private down = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private confirming: Promise<boolean> | undefined;

  constructor(
    private readonly probe: () => Promise<void>,
    private readonly logger: Logger,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  /**
   * Whether `error` means the request could not reach the database: unreachable (marked down at
   * once) or no pooled connection came free in time. The latter is what a burst looks like as
   * much as a hanging server, so it marks nothing by itself: a probe on a connection of its own
   * decides, in the background.
   */
  noteFailure(error: unknown): 'unreachable' | 'busy' | undefined {
    if (isDatabaseUnreachable(error)) {
      this.markDown(error);
      return 'unreachable';
    }
    if (!isPoolExhausted(error)) return undefined;
    if (!this.down) void this.confirmReachable();
    return 'busy';
  }

  /**
   * After a failure whose cause is unknown (the auth library's 500s, an exhausted pool): one
   * round trip decides. Callers at the same moment share it.
   */
  confirmReachable(): Promise<boolean> {
    this.confirming ??= this.probe().then(
      () => {
        this.markUp();
        return true;
      },
      (error: unknown) => {
        this.markDown(error);
        return false;
      },
    );
    return this.confirming.finally(() => (this.confirming = undefined));
  }

  markDown(error?: unknown): void {
    if (this.down || this.stopped) return;
    this.down = true;
    this.logger.error({ err: error }, 'database unreachable: answering 503 until it returns');
    this.schedule(FIRST_PROBE_MS);
  }

  markUp(): void {
    if (!this.down) return;
    this.down = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.logger.info('database reachable again');
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.probe().then(
        () => this.markUp(),
        () => {
          if (this.down && !this.stopped) this.schedule(PROBE_INTERVAL_MS);
        },
      );
    }, delayMs);
    this.timer.unref();
  }
}

import {
  removeDataDir,
  startAppProcess,
  type AppProcess,
  type StartOptions,
} from '../../tests/support/app-process';

/**
 * The app under test as a process that can be replaced by a fresh one (same data, same
 * settings): memory figures that should not include earlier load phases need a new process.
 */
export class BenchServer {
  private constructor(
    private readonly options: StartOptions,
    public process: AppProcess,
  ) {}

  static async start(options: StartOptions) {
    return new BenchServer(options, await startAppProcess(options));
  }

  get baseUrl() {
    return `http://127.0.0.1:${this.process.port}`;
  }

  async restart() {
    await this.stop();
    this.process = await startAppProcess(this.options);
  }

  /** Stops the process; a data dir the process made for itself (no `dataDir` given) goes too. */
  async stop() {
    await this.process.stop();
    if (!this.options.dataDir) removeDataDir(this.process.dataDir);
  }
}

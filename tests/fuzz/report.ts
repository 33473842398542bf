/**
 * The sweeps' figures: per operation, requests, answers by status, failures and times; the
 * failures themselves with the curl line that replays each. Written to test-results/fuzz/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Property } from './exchange';
import type { Caller } from './world';

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../test-results/fuzz');

export interface Failure {
  operation: string;
  property: Property;
  detail: string;
  caller?: Caller;
  /** `valid`, or what the request broke. */
  mutation?: string;
  curl?: string;
  /** How to run exactly this case again. */
  replay?: string;
}

export interface OperationFigures {
  operation: string;
  access: string;
  requests: number;
  /** Of which generated valid (the rest broken by a mutation). */
  valid: number;
  statuses: Record<string, number>;
  failures: number;
  times: number[];
}

export class SweepReport {
  readonly failures: Failure[] = [];
  /** More sections for the Markdown report (the authorization matrix). */
  appendix = '';
  /** The app's log lines at warn or above during the sweep, by message (a refusal logs at info). */
  logged: Record<string, number> = {};
  private readonly operations = new Map<string, OperationFigures>();

  constructor(
    readonly name: string,
    readonly settings: Record<string, unknown>,
  ) {}

  figures(operation: string, access: string): OperationFigures {
    let figures = this.operations.get(operation);
    if (!figures) {
      figures = { operation, access, requests: 0, valid: 0, statuses: {}, failures: 0, times: [] };
      this.operations.set(operation, figures);
    }
    return figures;
  }

  record(operation: string, access: string, status: number, ms: number, valid: boolean) {
    const figures = this.figures(operation, access);
    figures.requests += 1;
    if (valid) figures.valid += 1;
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    figures.times.push(ms);
  }

  fail(failure: Failure, access = '') {
    this.failures.push(failure);
    this.figures(failure.operation, access).failures += 1;
  }

  /** Counts the app's log lines at warn (40) or above from `from` on. */
  noteLogs(logs: Array<Record<string, unknown>>, from: number) {
    for (const line of logs.slice(from))
      if (Number(line.level) >= 40) {
        const task = line.task ? `, task ${String(line.task)}` : '';
        const error = line.err ? `: ${JSON.stringify(line.err).slice(0, 200)}` : '';
        const message = `${String(line.msg)} (level ${String(line.level)}${task})${error}`;
        this.logged[message] = (this.logged[message] ?? 0) + 1;
      }
  }

  totals() {
    const all = [...this.operations.values()];
    const count = (property: Property) =>
      this.failures.filter((failure) => failure.property === property).length;
    const statuses: Record<string, number> = {};
    for (const figures of all)
      for (const [status, n] of Object.entries(figures.statuses))
        statuses[status] = (statuses[status] ?? 0) + n;
    return {
      operations: all.length,
      requests: all.reduce((sum, figures) => sum + figures.requests, 0),
      statuses,
      fiveHundreds: Object.entries(statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, n]) => sum + n, 0),
      failures: this.failures.length,
      byProperty: {
        '5xx': count('5xx'),
        'error-shape': count('error-shape'),
        schema: count('schema'),
        wrote: count('wrote'),
        leak: count('leak'),
        access: count('access'),
        marking: count('marking'),
        'sweep-error': count('sweep-error'),
      },
      ...timeFigures(all.flatMap((figures) => figures.times)),
    };
  }

  write(): string {
    mkdirSync(RESULTS_DIR, { recursive: true });
    const operations = [...this.operations.values()].map(({ times, ...figures }) => ({
      ...figures,
      ...timeFigures(times),
    }));
    const json = {
      name: this.name,
      settings: this.settings,
      logged: this.logged,
      totals: this.totals(),
      operations,
      failures: this.failures,
    };
    const file = path.join(RESULTS_DIR, `${this.name}.json`);
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    writeFileSync(path.join(RESULTS_DIR, `${this.name}.md`), this.markdown(operations));
    return file;
  }

  private markdown(
    operations: Array<Omit<OperationFigures, 'times'> & ReturnType<typeof timeFigures>>,
  ) {
    const totals = this.totals();
    const lines = [
      `# ${this.name}`,
      '',
      `Settings: ${JSON.stringify(this.settings)}`,
      '',
      `Requests ${totals.requests}, 5xx ${totals.fiveHundreds}, failures ${totals.failures} ` +
        `(${Object.entries(totals.byProperty)
          .map(([property, n]) => `${property} ${n}`)
          .join(', ')}); ` +
        `time per request p50 ${totals.p50} ms, p95 ${totals.p95} ms, max ${totals.max} ms`,
      '',
      '| Operation | Access | Requests | Valid | Statuses | Failures | p50 ms | p95 ms | max ms |',
      '| --- | --- | --: | --: | --- | --: | --: | --: | --: |',
      ...operations.map(
        (o) =>
          `| ${o.operation} | ${o.access} | ${o.requests} | ${o.valid} | ${Object.entries(
            o.statuses,
          )
            .map(([status, n]) => `${status}×${n}`)
            .join(' ')} | ${o.failures} | ${o.p50} | ${o.p95} | ${o.max} |`,
      ),
      '',
      '## Failures',
      '',
      ...(this.failures.length
        ? this.failures.flatMap((f) => [
            `- **${f.operation}** ${f.property}${f.caller ? ` as ${f.caller}` : ''}${f.mutation ? ` (${f.mutation})` : ''}: ${f.detail}`,
            ...(f.curl ? ['  ```sh', `  ${f.curl}`, '  ```'] : []),
            ...(f.replay ? [`  replay: \`${f.replay}\``] : []),
          ])
        : ['None.']),
      '',
      '## Logged at warn or above',
      '',
      ...(Object.keys(this.logged).length
        ? Object.entries(this.logged).map(([message, n]) => `- ${message} ×${n}`)
        : ['Nothing.']),
      '',
      this.appendix,
    ];
    return lines.join('\n');
  }
}

function timeFigures(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const quantile = (q: number) =>
    sorted.length
      ? Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1))
      : 0;
  return { p50: quantile(0.5), p95: quantile(0.95), max: quantile(1) };
}

/** One line per failure, for the test's assertion message. */
export function describeFailures(failures: Failure[]): string {
  return failures
    .map(
      (f) =>
        `${f.operation} [${f.property}]${f.caller ? ` as ${f.caller}` : ''}${f.mutation ? ` (${f.mutation})` : ''}: ${f.detail}` +
        (f.curl ? `\n    ${f.curl}` : '') +
        (f.replay ? `\n    replay: ${f.replay}` : ''),
    )
    .join('\n');
}

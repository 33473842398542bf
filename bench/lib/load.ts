import autocannon from 'autocannon';
import { summarize, type Latency } from './stats';

export interface LoadResult {
  connections: number;
  durationSeconds: number;
  requests: number;
  rps: number;
  latency: Latency;
  /** Socket errors, timeouts and responses other than 2xx. */
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  baseUrl: string;
  /** One path, or a function giving the next path (random healers and dates). */
  path: string | (() => string);
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

function run(options: LoadOptions, durationSeconds: number, collect?: number[]) {
  const { path } = options;
  const instance = autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: durationSeconds,
    headers: options.headers,
    requests: [
      typeof path === 'string'
        ? { method: 'GET', path }
        : {
            method: 'GET',
            setupRequest: (request: Record<string, unknown>) => ({ ...request, path: path() }),
          },
    ],
  });
  if (collect)
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
      collect.push(ms),
    );
  return instance as unknown as Promise<autocannon.Result>;
}

/** Closed-loop load over loopback from this (separate) process: warm-up, then the measured run. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await run(options, options.warmupSeconds);
  const samples: number[] = [];
  const result = await run(options, options.durationSeconds, samples);
  return {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requests: result.requests.total,
    rps: result.requests.total / options.durationSeconds,
    latency: summarize(samples),
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
  };
}

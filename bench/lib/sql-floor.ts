import type { App } from '../../server/app';
import type { Database } from '../../server/db/client';
import { summarize, type Latency } from './stats';

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** The pool drizzle sends every statement through. */
function driverTarget(database: Database): { query: QueryFn } {
  return database.pool as unknown as { query: QueryFn };
}

/**
 * The statements one request runs, exactly as the driver received them (text, parameters and
 * driver options), grouped into batches: statements issued while another was still running
 * (a handler's Promise.all) form one batch and are replayed concurrently.
 */
export interface CapturedRequest {
  path: string;
  status: number;
  bodyBytes: number;
  batches: unknown[][][];
}

/**
 * Runs one request through the app in-process and records its SQL. The same app, services
 * and driver as the server, but in the benchmark process: for the embedded database this
 * happens while the server is NOT running (one process per data dir).
 */
export async function captureRequest(
  app: App,
  database: Database,
  path: string,
  headers: Record<string, string> = {},
): Promise<CapturedRequest> {
  const target = driverTarget(database);
  const original = target.query;
  const batches: unknown[][][] = [];
  let pending = 0;
  target.query = function (this: unknown, ...args: unknown[]) {
    if (pending === 0 || !batches.length) batches.push([]);
    batches.at(-1)!.push(args);
    pending += 1;
    const done = () => (pending -= 1);
    const result = original.apply(this, args);
    result.then(done, done);
    return result;
  };
  try {
    const response = await app.request(path, { headers });
    const body = await response.arrayBuffer();
    return { path, status: response.status, bodyBytes: body.byteLength, batches };
  } finally {
    target.query = original;
  }
}

export interface FloorResult {
  requests: number;
  rps: number;
  latency: Latency;
  statementsPerRequest: number;
}

/**
 * Floor (a): replays captured requests' statements straight through the driver, `concurrency`
 * loops for `durationMs`, cycling through the captures (so random paths stay random).
 */
export async function sqlFloor(
  database: Database,
  captures: CapturedRequest[],
  concurrency: number,
  durationMs: number,
  warmupMs: number,
): Promise<FloorResult> {
  const target = driverTarget(database);
  const replay = async (capture: CapturedRequest) => {
    for (const batch of capture.batches)
      await Promise.all(batch.map((args) => target.query(...args)));
  };
  let next = 0;
  const loop = async (until: number, samples?: number[]) => {
    while (performance.now() < until) {
      const capture = captures[next++ % captures.length]!;
      const started = performance.now();
      await replay(capture);
      samples?.push(performance.now() - started);
    }
  };
  const warmUntil = performance.now() + warmupMs;
  await Promise.all(Array.from({ length: concurrency }, () => loop(warmUntil)));
  const samples: number[] = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => loop(started + durationMs, samples)));
  const elapsed = performance.now() - started;
  const statements =
    captures.reduce((sum, c) => sum + c.batches.flat().length, 0) / captures.length;
  return {
    requests: samples.length,
    rps: (samples.length / elapsed) * 1000,
    latency: summarize(samples),
    statementsPerRequest: statements,
  };
}

import { fail, step } from './log';
import {
  burst,
  paced,
  rssMb,
  StreamSet,
  type ChatPair,
  type ExchangeResult,
  type Pace,
  type StreamMemory,
} from './messaging';
import type { BenchServer } from './server';
import { round } from './stats';

export interface MessagingResult {
  streams: number;
  pairs: number;
  /** All pairs at once: throughput, on the process that served the earlier phases. */
  burst: ExchangeResult & { rounds: number; afterLoad: boolean; memory: StreamMemory };
  /** Conversations at a steady rate, on a fresh process: what the target is about. */
  paced: ExchangeResult & Pace & { messagesPerSecond: number; memory: StreamMemory };
}

/** Opens every pair's two streams, runs `exchange`, notes the server's memory around it. */
async function withStreams<T>(
  server: BenchServer,
  pairs: ChatPair[],
  cookies: Map<string, string>,
  exchange: (streams: StreamSet) => Promise<T>,
): Promise<T & { memory: StreamMemory }> {
  const pid = server.process.child.pid!;
  const rssMbIdle = rssMb(pid);
  const started = performance.now();
  const streams = await StreamSet.open({
    baseUrl: server.baseUrl,
    origin: server.process.url,
    users: pairs.flatMap((pair) => [pair.a, pair.b]),
    cookies,
  });
  try {
    const setupSeconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssMbOpen = rssMb(pid);
    const result = await exchange(streams);
    return { ...result, memory: { setupSeconds, rssMbIdle, rssMbOpen, rssMbAfter: rssMb(pid) } };
  } finally {
    streams.close();
  }
}

function check(mode: string, name: string, result: ExchangeResult & { memory: StreamMemory }) {
  const { latency, memory } = result;
  console.log(
    `  ${result.delivered}/${result.sent} delivered, p50 ${round(latency.p50)} ms, p95 ${round(latency.p95)} ms, p99 ${round(latency.p99)} ms (POST answered: p99 ${round(result.answerLatency.p99)} ms);` +
      ` RSS ${round(memory.rssMbIdle, 0)} MB before the streams, ${round(memory.rssMbOpen, 0)} MB with them open, ${round(memory.rssMbAfter, 0)} MB after`,
  );
  if (result.postErrors)
    fail(
      `${mode}: messaging ${name}: ${result.postErrors} failed sends (${JSON.stringify(result.postErrorsBy)})`,
    );
  const undelivered = result.sent - result.postErrors - result.delivered;
  if (undelivered) fail(`${mode}: messaging ${name}: ${undelivered} messages not delivered`);
}

/**
 * Burst on the running server (after whatever phases ran before), then a restart and the
 * paced conversations on the fresh process, whose memory has not been through the load phases.
 * The server is left running (the fresh process) for the phases after this one.
 */
export async function benchMessaging(options: {
  mode: string;
  server: BenchServer;
  pairs: ChatPair[];
  cookies: Map<string, string>;
  rounds: number;
  pace: Pace;
  afterLoad: boolean;
}): Promise<MessagingResult> {
  const { mode, server, pairs, cookies, pace } = options;
  const streams = pairs.length * 2;
  step(
    `${mode}: messaging burst: ${streams} event streams, ${pairs.length} pairs sending at once, ${options.rounds} rounds` +
      (options.afterLoad ? ' (on the server after the load phases)' : ''),
  );
  const burstResult = await withStreams(server, pairs, cookies, (open) =>
    burst(open, pairs, options.rounds),
  );
  check(mode, 'burst', burstResult);

  step(`${mode}: restarting the app: paced messaging runs on a fresh process`);
  await server.restart();
  const plannedRate = pairs.length / pace.intervalSeconds;
  step(
    `${mode}: messaging paced: ${streams} event streams, each pair sends every ${pace.intervalSeconds} s ±25 % for ${pace.durationSeconds} s (≈ ${round(plannedRate, 0)} messages/s in all)`,
  );
  const pacedResult = await withStreams(server, pairs, cookies, (open) => paced(open, pairs, pace));
  const messagesPerSecond = pacedResult.sent / pace.durationSeconds;
  console.log(
    `  ${pacedResult.sent} messages sent, ${round(messagesPerSecond)} messages/s; p99 by 5 s: ${pacedResult.windows.map((w) => round(w.p99, 0)).join(', ')} ms`,
  );
  check(mode, 'paced', pacedResult);

  return {
    streams,
    pairs: pairs.length,
    burst: { ...burstResult, rounds: options.rounds, afterLoad: options.afterLoad },
    paced: { ...pacedResult, ...pace, messagesPerSecond },
  };
}

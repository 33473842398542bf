import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openStream } from './sse-client';
import { prng, summarize, type Latency } from './stats';

export interface ChatPair {
  chatId: string;
  a: string;
  b: string;
}

/** One exchange of messages over open streams; every sent message must arrive. */
export interface ExchangeResult {
  sent: number;
  delivered: number;
  /** POSTs that failed or did not answer 201, and how they answered (status, or the error). */
  postErrors: number;
  postErrorsBy: Record<string, number>;
  /** From just before the POST to the event on the other participant's stream. */
  latency: Latency;
  /** From just before the POST to its answer: the delivery is the rest. */
  answerLatency: Latency;
  /** Delivery latency of the messages sent in each 5 s of the exchange: shows stalls. */
  windows: Array<{ fromSeconds: number; delivered: number; p50: number; p99: number }>;
  seconds: number;
}

const WINDOW_SECONDS = 5;

function byWindow(samples: Array<{ sentAt: number; latency: number }>) {
  const windows = new Map<number, number[]>();
  for (const { sentAt, latency } of samples) {
    const from = Math.floor(sentAt / WINDOW_SECONDS) * WINDOW_SECONDS;
    const latencies = windows.get(from) ?? [];
    latencies.push(latency);
    windows.set(from, latencies);
  }
  return [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([fromSeconds, latencies]) => {
      const { p50, p99 } = summarize(latencies);
      return { fromSeconds, delivered: latencies.length, p50, p99 };
    });
}

/** Server memory around one set of open streams (VmRSS, MB). */
export interface StreamMemory {
  setupSeconds: number;
  rssMbIdle: number;
  rssMbOpen: number;
  rssMbAfter: number;
}

/**
 * Memory of the embedded PostgreSQL of a data dir: the postmaster and its children, summed as
 * PSS (proportional set size: shared buffers are counted once, split between the processes
 * that touch them, where an RSS sum would count them once per process), in MB.
 */
export function postgresPssMb(dataDir: string): { processes: number; pssMb: number } {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(
        /Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0,
      );
    } catch {
      // exited meanwhile
    }
  }
  return { processes: pids.length, pssMb: kb / 1024 };
}

/** Resident memory of a process in MB, from /proc/<pid>/status (VmRSS). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * Matches `message.created` events to sent messages by message id. The event can reach the
 * receiver before the POST's own response names the id, so arrivals are kept until asked for.
 */
class Deliveries {
  private readonly arrived = new Map<string, number>();
  private readonly waiting = new Map<string, (at: number) => void>();

  received(messageId: string, at: number) {
    const waiter = this.waiting.get(messageId);
    if (!waiter) return void this.arrived.set(messageId, at);
    this.waiting.delete(messageId);
    waiter(at);
  }

  /** The arrival time, or undefined when the message has not arrived within `timeoutMs`. */
  arrival(messageId: string, timeoutMs: number): Promise<number | undefined> {
    const at = this.arrived.get(messageId);
    if (at !== undefined) {
      this.arrived.delete(messageId);
      return Promise.resolve(at);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(messageId);
        resolve(undefined);
      }, timeoutMs);
      this.waiting.set(messageId, (arrivedAt) => {
        clearTimeout(timer);
        resolve(arrivedAt);
      });
    });
  }
}

/** Every user of every pair holding an event stream; the sends the scenarios below make. */
export class StreamSet {
  private readonly deliveries = new Deliveries();
  private samples: Array<{ sentAt: number; answered: number; latency: number }> = [];
  private exchangeStarted = 0;
  private counts = { sent: 0, delivered: 0, postErrors: 0 };
  private postErrorsBy: Record<string, number> = {};

  private constructor(
    private readonly baseUrl: string,
    private readonly origin: string,
    private readonly cookies: Map<string, string>,
    private readonly deliveryTimeoutMs: number,
    private streams: Array<{ close(): void }> = [],
  ) {}

  /**
   * Opens one stream per user, in groups of 100 (a thousand simultaneous handshakes and session
   * look-ups would only measure the accept queue), and waits until each has said `ready`.
   */
  static async open(options: {
    baseUrl: string;
    origin: string;
    users: string[];
    cookies: Map<string, string>;
    deliveryTimeoutMs?: number;
  }) {
    const { baseUrl, users, cookies } = options;
    const set = new StreamSet(
      baseUrl,
      options.origin,
      cookies,
      options.deliveryTimeoutMs ?? 10_000,
    );
    const ready = new Set<string>();
    for (let start = 0; start < users.length; start += 100) {
      const group = users.slice(start, start + 100);
      const opened = await Promise.all(
        group.map((userId) =>
          openStream(baseUrl, cookies.get(userId)!, (event) => {
            if (event.event === 'ready') ready.add(userId);
            // Each participant's own stream also hears its own sends; only the other counts.
            if (event.event === 'message.created' && event.data.sender_id !== userId)
              set.deliveries.received(String(event.data.message_id), event.at);
          }),
        ),
      );
      set.streams.push(...opened);
    }
    const deadline = Date.now() + 30_000;
    while (ready.size < users.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    if (ready.size < users.length) {
      set.close();
      throw new Error(`only ${ready.size} of ${users.length} event streams became ready`);
    }
    return set;
  }

  close() {
    for (const stream of this.streams) stream.close();
    this.streams = [];
  }

  /** Runs one scenario and summarizes the sends it made. */
  async exchange(scenario: () => Promise<void>): Promise<ExchangeResult> {
    this.counts = { sent: 0, delivered: 0, postErrors: 0 };
    this.postErrorsBy = {};
    this.samples = [];
    this.exchangeStarted = performance.now();
    await scenario();
    return {
      ...this.counts,
      postErrorsBy: this.postErrorsBy,
      latency: summarize(this.samples.map((sample) => sample.latency)),
      answerLatency: summarize(this.samples.map((sample) => sample.answered)),
      windows: byWindow(this.samples),
      seconds: (performance.now() - this.exchangeStarted) / 1000,
    };
  }

  /** Sends one message and resolves once it reached the receiver (or timed out). */
  async send(chatId: string, senderId: string, content: string) {
    this.counts.sent += 1;
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}/api/chats/${chatId}/messages`, {
      method: 'POST',
      headers: {
        cookie: this.cookies.get(senderId)!,
        origin: this.origin,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content }),
    }).catch((error: unknown) => String((error as Error).cause ?? error));
    if (typeof response === 'string' || response.status !== 201) {
      const reason = typeof response === 'string' ? response : String(response.status);
      this.counts.postErrors += 1;
      this.postErrorsBy[reason] = (this.postErrorsBy[reason] ?? 0) + 1;
      if (typeof response !== 'string') await response.arrayBuffer();
      return;
    }
    const answered = performance.now() - started;
    const { id } = (await response.json()) as { id: string };
    const at = await this.deliveries.arrival(id, this.deliveryTimeoutMs);
    if (at === undefined) return;
    this.counts.delivered += 1;
    const sentAt = (started - this.exchangeStarted) / 1000;
    this.samples.push({ sentAt, answered, latency: at - started });
  }
}

/**
 * Throughput: every pair at once, taking turns for `rounds` messages, each waiting for the
 * previous one's delivery. Latency here is mostly how long a send queues behind the others.
 */
export function burst(streams: StreamSet, pairs: ChatPair[], rounds: number) {
  return streams.exchange(async () => {
    await Promise.all(
      pairs.map(async (pair) => {
        for (let turn = 0; turn < rounds; turn += 1) {
          const sender = turn % 2 === 0 ? pair.a : pair.b;
          await streams.send(pair.chatId, sender, `Burst message ${turn} from ${sender}`);
        }
      }),
    );
  });
}

export interface Pace {
  /** Each pair sends one message about this often (±25 %), participants taking turns. */
  intervalSeconds: number;
  durationSeconds: number;
}

/**
 * Conversations: each pair sends on its own schedule (a random start within the first
 * interval, then every interval ±25 %) for a fixed duration, whether or not earlier messages
 * have arrived (open loop: a slow server does not slow the senders down).
 */
export function paced(streams: StreamSet, pairs: ChatPair[], pace: Pace) {
  const random = prng(4);
  const intervalMs = pace.intervalSeconds * 1000;
  const schedule: Array<{ atMs: number; pair: ChatPair; sender: string; turn: number }> = [];
  for (const pair of pairs) {
    let turn = 0;
    for (let atMs = random() * intervalMs; atMs < pace.durationSeconds * 1000; turn += 1) {
      schedule.push({ atMs, pair, sender: turn % 2 === 0 ? pair.a : pair.b, turn });
      atMs += intervalMs * (0.75 + random() * 0.5);
    }
  }
  return streams.exchange(async () => {
    await Promise.all(
      schedule.map(
        ({ atMs, pair, sender, turn }) =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              void streams
                .send(pair.chatId, sender, `Paced message ${turn} from ${sender}`)
                .then(resolve);
            }, atMs),
          ),
      ),
    );
  });
}

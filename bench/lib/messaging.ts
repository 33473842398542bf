import { readFileSync } from 'node:fs';
import { openStream } from './sse-client';
import { summarize, type Latency } from './stats';

export interface ChatPair {
  chatId: string;
  a: string;
  b: string;
}

export interface MessagingResult {
  streams: number;
  pairs: number;
  sent: number;
  delivered: number;
  postErrors: number;
  latency: Latency;
  rssMbIdle: number;
  rssMbOpen: number;
  rssMbAfter: number;
  setupSeconds: number;
}

/** Resident memory of a process in MB, from /proc/<pid>/status (VmRSS). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

interface Waiter {
  senderId: string;
  resolve: (at: number) => void;
}

/**
 * Every user of every pair holds an event stream; then each pair takes turns sending
 * `rounds` messages. Latency runs from just before the POST to the event's arrival on the
 * other participant's stream (the event can arrive before the POST's own response).
 */
export async function benchMessaging(options: {
  baseUrl: string;
  origin: string;
  serverPid: number;
  pairs: ChatPair[];
  cookies: Map<string, string>;
  rounds: number;
  deliveryTimeoutMs?: number;
}): Promise<MessagingResult> {
  const { baseUrl, pairs, cookies } = options;
  const timeoutMs = options.deliveryTimeoutMs ?? 10_000;
  const rssMbIdle = rssMb(options.serverPid);
  const waiters = new Map<string, Waiter>();
  const key = (userId: string, chatId: string) => `${userId} ${chatId}`;
  const users = pairs.flatMap((pair) => [pair.a, pair.b]);
  const ready = new Set<string>();

  const setupStarted = performance.now();
  const streams: Array<{ close(): void }> = [];
  // Open in groups: a thousand simultaneous TCP handshakes and session look-ups at once only
  // measure the accept queue.
  for (let start = 0; start < users.length; start += 100) {
    const group = users.slice(start, start + 100);
    streams.push(
      ...(await Promise.all(
        group.map((userId) =>
          openStream(baseUrl, cookies.get(userId)!, (event) => {
            if (event.event === 'ready') ready.add(userId);
            if (event.event !== 'message.created') return;
            const waiter = waiters.get(key(userId, String(event.data.chat_id)));
            if (waiter && waiter.senderId === event.data.sender_id) {
              waiters.delete(key(userId, String(event.data.chat_id)));
              waiter.resolve(event.at);
            }
          }),
        ),
      )),
    );
  }
  const readyDeadline = Date.now() + 30_000;
  while (ready.size < users.length && Date.now() < readyDeadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (ready.size < users.length)
    throw new Error(`only ${ready.size} of ${users.length} event streams became ready`);
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssMbOpen = rssMb(options.serverPid);

  const latencies: number[] = [];
  let sent = 0;
  let delivered = 0;
  let postErrors = 0;
  await Promise.all(
    pairs.map(async (pair) => {
      for (let round = 0; round < options.rounds; round += 1) {
        const [sender, receiver] = round % 2 === 0 ? [pair.a, pair.b] : [pair.b, pair.a];
        const arrived = new Promise<number | undefined>((resolve) => {
          const timer = setTimeout(() => {
            waiters.delete(key(receiver, pair.chatId));
            resolve(undefined);
          }, timeoutMs);
          waiters.set(key(receiver, pair.chatId), {
            senderId: sender,
            resolve: (at) => {
              clearTimeout(timer);
              resolve(at);
            },
          });
        });
        const started = performance.now();
        sent += 1;
        const response = await fetch(`${baseUrl}/api/chats/${pair.chatId}/messages`, {
          method: 'POST',
          headers: {
            cookie: cookies.get(sender)!,
            origin: options.origin,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ content: `Bench message ${round} from ${sender}` }),
        }).catch(() => undefined);
        if (response?.status !== 201) postErrors += 1;
        await response?.arrayBuffer();
        const at = await arrived;
        if (at !== undefined) {
          delivered += 1;
          latencies.push(at - started);
        }
      }
    }),
  );
  const rssMbAfter = rssMb(options.serverPid);
  for (const stream of streams) stream.close();
  return {
    streams: users.length,
    pairs: pairs.length,
    sent,
    delivered,
    postErrors,
    latency: summarize(latencies),
    rssMbIdle,
    rssMbOpen,
    rssMbAfter,
    setupSeconds,
  };
}

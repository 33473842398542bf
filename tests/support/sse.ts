export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * Reads Server-Sent Events from a streaming response. `next()` resolves with the next event
 * or rejects after the timeout; `close()` cancels the stream.
 */
export function readEvents(
  response: Response,
  { ignore }: { ignore?: (event: SseEvent) => boolean } = {},
) {
  if (!response.body) throw new Error('response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const queue: SseEvent[] = [];
  const waiters: Array<(event: SseEvent) => void> = [];
  let buffer = '';
  let closed = false;

  const push = (event: SseEvent) => {
    if (ignore?.(event)) return;
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };

  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (data.length) push({ event, data: JSON.parse(data.join('\n')) });
        }
      }
    } catch {
      // cancelled
    } finally {
      markEnded();
    }
  })();

  return {
    /** Resolves once the server has ended the stream (or it was cancelled). */
    ended,
    next(timeoutMs = 3000): Promise<SseEvent> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = (event: SseEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiters.push(waiter);
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await reader.cancel().catch(() => {});
    },
  };
}

/** Notifications arrive beside the events they follow; tests of other events look past them. */
const isNotification = (event: SseEvent) => event.event.startsWith('notification.');

/**
 * Opens one event stream per account and waits until each has said it is ready. The streams
 * leave out `notification.*` events (the notification tests read those themselves).
 */
export function openStreams(
  t: { request(path: string, options?: { cookie?: string }): Promise<Response> },
  accounts: ReadonlyArray<{ cookie: string }>,
) {
  return Promise.all(
    accounts.map(async (account) => {
      const stream = readEvents(await t.request('/api/events', { cookie: account.cookie }), {
        ignore: isNotification,
      });
      const ready = await stream.next();
      if (ready.event !== 'ready') throw new Error(`first event was ${ready.event}, not ready`);
      return stream;
    }),
  );
}

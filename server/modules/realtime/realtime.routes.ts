import { createRoute } from '@hono/zod-openapi';
import { safeString } from '@contract/strings';
import { streamSSE } from 'hono/streaming';
import type { RealtimeEvent } from '@contract/realtime';
import { access, errorResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { findViewer, requireUser } from '../auth/require-user';

const HEARTBEAT_MS = 25_000;

/**
 * The wait before a stream's next heartbeat (which also re-checks its session): 25 s ± 25 %,
 * drawn anew each time. Streams opened together (a deploy's reconnect wave, a benchmark) would
 * otherwise stay in step and check 1,000 sessions in the same instant every 25 s; the jitter
 * spreads them out within a few beats. The longest wait stays well under common proxies' 60 s
 * idle timeout.
 */
export function heartbeatDelay(random: () => number = Math.random): number {
  return Math.round(HEARTBEAT_MS * (0.75 + 0.5 * random()));
}

const openEventStream = createRoute({
  method: 'get',
  path: '/events',
  ...access.user,
  tags: ['realtime'],
  summary: "Server-Sent Events about the caller's own chats, messages and appointments",
  description:
    'Events: message.created, message.read, chat.created, appointment.created, appointment.updated, resync. ' +
    'Each data field is a JSON object with the event type and ids; fetch details through the API.',
  middleware: [requireUser] as const,
  responses: {
    200: {
      description: 'An event stream',
      content: { 'text/event-stream': { schema: safeString() } },
    },
    401: errorResponse('Not signed in'),
  },
});

export const realtimeRoutes = createRouter().openapi(openEventStream, (c) => {
  const { viewer, events } = c.var;
  c.header('cache-control', 'no-store');
  c.header('x-accel-buffering', 'no');
  return streamSSE(c, async (stream) => {
    let wake: () => void = () => {};
    let closed = false;
    const close = () => {
      closed = true;
      wake();
    };
    const unsubscribe = events.subscribe(viewer.userId, {
      send: (event: RealtimeEvent) => {
        void stream.writeSSE({ event: event.type, data: JSON.stringify(event) }).catch(close);
      },
      close,
    });
    stream.onAbort(close);
    try {
      await stream.writeSSE({ event: 'ready', data: JSON.stringify({ user_id: viewer.userId }) });
      while (!closed && !stream.aborted) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, heartbeatDelay());
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        if (closed || stream.aborted) break;
        // A signed-out or expired session stops receiving events.
        if (!(await findViewer(c))) break;
        await stream.write(': heartbeat\n\n');
      }
    } finally {
      unsubscribe();
    }
  }) as unknown as never;
});

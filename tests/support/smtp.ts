import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** When the server accepted it (epoch ms): the benchmark's delivery times. */
  acceptedAt: number;
}

export interface TestSmtpServer {
  url: string;
  /** Messages accepted (answered 250), in order. */
  received: ReceivedMail[];
  /** Messages whose data has arrived, accepted or not yet (a held one counts). */
  arrived(): number;
  /** While held, messages are answered only after `release()`: a slow mail server. */
  hold(): void;
  release(): void;
  /** The next `count` messages are refused with a temporary failure (451), as a busy server does. */
  refuse(count: number): void;
  /** Resolves when `count` messages have been accepted. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (no TLS, any credentials accepted). */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let arrived = 0;
  let refusals = 0;
  let held: Promise<void> | undefined;
  let releaseHold = () => {};
  const closedSessions = new Set<string>();
  const waiters: Array<{ count: number; resolve: () => void }> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        arrived += 1;
        void (async () => {
          await held;
          // A client that gave up while we held the message never saw it accepted.
          if (closedSessions.has(session.id)) return callback(new Error('client gone'));
          if (refusals > 0) {
            refusals -= 1;
            return callback(
              Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
            );
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            acceptedAt: Date.now(),
          });
          for (const waiter of waiters.filter((entry) => received.length >= entry.count))
            waiter.resolve();
          callback();
        })();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    arrived: () => arrived,
    hold() {
      held = new Promise((resolve) => (releaseHold = resolve));
    },
    release() {
      releaseHold();
      held = undefined;
    },
    refuse(count) {
      refusals = count;
    },
    waitFor(count) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

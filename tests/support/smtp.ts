import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** While held, messages are accepted only after `release()`: a slow mail server. */
  hold(): void;
  release(): void;
  /** Resolves when `count` messages have arrived. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (no TLS, any credentials accepted). */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let held: Promise<void> | undefined;
  let releaseHold = () => {};
  const waiters: Array<{ count: number; resolve: () => void }> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          await held;
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
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
    hold() {
      held = new Promise((resolve) => (releaseHold = resolve));
    },
    release() {
      releaseHold();
      held = undefined;
    },
    waitFor(count) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

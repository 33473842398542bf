import { serve, type ServerType } from '@hono/node-server';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, useTestApp } from '../../tests/support/test-app';

/** The app behind a real HTTP server: keep-alive is a property of connections, not requests. */
describe('a body over the 1 MB limit', () => {
  const t = useTestApp();
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      );
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const oversize = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'p' });
  const normal = JSON.stringify({ email: 'nobody@example.test', password: 'wrong-one-1' });
  const signIn = (body: BodyInit, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body,
      ...init,
    });

  it('leaves the keep-alive connection usable: fetch gets an answer to each of three POSTs', async () => {
    for (const [body, status, code] of [
      [oversize, 413, 'payload_too_large'],
      [oversize, 413, 'payload_too_large'],
      [normal, 401, 'invalid_credentials'],
    ] as const) {
      const response = await signIn(body);
      expect(response.status).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    }
  });

  it('answers all three on one socket: the rest of an oversize body is read and dropped', async () => {
    const socket = await new Promise<Socket>((resolve) => {
      const opened = connect(port, '127.0.0.1', () => resolve(opened));
    });
    const responses = new RawResponses(socket);
    try {
      for (const body of [oversize, oversize, normal]) {
        socket.write(
          `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
            `Origin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      }
      const answers = [await responses.next(), await responses.next(), await responses.next()];
      expect(answers.map((answer) => answer.status)).toEqual([413, 413, 401]);
      expect(answers.map((answer) => answer.connection)).toEqual([
        'keep-alive',
        'keep-alive',
        'keep-alive',
      ]);
      expect(socket.destroyed).toBe(false);
    } finally {
      socket.destroy();
    }
  });

  it('closes the connection after a 413 when the body has no declared length', async () => {
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(oversize));
        controller.close();
      },
    });
    const response = await signIn(chunked, { duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect((await response.json()).error.code).toBe('payload_too_large');
    // The client simply opens a new connection for the next request.
    expect((await signIn(normal)).status).toBe(401);
  });
});

/** Reads HTTP/1.1 responses with a Content-Length off one socket, in order. */
class RawResponses {
  private buffer = Buffer.alloc(0);
  private wake: (() => void) | undefined;

  constructor(socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake?.();
    });
  }

  async next(): Promise<{ status: number; connection: string | undefined }> {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = this.buffer.subarray(0, end).toString();
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (this.buffer.length >= end + 4 + length) {
          this.buffer = this.buffer.subarray(end + 4 + length);
          return {
            status: Number(head.split(' ')[1]),
            connection: /connection: ([\w-]+)/i.exec(head)?.[1]?.toLowerCase(),
          };
        }
      }
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  apiFetch,
  errorMessage,
  isApiError,
  orNull,
  readApiError,
} from './api-client';

/**
 * apiFetch against a real HTTP server that answers as ours does: the typed error a feature
 * sees must come from the status and envelope that went over the wire.
 */
interface Answer {
  status: number;
  body?: string;
  type?: string;
}

const answers: Record<string, Answer> = {
  '/ok': { status: 200, body: JSON.stringify({ id: 'h1' }) },
  '/gone': {
    status: 404,
    body: JSON.stringify({ error: { code: 'not_found', message: 'Healer not found' } }),
  },
  '/weak': {
    status: 400,
    body: JSON.stringify({
      error: { code: 'weak_password', message: 'Password is too weak', reasons: ['Too common'] },
    }),
  },
  '/empty': { status: 204 },
  '/limited': { status: 429 },
  '/broken': { status: 502, body: '<html>Bad gateway</html>', type: 'text/html' },
};

let server: Server;
let base = '';
const seen: Array<{ method?: string; type?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, type: request.headers['content-type'], body });
      const answer = answers[request.url ?? ''] ?? { status: 500 };
      response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = (path: string) =>
  apiFetch(`${base}${path}`).then(
    () => expect.unreachable(`${path} should have failed`),
    (error: unknown) => error,
  );

describe('apiFetch', () => {
  it('resolves with the JSON body and sends JSON bodies as JSON', async () => {
    expect(await apiFetch(`${base}/ok`, { method: 'POST', body: { a: 1 } })).toEqual({
      id: 'h1',
    });
    expect(seen.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: '{"a":1}' });
  });

  it('resolves with nothing for 204', async () => {
    expect(await apiFetch(`${base}/empty`, { method: 'DELETE' })).toBeUndefined();
  });

  it("turns the error envelope into an ApiRequestError with the server's status and code", async () => {
    const error = await failure('/gone');
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Healer not found',
      reasons: [],
    });
    expect(isApiError(error, 404)).toBe(true);
    expect(isApiError(error, 400, 500)).toBe(false);
    expect(errorMessage(error)).toBe('Healer not found');
  });

  it('keeps the reasons the server gave', async () => {
    expect(await failure('/weak')).toMatchObject({
      status: 400,
      code: 'weak_password',
      reasons: ['Too common'],
    });
  });

  it('gives bodiless and non-JSON failures a code and a message to show', async () => {
    expect(await failure('/limited')).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many attempts. Please try again later.',
    });
    expect(await failure('/broken')).toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Request failed (502)',
    });
  });
});

describe('orNull', () => {
  it('turns the listed statuses into null and lets every other failure through', async () => {
    expect(await orNull(apiFetch(`${base}/gone`), [404, 400])).toBeNull();
    expect(await orNull(apiFetch(`${base}/ok`), [404])).toEqual({ id: 'h1' });
    const error: unknown = await orNull(apiFetch(`${base}/broken`), [404]).catch((e) => e);
    expect(isApiError(error, 502)).toBe(true);
  });
});

describe('errorMessage', () => {
  it('falls back for failures that are not API answers', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Please try again.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Offline')).toBe('Offline');
  });
});

describe('readApiError', () => {
  it('reads our envelope, with the reasons when present', () => {
    const error = readApiError(400, {
      error: {
        code: 'weak_password',
        message: 'Password is too weak',
        reasons: ['Too common', 42],
      },
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'weak_password',
      message: 'Password is too weak',
      reasons: ['Too common'],
    });
  });

  it("reads the auth library's flat shape and lower-cases its code", () => {
    const error = readApiError(401, {
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(error).toMatchObject({
      code: 'invalid_email_or_password',
      message: 'Invalid email or password',
      reasons: [],
    });
  });

  it('falls back to a generic message for unreadable bodies', () => {
    expect(readApiError(502, undefined)).toMatchObject({
      code: 'http_error',
      message: 'Request failed (502)',
    });
    expect(readApiError(429, 'Too many')).toMatchObject({ code: 'rate_limited' });
    expect(readApiError(400, { error: { code: 'x', message: '' } }).code).toBe('http_error');
  });
});

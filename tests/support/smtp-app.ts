import { afterAll, beforeAll } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from './smtp';
import { createTestApp, type TestApp } from './test-app';

/** Forwards to what `get` returns once it exists (after beforeAll). */
function later<T extends object>(get: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = get();
      if (!target) throw new Error(`${what} is created in beforeAll; use it inside tests`);
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A real SMTP server on a free port and a test app sending to it, for one test file: made before
 * the first test, closed after the last.
 */
export function useSmtpTestApp(overrides: Record<string, string> = {}): {
  smtp: TestSmtpServer;
  t: TestApp & { close(): Promise<void> };
} {
  let smtp: TestSmtpServer | undefined;
  let app: (TestApp & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ SMTP_URL: smtp.url, ...overrides });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  return { smtp: later(() => smtp, 'The SMTP server'), t: later(() => app, 'The app') };
}

import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppOptions } from '../../server/app';
import { loadEnv, type Env } from '../../server/env';
import { createServices, type Services } from '../../server/services';
import { openPostgres, type Database } from '../../server/db/client';
import { createLogger } from '../../server/lib/logger';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  cookie?: string;
  /** Defaults to our own origin; pass null to send none. */
  origin?: string | null;
  /**
   * The client IP the app should see (sent as X-Forwarded-For, trusted because test apps run
   * with TRUST_PROXY). Defaults to a fresh address per request, so per-IP rate limits only
   * bite in tests that pin an address; null sends no header.
   */
  ip?: string | null;
}

let ipCounter = 0;
/** A distinct private address per call. */
export function uniqueIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  env: Env;
  databaseUrl: string;
  /** Every log line the app wrote, parsed, for assertions about what is (not) logged. */
  logs: Array<Record<string, unknown>>;
  services: Services;
  /**
   * Waits until the job queue has nothing running or due (emails being sent); a failed job
   * waiting for its retry does not count.
   */
  settle(): Promise<void>;
  request(path: string, options?: RequestOptions): Promise<Response>;
}

export interface TestAppOptions {
  /**
   * Another instance of the app on this app's database (its own pools and job workers), as a
   * second process would be; closing it leaves the database to its owner.
   */
  shareDatabaseWith?: TestApp;
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  appOptions: AppOptions = { webDistDir: false },
  { shareDatabaseWith }: TestAppOptions = {},
): Promise<TestApp & { close(): Promise<void> }> {
  const logs: Array<Record<string, unknown>> = [];
  // The app's own logger (its redaction included), writing to memory.
  const logger = createLogger(
    'debug',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logs.push(JSON.parse(line));
        done();
      },
    }),
  );
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    SEED: 'false',
    TRUST_PROXY: 'true',
    // A test that changes data and then reads a public page expects the change at once; the
    // shared render (decision 075) has its own test.
    PUBLIC_PAGE_CACHE_SECONDS: '0',
    ...overrides,
  });
  const testDatabase: TestDatabase = shareDatabaseWith
    ? sharedDatabase(shareDatabaseWith.databaseUrl, logger)
    : await createTestDatabase(logger);
  const services = await createServices(env, testDatabase.database, logger);
  const app = createApp(services, appOptions);

  const request = (path: string, options: RequestOptions = {}) => {
    const {
      method = options.json !== undefined ? 'POST' : 'GET',
      json,
      cookie,
      origin = TEST_ORIGIN,
    } = options;
    const headers: Record<string, string> = { ...options.headers };
    if (json !== undefined) headers['content-type'] ??= 'application/json';
    if (cookie) headers.cookie = cookie;
    if (origin && method !== 'GET' && method !== 'HEAD') headers.origin ??= origin;
    const ip = options.ip === undefined ? uniqueIp() : options.ip;
    if (ip) headers['x-forwarded-for'] ??= ip;
    return Promise.resolve(
      app.request(path, {
        method,
        headers,
        body: json !== undefined ? JSON.stringify(json) : options.body,
      }),
    );
  };

  return {
    app,
    database: testDatabase.database,
    env,
    databaseUrl: testDatabase.url,
    logs,
    services,
    settle: () => services.jobRunner.idle(),
    request,
    close: async () => {
      await services.events.stop();
      await services.jobRunner.stop();
      services.mailer.close();
      await testDatabase.destroy();
    },
  };
}

function sharedDatabase(url: string, logger: Parameters<typeof openPostgres>[1]): TestDatabase {
  const database = openPostgres(url, logger);
  return { database, url, destroy: () => database.close() };
}

/**
 * One app and one private database per test file: created before the first test, destroyed
 * after the last. Tests reach it through the returned handle.
 */
export function useTestApp(overrides?: Record<string, string>, appOptions?: AppOptions): TestApp {
  let current: (TestApp & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides, appOptions);
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = () => {
    if (!current)
      throw new Error('useTestApp: the app is created in beforeAll; use it inside tests');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get database() {
      return get().database;
    },
    get env() {
      return get().env;
    },
    get databaseUrl() {
      return get().databaseUrl;
    },
    get logs() {
      return get().logs;
    },
    get services() {
      return get().services;
    },
    settle: () => get().settle(),
    request: (path, options) => get().request(path, options),
  };
}

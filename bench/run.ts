// The benchmark (issue 8). Run through `npm run bench` / `npm run bench:smoke` (scripts/bench.mjs),
// which builds the app first when dist/ is missing. See docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../server/app';
import { openPgliteDataDir, openPostgres, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { loadEnv } from '../server/env';
import { createLogger } from '../server/lib/logger';
import { createServices } from '../server/services';
import { startAppProcess, waitForHealth, type AppProcess } from '../tests/support/app-process';
import { findChromium } from '../tests/e2e/support/chromium';
import { FULL, SMOKE, seedLargeDataSet, type LargeDataSet } from './seed-large';
import { benchBooking, type BookingResult } from './lib/booking';
import { measureLoad, type LoadResult } from './lib/load';
import { benchMessaging, type ChatPair, type MessagingResult } from './lib/messaging';
import {
  measurePageWeight,
  runLighthouse,
  type LighthouseScore,
  type PageWeight,
} from './lib/pages';
import { writeReport } from './lib/report';
import { mintSessions } from './lib/sessions';
import { captureRequest, sqlFloor, type CapturedRequest, type FloorResult } from './lib/sql-floor';
import { prng, round } from './lib/stats';

const argv = new Set(process.argv.slice(2));
const smoke = argv.has('--smoke');
const size: LargeDataSet = smoke ? SMOKE : FULL;
const settings = smoke
  ? { connections: [16], seconds: 1, warmup: 0.5, pairs: 50, rounds: 2, paths: 20 }
  : { connections: [1, 16, 64], seconds: 4, warmup: 1, pairs: 500, rounds: 6, paths: 200 };
const AUTH_SECRET = randomBytes(32).toString('hex');
const logger = createLogger('silent');

export interface EndpointResult {
  name: string;
  example: string;
  bodyBytes: number;
  statements: number;
  runs: Array<{ load: LoadResult; sqlFloor: FloorResult; fixedFloor: LoadResult }>;
}

export interface ModeResult {
  mode: 'pglite' | 'postgres';
  seedSeconds: number;
  endpoints: EndpointResult[];
  booking: BookingResult;
  messaging: MessagingResult;
  serverRssMbAfterLoad: number;
}

export interface BenchResult {
  smoke: boolean;
  dataSet: LargeDataSet;
  settings: typeof settings;
  startedAt: string;
  modes: ModeResult[];
  pages?: { weights: PageWeight[]; lighthouse?: LighthouseScore[]; lighthouseSkipped?: string };
  coldStart?: { existingSeconds: number; newSeconds: number };
  failures: string[];
}

const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.error(`✗ ${message}`);
};
const step = (message: string) => console.log(`▶ ${message}`);

interface EndpointSpec {
  name: string;
  paths: string[];
  cookie?: string;
}

function isoDateIn(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function chooseUsers(db: Database['db']) {
  const bookingPatients = Array.from(
    { length: 200 },
    (_, i) => `bench-p-${size.patients - 199 + i}`,
  );
  const taken = new Set(['bench-p-1', ...bookingPatients]);
  const candidates = await db.execute<{ id: string; user_low: string; user_high: string }>(
    sql`select id, user_low, user_high from chats order by created_at desc limit 5000`,
  );
  const pairs: ChatPair[] = [];
  for (const row of candidates.rows) {
    if (pairs.length >= settings.pairs) break;
    if (taken.has(row.user_low) || taken.has(row.user_high)) continue;
    taken.add(row.user_low).add(row.user_high);
    pairs.push({ chatId: row.id, a: row.user_low, b: row.user_high });
  }
  if (pairs.length < settings.pairs)
    fail(`only ${pairs.length} distinct chat pairs in the data set`);
  const busyChats = await db.execute<{ id: string }>(
    sql`select id from chats where user_low = 'bench-p-1' or user_high = 'bench-p-1' order by id`,
  );
  return { bookingPatients, pairs, busyChats: busyChats.rows.map((row) => row.id) };
}

function endpointSpecs(busyChats: string[], busyCookie: string): EndpointSpec[] {
  const random = prng(8);
  const pick = (n: number) => 1 + Math.floor(random() * n);
  const many = (make: () => string) => Array.from({ length: settings.paths }, make);
  return [
    { name: 'directory: no filter', paths: ['/api/healers'] },
    { name: 'directory: text search', paths: ['/api/healers?q=reiki'] },
    {
      name: 'directory: four filters',
      paths: [
        '/api/healers?specialty=therapist&language=English&category=holistic&minRating=4&sort=rating',
      ],
    },
    {
      name: 'profile (random healer)',
      paths: many(() => `/api/healers/bench-h-${pick(size.healers)}`),
    },
    {
      name: 'slots (random healer, date)',
      paths: many(
        () => `/api/healers/bench-h-${pick(size.healers)}/slots?date=${isoDateIn(pick(60))}`,
      ),
    },
    { name: 'chat list (200 chats)', paths: ['/api/chats'], cookie: busyCookie },
    {
      name: 'chat history (50 messages)',
      paths: many(() => `/api/chats/${busyChats[pick(busyChats.length) - 1]}/messages`),
      cookie: busyCookie,
    },
  ];
}

/** Creates, fills and prepares one database; returns what the server run needs. */
async function prepare(database: Database) {
  await migrateDatabase(database);
  step(
    `seeding ${size.healers} healers, ${size.patients} patients, ${size.appointments} appointments, ${size.chats} chats`,
  );
  const seedStarted = performance.now();
  await seedLargeDataSet(database.db, size);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`  seeded in ${seedSeconds.toFixed(1)} s`);
  const users = await chooseUsers(database.db);
  const cookies = await mintSessions(database.db, AUTH_SECRET, [
    'bench-p-1',
    ...users.bookingPatients,
    ...users.pairs.flatMap((pair) => [pair.a, pair.b]),
  ]);
  const specs = endpointSpecs(users.busyChats, cookies.get('bench-p-1')!);

  // Floor (a): each endpoint's SQL, captured from the real handlers, replayed through the driver.
  step('capturing each endpoint’s SQL and measuring the SQL floors');
  const env = loadEnv({ NODE_ENV: 'production', AUTH_SECRET, LOG_LEVEL: 'silent', SEED: 'false' });
  const services = await createServices(env, database, logger);
  const app = createApp(services, { webDistDir: false });
  const captures = new Map<string, CapturedRequest[]>();
  const floors = new Map<string, FloorResult[]>();
  for (const spec of specs) {
    const headers = spec.cookie ? { cookie: spec.cookie } : undefined;
    const captured: CapturedRequest[] = [];
    for (const requestPath of spec.paths) {
      const capture = await captureRequest(app, database, requestPath, headers);
      if (capture.status !== 200)
        fail(`${spec.name}: ${requestPath} answered ${capture.status} in-process`);
      captured.push(capture);
    }
    captures.set(spec.name, captured);
    const results: FloorResult[] = [];
    for (const connections of settings.connections)
      results.push(
        await sqlFloor(
          database,
          captured,
          connections,
          settings.seconds * 1000,
          settings.warmup * 1000,
        ),
      );
    floors.set(spec.name, results);
  }
  await services.events.stop();
  return { seedSeconds, users, cookies, specs, captures, floors };
}

async function runServerBenchmarks(
  mode: ModeResult['mode'],
  server: AppProcess,
  prepared: Awaited<ReturnType<typeof prepare>>,
): Promise<Omit<ModeResult, 'seedSeconds'>> {
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const { cookies, specs, captures, floors, users } = prepared;

  const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie: cookies.get('bench-p-1')! } });
  const meBody = (await me.json()) as {
    user_id?: string;
    id?: string;
    profile?: { user_id?: string };
  };
  if (me.status !== 200)
    throw new Error(`a minted session cookie is refused by /api/me (${me.status})`);
  if (!JSON.stringify(meBody).includes('bench-p-1'))
    throw new Error('/api/me answered another user');

  const endpoints: EndpointResult[] = [];
  for (const spec of specs) {
    const captured = captures.get(spec.name)!;
    const bodyBytes = Math.round(
      captured.reduce((sum, c) => sum + c.bodyBytes, 0) / captured.length,
    );
    const result: EndpointResult = {
      name: spec.name,
      example: spec.paths[0]!,
      bodyBytes,
      statements: captured.reduce((sum, c) => sum + c.batches.flat().length, 0) / captured.length,
      runs: [],
    };
    for (const [index, connections] of settings.connections.entries()) {
      step(`${mode}: ${spec.name} at ${connections} connection(s)`);
      let next = 0;
      const pathOf =
        spec.paths.length === 1 ? spec.paths[0]! : () => spec.paths[next++ % spec.paths.length]!;
      const common = {
        baseUrl,
        connections,
        durationSeconds: settings.seconds,
        warmupSeconds: settings.warmup,
      };
      const load = await measureLoad({
        ...common,
        path: pathOf,
        headers: spec.cookie ? { cookie: spec.cookie } : undefined,
      });
      const fixedFloor = await measureLoad({
        ...common,
        path: `/api/bench/fixed?bytes=${bodyBytes}`,
      });
      if (load.errors) fail(`${mode}: ${spec.name} at ${connections}: ${load.errors} errors`);
      if (fixedFloor.errors)
        fail(`${mode}: fixed floor at ${connections}: ${fixedFloor.errors} errors`);
      result.runs.push({ load, sqlFloor: floors.get(spec.name)![index]!, fixedFloor });
      console.log(
        `  ${round(load.rps, 0)} req/s, p50 ${round(load.latency.p50)} ms, p99 ${round(load.latency.p99)} ms` +
          ` (SQL floor p99 ${round(floors.get(spec.name)![index]!.latency.p99)} ms, fixed p99 ${round(fixedFloor.latency.p99)} ms)`,
      );
    }
    endpoints.push(result);
  }

  step(`${mode}: booking contention (200 concurrent bookings, 20 slots)`);
  const booking = await benchBooking({
    baseUrl,
    origin: server.url,
    healerIds: [
      `bench-h-${size.healers}`,
      `bench-h-${size.healers - 1}`,
      `bench-h-${size.healers - 2}`,
    ],
    patientCookies: users.bookingPatients.map((id) => cookies.get(id)!),
    slotCount: 20,
  });
  console.log(
    `  ${booking.successes} booked, ${booking.conflicts} conflicts, ${booking.errors} errors, settled in ${round(booking.settleMs)} ms`,
  );
  if (booking.successes !== booking.slots)
    fail(`${mode}: booking: ${booking.successes} successes for ${booking.slots} slots`);
  if (booking.doubleBooked) fail(`${mode}: booking: ${booking.doubleBooked} slots booked twice`);
  if (booking.errors) fail(`${mode}: booking: ${booking.errors} errors`);

  step(`${mode}: messaging (${users.pairs.length * 2} event streams, ${users.pairs.length} pairs)`);
  const messaging = await benchMessaging({
    baseUrl,
    origin: server.url,
    serverPid: server.child.pid!,
    pairs: users.pairs,
    cookies,
    rounds: settings.rounds,
  });
  console.log(
    `  ${messaging.delivered}/${messaging.sent} delivered, p50 ${round(messaging.latency.p50)} ms, p99 ${round(messaging.latency.p99)} ms, RSS ${round(messaging.rssMbOpen)} MB with streams open`,
  );
  if (messaging.delivered !== messaging.sent)
    fail(`${mode}: messaging: ${messaging.sent - messaging.delivered} messages not delivered`);
  if (messaging.postErrors) fail(`${mode}: messaging: ${messaging.postErrors} failed sends`);

  const { rssMb } = await import('./lib/messaging');
  return { mode, endpoints, booking, messaging, serverRssMbAfterLoad: rssMb(server.child.pid!) };
}

const serverEnv = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  AUTH_SECRET,
  BENCH_ROUTES: 'true',
  SEED: 'false',
  ...extra,
});

async function benchPglite(result: BenchResult) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wellspring-bench-'));
  try {
    step(
      'pglite: preparing the embedded database (the server is not running: one process per data dir)',
    );
    const database = await openPgliteDataDir(dataDir);
    let prepared;
    try {
      prepared = await prepare(database);
    } finally {
      await database.close();
    }
    const server = await startAppProcess({ dataDir, env: serverEnv() });
    try {
      const mode = await runServerBenchmarks('pglite', server, prepared);
      result.modes.push({ seedSeconds: prepared.seedSeconds, ...mode });
      await benchPages(result, server);
    } finally {
      await server.stop();
    }
    result.coldStart = {
      existingSeconds: await coldStart(dataDir, serverEnv()),
      newSeconds: await coldStart(undefined, { NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
    };
    console.log(
      `  cold start: existing ${result.coldStart.existingSeconds.toFixed(2)} s, new ${result.coldStart.newSeconds.toFixed(2)} s`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(result: BenchResult, adminUrl: string) {
  const name = `wellspring_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    step(`postgres: preparing scratch database ${name}`);
    const database = openPostgres(url.toString(), logger);
    let prepared;
    try {
      prepared = await prepare(database);
    } finally {
      await database.close();
    }
    const server = await startAppProcess({ env: serverEnv({ DATABASE_URL: url.toString() }) });
    try {
      const mode = await runServerBenchmarks('postgres', server, prepared);
      result.modes.push({ seedSeconds: prepared.seedSeconds, ...mode });
    } finally {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

/** Process start to the first 200 from /api/health (polled every 10 ms). */
async function coldStart(dataDir: string | undefined, env: Record<string, string>) {
  step(`cold start on ${dataDir ? 'the existing' : 'a new'} embedded database`);
  const started = performance.now();
  const server = await startAppProcess({ dataDir, env, noWait: true });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline || server.child.exitCode !== null) {
        await waitForHealth(server, undefined, 1); // throws with the server's output
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return (performance.now() - started) / 1000;
  } finally {
    await server.stop();
    if (!dataDir) rmSync(server.dataDir, { recursive: true, force: true });
  }
}

async function benchPages(result: BenchResult, server: AppProcess) {
  const chromePath = findChromium();
  if (!chromePath) {
    console.log(
      'page weight and Lighthouse skipped: no Chromium (CHROME_PATH or /usr/bin/chromium)',
    );
    return;
  }
  const baseUrl = `http://127.0.0.1:${server.port}`;
  step('page weight: JS and CSS on first visit');
  const weights = await measurePageWeight(baseUrl, chromePath, [
    '/',
    '/healers',
    `/healers/bench-h-1`,
    '/book-session',
  ]);
  for (const weight of weights)
    console.log(
      `  ${weight.path}: JS ${(weight.jsGzipBytes / 1024).toFixed(1)} kB gzip, CSS ${(weight.cssGzipBytes / 1024).toFixed(1)} kB gzip`,
    );
  result.pages = { weights };
  if (smoke || argv.has('--no-lighthouse')) {
    result.pages.lighthouseSkipped = smoke ? 'smoke run' : '--no-lighthouse';
    return;
  }
  step('Lighthouse (mobile emulation)');
  result.pages.lighthouse = await runLighthouse(baseUrl, chromePath, [
    '/',
    '/healers',
    '/healers/bench-h-1',
  ]);
  for (const score of result.pages.lighthouse)
    console.log(
      `  ${score.path}: performance ${score.performance}, accessibility ${score.accessibility}`,
    );
}

async function main() {
  const result: BenchResult = {
    smoke,
    dataSet: size,
    settings,
    startedAt: new Date().toISOString(),
    modes: [],
    failures,
  };
  if (!argv.has('--postgres-only')) await benchPglite(result);
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) await benchPostgres(result, postgresUrl);
  else
    console.log(
      'PostgreSQL run skipped: set BENCH_DATABASE_URL (a server where a scratch database may be created)',
    );
  const files = writeReport(result);
  console.log(`\nReport: ${files.markdown}\n        ${files.json}`);
  if (failures.length) {
    console.error(
      `\n${failures.length} failure(s):\n${failures.map((f) => `  - ${f}`).join('\n')}`,
    );
    process.exit(1);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

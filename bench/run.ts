// The benchmark (issue 8). Run through `npm run bench` / `npm run bench:smoke` (scripts/bench.mjs),
// which builds the app first when dist/ is missing. See docs/performance.md.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { openPostgres, type Database } from '../server/db/client';
import { openEmbeddedDatabase } from '../server/db/open-database';
import { migrateDatabase } from '../server/db/migrate';
import { loadEnv } from '../server/env';
import { createLogger } from '../server/lib/logger';
import { webDistDir } from '../server/lib/paths';
import { createServices } from '../server/services';
import { rollNextAvailable } from '../server/modules/booking/next-available';
import { RECENT_WRITE_COOKIE } from '../server/modules/pages/recent-writes';
import { PLAN_REMINDERS_SETTING } from '../server/modules/notifications/notifications.queries';
import { makeDataDir, removeDataDir } from '../tests/support/app-process';
import { FULL, SMOKE, seedLargeDataSet, type LargeDataSet } from './seed-large';
import { benchBooking, benchReschedule } from './lib/booking';
import { coldStart } from './lib/cold-start';
import { measureLoad } from './lib/load';
import { failures, fail, step } from './lib/log';
import { postgresPssMb, rssMb, type ChatPair } from './lib/messaging';
import { benchMessaging } from './lib/messaging-bench';
import { runLighthouse } from './lib/lighthouse';
import { benchPages } from './lib/pages';
import { lighthouseReportsDir, writeReport } from './lib/report';
import type {
  BenchResult,
  BenchSettings,
  EndpointResult,
  ModeResult,
  PaceSettings,
} from './lib/results';
import { createScratchDatabase } from './lib/scratch-database';
import { BenchServer } from './lib/server';
import { mintSessions } from '../tests/support/sessions';
import { captureRequest, sqlFloor, type CapturedRequest, type FloorResult } from './lib/sql-floor';
import { prng, round } from './lib/stats';
import { benchVideo, VIDEO_FULL, VIDEO_SMOKE } from './lib/video-bench';
import {
  benchNotifications,
  NOTIFICATIONS_FULL,
  NOTIFICATIONS_SMOKE,
} from './lib/notifications-bench';

const args = process.argv.slice(2);
const argv = new Set(args);
const smoke = argv.has('--smoke');
const only = argv.has('--only') ? (args[args.indexOf('--only') + 1] ?? '').split(',') : undefined;
/**
 * Lighthouse measures pages, not the data set behind them: asked for alone it runs on the small
 * data set (bench-h-1 still has its reviews and session types).
 */
const small = smoke || (only !== undefined && only.every((part) => part === 'lighthouse'));
const size: LargeDataSet = small ? SMOKE : FULL;
const settings: BenchSettings = small
  ? { connections: [16], seconds: 1, warmup: 0.5, pairs: 50, rounds: 2, paths: 20 }
  : { connections: [1, 16, 64], seconds: 4, warmup: 1, pairs: 500, rounds: 6, paths: 200 };
const pace: PaceSettings = smoke
  ? { intervalSeconds: 2, durationSeconds: 4 }
  : { intervalSeconds: 5, durationSeconds: 30 };
const PARTS = [
  'endpoints',
  'slots',
  'directory',
  'trust',
  'catalogue',
  'booking',
  'messaging',
  'pages',
  'coldstart',
  'video',
  'workspace',
  'notifications',
  'render',
  'plans',
  'lighthouse',
] as const;
/**
 * `--only messaging,pages` runs some parts (the data set is seeded all the same). `slots` is the
 * slot engine's endpoints alone (they are part of `endpoints` too).
 */
const runs = (part: (typeof PARTS)[number]) => !only || only.includes(part);
for (const part of only ?? [])
  if (!PARTS.includes(part as never)) throw new Error(`--only: no part "${part}" (${PARTS})`);
const AUTH_SECRET = randomBytes(32).toString('hex');
const logger = createLogger('silent');

interface EndpointSpec {
  name: string;
  paths: string[];
  cookie?: string;
  /**
   * The SQL floor replays at most this many statements at once: for an endpoint the app answers
   * from its own cache, replaying its heavy statement at every load level only measures the
   * pool's queue.
   */
  floorConcurrency?: number;
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

/** The endpoints of the slot engine (the `slots` part). */
const SLOT_SPECS = /^(slots|available days)/;
/** The directory's queries (the `directory` part; part of `endpoints` too). */
const DIRECTORY_SPECS = /^directory/;

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
    // Decision 065: the stored next free times, by their index.
    { name: 'directory: soonest available', paths: ['/api/healers?sort=soonest'] },
    {
      name: 'directory: available this week',
      paths: ['/api/healers?availableThisWeek=true&sort=soonest'],
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
    {
      // Healers 6k have buffers, a 30-minute step and date overrides in the next three weeks.
      name: 'slots (overrides and buffers)',
      paths: many(
        () =>
          `/api/healers/bench-h-${6 * pick(Math.floor(size.healers / 6))}/slots?date=${isoDateIn(pick(24))}&tz=Europe/Berlin`,
      ),
    },
    {
      name: 'available days (a month, patient zone)',
      paths: many(
        () =>
          `/api/healers/bench-h-${pick(size.healers)}/available-days?month=${isoDateIn(pick(60)).slice(0, 7)}&tz=America/New_York`,
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

/**
 * Issue 16: the profile of the healer with real reviews (bench-h-1), its first page of reviews
 * with the rating distribution, and the directory under the verified filter.
 */
function trustSpecs(): EndpointSpec[] {
  return [
    {
      name: `reviews: first page (${size.busyHealerReviews} reviews)`,
      paths: ['/api/healers/bench-h-1/reviews'],
    },
    {
      name: `profile (${size.busyHealerReviews} reviews)`,
      paths: ['/api/healers/bench-h-1'],
    },
    { name: 'directory: verified filter', paths: ['/api/healers?verified=true'] },
  ];
}

/**
 * Issue 23: the services' figures and the specialties' counts (one pass over every healer), a
 * service's practitioners and a vocabulary term in the directory, and a signed-in patient's
 * slots (their own sessions left out).
 */
function catalogueSpecs(patientCookie: string): EndpointSpec[] {
  const random = prng(23);
  const pick = (n: number) => 1 + Math.floor(random() * n);
  return [
    // Read once per 30 s by the app (server/modules/catalogue/read-catalogue.ts).
    {
      name: 'services: figures of every service',
      paths: ['/api/services'],
      floorConcurrency: 1,
    },
    { name: 'directory: a service’s practitioners', paths: ['/api/healers?service=4'] },
    { name: 'directory: a specialty term', paths: ['/api/healers?specialty=Therapist'] },
    {
      name: 'slots as a signed-in patient',
      paths: Array.from(
        { length: settings.paths },
        () => `/api/healers/bench-h-${pick(size.healers)}/slots?date=${isoDateIn(pick(60))}`,
      ),
      cookie: patientCookie,
    },
  ];
}

/**
 * Issue 18: the server render of the directory and of a profile (decision 037), whole
 * documents, against the SQL the render runs (the same queries as the API's). As visitors get them
 * (a render shared for PUBLIC_PAGE_CACHE_SECONDS, decision 075), and rendered for every request,
 * as a browser that has just changed something gets them (decision 080).
 */
function renderSpecs(): EndpointSpec[] {
  const random = prng(18);
  const pick = (n: number) => 1 + Math.floor(random() * n);
  const profiles = Array.from(
    { length: settings.paths },
    () => `/healers/bench-h-${pick(size.healers)}`,
  );
  const pages = [
    { name: 'server render: /healers', paths: ['/healers'] },
    { name: 'server render: /healers?q=reiki', paths: ['/healers?q=reiki'] },
    { name: 'server render: profile (random healer)', paths: profiles },
  ];
  return [
    ...pages,
    // The cookie of a browser that has just changed something (decision 080): rendered afresh.
    ...pages.map((spec) => ({
      ...spec,
      name: `${spec.name}, rendered each time`,
      cookie: `${RECENT_WRITE_COOKIE}=1`,
    })),
  ];
}

/**
 * Issue 24: the practitioner's client list and a client's page, for the healer with the most
 * sessions (bench-h-1: every review's session, with its patients).
 */
async function workspaceSpecs(db: Database['db'], healerCookie: string): Promise<EndpointSpec[]> {
  const [client] = (
    await db.execute<{ patient_id: string; sessions: number; name: string }>(
      sql`select a.patient_id, count(*)::int as sessions, min(p.usr_name) as name
          from appointments a join profiles p on p.user_id = a.patient_id
          where a.healer_id = 'bench-h-1' group by a.patient_id order by sessions desc limit 1`,
    )
  ).rows;
  if (!client) fail('bench-h-1 has no sessions in the data set');
  const [{ sessions, clients }] = (
    await db.execute<{ sessions: number; clients: number }>(
      sql`select count(*)::int as sessions, count(distinct patient_id)::int as clients
          from appointments where healer_id = 'bench-h-1'`,
    )
  ).rows as [{ sessions: number; clients: number }];
  return [
    {
      name: `clients (${clients} clients, ${sessions} sessions)`,
      paths: ['/api/me/clients'],
      cookie: healerCookie,
    },
    {
      name: 'clients: name search',
      paths: [`/api/me/clients?q=${encodeURIComponent(client!.name.split(' ')[0]!)}`],
      cookie: healerCookie,
    },
    {
      name: `client page (${client!.sessions} sessions)`,
      paths: [`/api/me/clients/${client!.patient_id}`],
      cookie: healerCookie,
    },
  ];
}

/**
 * Issue 15: the patient's wellness page (its plans with today's practices and streaks, and the
 * check-ins of twelve weeks, as the page asks for them) for bench-p-1, and the healer's care
 * page of that patient for bench-h-1 (plan 0 of the data set is theirs).
 */
async function planSpecs(
  db: Database['db'],
  patientCookie: string,
  healerCookie: string,
): Promise<EndpointSpec[]> {
  const [figures] = (
    await db.execute<{ plans: number; completions: number }>(
      sql`select (select count(*)::int from wellness_plans) as plans,
                 (select count(*)::int from plan_practice_completions) as completions`,
    )
  ).rows;
  const of = `of ${figures!.plans} plans, ${figures!.completions} completions`;
  return [
    {
      name: `wellness: plans and today’s practices (${of})`,
      paths: ['/api/plans'],
      cookie: patientCookie,
    },
    { name: 'wellness: check-ins (12 weeks)', paths: ['/api/check-ins'], cookie: patientCookie },
    {
      name: 'care page: a patient’s plans, check-ins, notes',
      paths: ['/api/me/clients/bench-p-1/care'],
      cookie: healerCookie,
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
  // The seed marks every healer's next free time due (decision 065); computing them here keeps
  // the clock's sweep from running under the measurements.
  const rollStarted = performance.now();
  let rolled = 0;
  for (;;) {
    const batch = await rollNextAvailable(database.db);
    if (batch === 0) break;
    rolled += batch;
  }
  console.log(
    `  next free times of ${rolled} healers in ${((performance.now() - rollStarted) / 1000).toFixed(1)} s`,
  );
  // Those updates left a dead version of every healer's row. Autovacuum removes them within a
  // minute (migration 0036, decision 088); vacuuming here keeps it from running under the
  // measurements, and stands in for it where the server runs without it (this machine's
  // PostgreSQL has autovacuum off).
  await database.db.execute(sql`vacuum analyze profiles`);
  // Without this the server under test spends its first minutes planning reminders for the
  // 115,000 seeded future sessions (the start-up job behind migration 0018's marker), under the
  // measurements. The notifications part measures reminders itself.
  await database.db.execute(sql`delete from app_settings where key = ${PLAN_REMINDERS_SETTING}`);
  const users = await chooseUsers(database.db);
  const cookies = await mintSessions(database.db, AUTH_SECRET, [
    'bench-p-1',
    'bench-h-1',
    ...users.bookingPatients,
    ...users.pairs.flatMap((pair) => [pair.a, pair.b]),
  ]);
  const specs = [
    ...endpointSpecs(users.busyChats, cookies.get('bench-p-1')!).filter(
      (spec) =>
        runs('endpoints') ||
        (runs('slots') && SLOT_SPECS.test(spec.name)) ||
        (runs('directory') && DIRECTORY_SPECS.test(spec.name)),
    ),
    ...(runs('trust') ? trustSpecs() : []),
    ...(runs('catalogue') ? catalogueSpecs(cookies.get('bench-p-1')!) : []),
    ...(runs('workspace') ? await workspaceSpecs(database.db, cookies.get('bench-h-1')!) : []),
    ...(runs('render') ? renderSpecs() : []),
    ...(runs('plans')
      ? await planSpecs(database.db, cookies.get('bench-p-1')!, cookies.get('bench-h-1')!)
      : []),
  ];

  // Floor (a): each endpoint's SQL, captured from the real handlers, replayed through the driver.
  step(`capturing the SQL of ${specs.length} endpoints and measuring their SQL floors`);
  // Every request renders here: the floor is the SQL a render runs (decision 075's shared render
  // would leave nothing to capture).
  const env = loadEnv({
    NODE_ENV: 'production',
    AUTH_SECRET,
    LOG_LEVEL: 'silent',
    SEED: 'false',
    PUBLIC_PAGE_CACHE_SECONDS: '0',
  });
  const services = await createServices(env, database, logger);
  // The server render needs the built client and render bundle (npm run build).
  const app = createApp(services, { webDistDir: runs('render') ? webDistDir : false });
  const captures = new Map<string, CapturedRequest[]>();
  const floors = new Map<string, FloorResult[]>();
  for (const spec of specs) {
    const headers = spec.cookie ? { cookie: spec.cookie } : undefined;
    const captured: CapturedRequest[] = [];
    for (const requestPath of spec.paths) {
      // A first request fills the process's caches (the catalogue a directory page reads), as
      // they are filled when the load runs; the SQL captured is then the steady state's.
      if (!captured.length) await (await app.request(requestPath, { headers })).arrayBuffer();
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
          Math.min(connections, spec.floorConcurrency ?? connections),
          settings.seconds * 1000,
          settings.warmup * 1000,
        ),
      );
    floors.set(spec.name, results);
  }
  await services.events.stop();
  await services.jobRunner.stop();
  return { seedSeconds, users, cookies, specs, captures, floors };
}

async function runServerBenchmarks(
  mode: ModeResult['mode'],
  server: BenchServer,
  prepared: Awaited<ReturnType<typeof prepare>>,
): Promise<Omit<ModeResult, 'seedSeconds'>> {
  const { baseUrl } = server;
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

  const booking = runs('booking')
    ? await benchBooking({
        mode,
        baseUrl,
        origin: server.process.url,
        healerIds: [size.healers, size.healers - 1, size.healers - 2].map((n) => `bench-h-${n}`),
        patientCookies: users.bookingPatients.map((id) => cookies.get(id)!),
        slotCount: 20,
      })
    : undefined;
  // One of the last healers, with the default rules (see seed-large.ts).
  const reschedule = runs('booking')
    ? await benchReschedule({
        mode,
        baseUrl,
        origin: server.process.url,
        healerId: `bench-h-${size.healers - 5}`,
        patientCookies: users.bookingPatients.map((id) => cookies.get(id)!),
        slotCount: 20,
      })
    : undefined;
  const serverRssMbAfterLoad = rssMb(server.process.child.pid!);
  const postgresAfterLoad =
    mode === 'embedded-postgres' ? postgresPssMb(server.process.dataDir) : undefined;
  const messaging = runs('messaging')
    ? await benchMessaging({
        mode,
        server,
        pairs: users.pairs,
        cookies,
        rounds: settings.rounds,
        pace,
        afterLoad: runs('endpoints') || runs('slots') || runs('booking'),
      })
    : undefined;
  return {
    mode,
    endpoints,
    booking,
    reschedule,
    messaging,
    serverRssMbAfterLoad,
    postgresAfterLoad,
  };
}

/**
 * Issue 18: the public pages Lighthouse scores (a profile with reviews and session types, a
 * directory search).
 */
const LIGHTHOUSE_PATHS = ['/', '/services', '/healers', '/healers?q=reiki', '/healers/bench-h-1'];

/** Lighthouse takes minutes: not in smoke runs unless asked for with --lighthouse. */
function lighthouseSkipped() {
  if (argv.has('--no-lighthouse')) return '--no-lighthouse';
  if (smoke && !argv.has('--lighthouse')) return 'smoke run';
  return undefined;
}

const serverEnv = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  // The default a deployment runs (the test helper that starts the process turns it off).
  PUBLIC_PAGE_CACHE_SECONDS: '10',
  LOG_LEVEL: 'warn',
  AUTH_SECRET,
  BENCH_ROUTES: 'true',
  SEED: 'false',
  ...extra,
});

async function benchEmbedded(result: BenchResult) {
  const dataDir = makeDataDir('wellspring-bench-');
  try {
    step(
      'embedded-postgres: preparing the database (one process per data dir: ours, then the app)',
    );
    const database = await openEmbeddedDatabase(dataDir, logger);
    let prepared;
    try {
      prepared = await prepare(database);
    } finally {
      await database.close();
    }
    const server = await BenchServer.start({ dataDir, env: serverEnv() });
    try {
      const mode = await runServerBenchmarks('embedded-postgres', server, prepared);
      result.modes.push({ seedSeconds: prepared.seedSeconds, ...mode });
      if (runs('pages')) result.pages = await benchPages(server.baseUrl, 'bench-h-1');
      const skipped = lighthouseSkipped();
      if (runs('lighthouse') && skipped) result.lighthouseSkipped = skipped;
      else if (runs('lighthouse'))
        result.lighthouse = await runLighthouse(server.baseUrl, LIGHTHOUSE_PATHS, {
          reportsDir: lighthouseReportsDir(result.startedAt),
        });
    } finally {
      await server.stop();
    }
    if (runs('coldstart')) result.coldStart = await coldStart(dataDir, serverEnv());
  } finally {
    removeDataDir(dataDir);
  }
}

async function benchPostgres(result: BenchResult, adminUrl: string) {
  const scratch = await createScratchDatabase(adminUrl, 'wellspring_bench_');
  try {
    step(`postgres: preparing scratch database ${scratch.name}`);
    const database = openPostgres(scratch.url, logger);
    let prepared;
    try {
      prepared = await prepare(database);
    } finally {
      await database.close();
    }
    const server = await BenchServer.start({ env: serverEnv({ DATABASE_URL: scratch.url }) });
    try {
      const mode = await runServerBenchmarks('postgres', server, prepared);
      result.modes.push({ seedSeconds: prepared.seedSeconds, ...mode });
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

/** Video and notifications need no large data set: asked for alone, nothing else is seeded. */
const STANDALONE = new Set(['video', 'notifications']);
const onlyStandalone = only !== undefined && only.every((part) => STANDALONE.has(part));

async function main() {
  const result: BenchResult = {
    smoke,
    dataSet: size,
    settings: { ...settings, pace, parts: PARTS.filter(runs) },
    startedAt: new Date().toISOString(),
    modes: [],
    failures,
  };
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (!onlyStandalone) {
    if (!argv.has('--postgres-only')) await benchEmbedded(result);
    if (postgresUrl) await benchPostgres(result, postgresUrl);
    else
      console.log(
        'PostgreSQL run skipped: set BENCH_DATABASE_URL (a server where a scratch database may be created)',
      );
  }
  if (runs('video'))
    result.video = await benchVideo({
      settings: smoke ? VIDEO_SMOKE : VIDEO_FULL,
      serverEnv,
      secret: AUTH_SECRET,
      logger,
      adminUrl: postgresUrl,
    });
  if (runs('notifications'))
    result.notifications = await benchNotifications({
      settings: smoke ? NOTIFICATIONS_SMOKE : NOTIFICATIONS_FULL,
      serverEnv,
      secret: AUTH_SECRET,
      logger,
    });
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

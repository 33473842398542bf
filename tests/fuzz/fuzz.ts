/**
 * The fuzz sweep: for every operation of the OpenAPI document, requests fast-check generates
 * from its schemas (a quarter valid, the rest broken by one mutation), sent as anonymous and as
 * each role, each answer checked (exchange.ts). A failure is shrunk to a minimal request and
 * reported with the curl line that replays it and the seed and path that regenerate it.
 */
import path from 'node:path';
import fc from 'fast-check';
import type { OpenApiDocument } from '../support/openapi-document';
import type { Exchange } from './exchange';
import { applyMutation, mutationArbitrary } from './mutations';
import { allowedCallers, mutationContext, validRequests, type PlannedOperation } from './plan';
import { RESULTS_DIR, type SweepReport } from './report';
import { toCurl, type RequestParts } from './requests';
import { seedOf, sweepOperations, type SweepContext } from './sweep';
import type { SweepWorld } from './world';

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

const progress = (line: string) => {
  if (process.env.FUZZ_PROGRESS) process.stdout.write(`${line}\n`);
};

export async function runFuzz(
  world: SweepWorld,
  document: OpenApiDocument,
  settings: FuzzSettings,
  report: SweepReport,
) {
  await sweepOperations(world, document, report, settings.only, (op, context) =>
    fuzzOperation(op, context, settings),
  );
}

/** The operation's own resources (A's), and other users' of the same kind (B's). */
async function resourcesFor(world: SweepWorld, op: PlannedOperation) {
  if (!op.resource) return { ownIds: [], strangerIds: [], participants: [] };
  const own = [];
  for (let i = 0; i < 3; i++) own.push(await world.create(op.resource, world.owners));
  const strangerIds = [];
  for (let i = 0; i < 2; i++)
    strangerIds.push((await world.create(op.resource, world.strangers)).id);
  return {
    ownIds: own.map((resource) => resource.id),
    strangerIds,
    participants: own[0]!.participants,
  };
}

async function fuzzOperation(op: PlannedOperation, context: SweepContext, settings: FuzzSettings) {
  const { world, document, report, exchange, hints } = context;
  const { ownIds, strangerIds, participants } = await resourcesFor(world, op);
  await exchange.resync();
  const callers = allowedCallers(op, participants);
  const valid = validRequests(document, op, {
    ownIds,
    callers: callers.length ? callers : ['patient'],
    hints,
  });
  const mutations = mutationContext(op, strangerIds);
  const requests = fc.oneof(
    { weight: 1, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, mutationArbitrary(mutations))
        .map(([parts, mutation]) => applyMutation(parts, mutation, mutations)),
    },
  );

  let last: { parts: RequestParts; exchange?: Exchange; error?: unknown } | undefined;
  const property = fc.asyncProperty(requests, async (parts) => {
    try {
      if (process.env.FUZZ_TRACE) process.stdout.write(`→ ${parts.caller} ${parts.mutation}\n`);
      const answer = await exchange.send(op, parts);
      if (process.env.FUZZ_TRACE)
        process.stdout.write(`← ${answer.status} ${answer.ms.toFixed(0)} ms\n`);
      report.record(op.name, op.access, answer.status, answer.ms, parts.mutation === 'valid');
      if (!answer.problems.length) return true;
      last = { parts, exchange: answer };
    } catch (error) {
      last = { parts, error };
    }
    return false;
  });
  const msPerOperation = settings.minutes && (settings.minutes * 60_000) / context.operations;
  const started = Date.now();
  const details = await fc.check(property, {
    seed: seedOf(settings.seed, op.name),
    numRuns: msPerOperation ? Number.MAX_SAFE_INTEGER : settings.runs,
    interruptAfterTimeLimit: msPerOperation,
    markInterruptAsFailure: false,
    path: settings.path,
  });
  progress(
    `${op.name}: ${details.numRuns} runs, ${details.numShrinks} shrinks, ${Date.now() - started} ms${details.failed ? ', FAILED' : ''}`,
  );
  if (!details.failed || !last) return;
  const replay = `FUZZ_SEED=${settings.seed} FUZZ_ONLY='${op.name}' FUZZ_PATH=${details.counterexamplePath} npm run test:fuzz`;
  const common = {
    operation: op.name,
    caller: last.parts.caller,
    mutation: last.parts.mutation,
    replay,
  };
  if (!last.exchange) {
    report.fail({ ...common, property: 'sweep-error', detail: String(last.error) }, op.access);
    return;
  }
  const curl = toCurl(last.exchange.wire, last.parts.caller, path.join(RESULTS_DIR, 'bodies'));
  for (const found of last.exchange.problems) report.fail({ ...common, ...found, curl }, op.access);
}

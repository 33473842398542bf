/**
 * The authorization matrix: every operation called with one well-formed request by each kind of
 * caller (A who owns the resource, A's counterpart, a same-role stranger B, the other role,
 * anonymous, an admin), each answer checked against what the operation's `x-access` marking
 * implies (decision 049). The same answers go through the fuzz sweep's checks too.
 */
import path from 'node:path';
import fc from 'fast-check';
import type { OpenApiDocument } from '../support/openapi-document';
import type { Exchange, Problem } from './exchange';
import { allowedCallers, validRequests, type PlannedOperation } from './plan';
import { RESULTS_DIR, type SweepReport } from './report';
import { toCurl, type RequestParts } from './requests';
import { seedOf, sweepOperations, type SweepContext } from './sweep';
import type { Account, Caller, Side, SweepWorld, SweptResource } from './world';

interface Expectation {
  describe: string;
  accepts(status: number): boolean;
}

const served = (exists: boolean): Expectation => ({
  describe: exists ? 'served (not 401, 403 or 404)' : 'served (not 401 or 403)',
  accepts: (status) => status !== 401 && status !== 403 && !(exists && status === 404),
});
/** A participant may be refused one side's action (a patient replying to a review): 403. */
const participantServed: Expectation = {
  describe: 'served (not 401 or 404)',
  accepts: (status) => status !== 401 && status !== 404,
};
const signedIn = (exists: boolean): Expectation => ({
  describe: exists ? 'not 401 or 404' : 'not 401',
  accepts: (status) => status !== 401 && !(exists && status === 404),
});
const unauthenticated: Expectation = { describe: '401', accepts: (status) => status === 401 };
const wrongRole: Expectation = {
  describe: '403 or 404',
  accepts: (status) => status === 403 || status === 404,
};
const notYours: Expectation = { describe: '404', accepts: (status) => status === 404 };

const SIDES: Record<Caller, Side | undefined> = {
  patient: 'patient',
  healer: 'healer',
  otherPatient: 'patient',
  otherHealer: 'healer',
  admin: undefined,
  anonymous: undefined,
};
const isOwnersPair = (caller: Caller) => caller === 'patient' || caller === 'healer';

/** What the marking implies for this caller; `resource` is the one in the path, owned by A. */
export function expectedAnswer(
  op: PlannedOperation,
  caller: Caller,
  resource?: SweptResource,
): Expectation {
  const exists = Boolean(resource);
  const side = SIDES[caller];
  if (op.access === 'anonymous') return served(exists);
  // The admin console is invisible to everyone else, signed in or not (decision 036).
  if (op.access === 'admin') return caller === 'admin' ? served(exists) : notYours;
  if (caller === 'anonymous') return unauthenticated;
  if (op.access === 'user') return signedIn(exists);
  if (op.access === 'patient' || op.access === 'healer')
    return side === op.access ? served(false) : wrongRole;
  // owner or participant of the resource
  if (!resource || !side) return wrongRole;
  if (isOwnersPair(caller)) {
    if (side === resource.owner) return op.access === 'owner' ? served(true) : participantServed;
    if (op.access === 'participant' && resource.participants.includes(side))
      return participantServed;
    return wrongRole;
  }
  // A stranger: of a role that takes part in such resources (someone else's), or of the other.
  const sameRole =
    op.access === 'owner' ? side === resource.owner : resource.participants.includes(side);
  return sameRole ? notYours : wrongRole;
}

/** Strangers first, the owner last: a caller's answer never depends on another's write. */
function callersInOrder(resource?: SweptResource): Caller[] {
  const pair: Caller[] =
    resource?.owner === 'healer' ? ['patient', 'healer'] : ['healer', 'patient'];
  return ['anonymous', 'otherPatient', 'otherHealer', 'admin', ...pair];
}

export type Matrix = Record<string, Partial<Record<Caller, number>>>;

/** How many generated requests to try on a spare resource before giving up on a well-formed one. */
const CANDIDATES = 6;

export async function runAuthorizationMatrix(
  world: SweepWorld,
  document: OpenApiDocument,
  report: SweepReport,
  options: { seed: number; only?: string },
): Promise<Matrix> {
  const matrix: Matrix = {};
  await sweepOperations(world, document, report, options.only, async (op, context) => {
    matrix[op.name] = await callEveryone(context, op, options.seed);
  });
  return matrix;
}

/**
 * One request the operation's own caller gets past validation with, found by trying generated
 * ones (the least first) on a spare resource: a refused form would hide what the marking implies.
 */
async function wellFormedRequest(
  context: SweepContext,
  op: PlannedOperation,
  seedOfRun: number,
): Promise<RequestParts> {
  const { world, document, exchange, hints } = context;
  const spare = op.resource ? await world.create(op.resource, world.owners) : undefined;
  const caller = allowedCallers(op, spare?.participants)[0] ?? 'patient';
  const seed = seedOf(seedOfRun, op.name);
  const generate = (minimal: boolean, numRuns: number) =>
    fc.sample(
      validRequests(document, op, {
        ownIds: spare ? [spare.id] : [],
        callers: [caller],
        hints,
        minimal,
      }),
      { numRuns, seed },
    );
  const candidates = [...generate(true, 1), ...generate(false, CANDIDATES - 1)];
  await exchange.resync();
  for (const candidate of candidates) {
    const answer = await exchange.send(op, { ...candidate, caller });
    record(context, op, caller, answer);
    if (answer.status !== 400 && answer.status !== 422) return candidate;
  }
  return candidates[0]!;
}

async function callEveryone(context: SweepContext, op: PlannedOperation, seed: number) {
  const { world, exchange } = context;
  const request = await wellFormedRequest(context, op, seed);
  const resource = op.resource ? await world.create(op.resource, world.owners) : undefined;
  await exchange.resync();
  const row: Partial<Record<Caller, number>> = {};
  for (const caller of callersInOrder(resource)) {
    const parts = {
      ...request,
      caller,
      path: resource ? withResource(op, request, resource.id) : request.path,
    };
    const answer = await exchange.send(op, parts);
    row[caller] = answer.status;
    const expected = expectedAnswer(op, caller, resource);
    const problems = expected.accepts(answer.status)
      ? []
      : [
          {
            property: 'access' as const,
            detail: `${caller} was answered ${answer.status}, the marking implies ${expected.describe}`,
          },
        ];
    record(context, op, caller, answer, problems);
  }
  return row;
}

/** The request's path with the resource's id in every id parameter. */
const withResource = (op: PlannedOperation, request: RequestParts, id: string) => ({
  ...request.path,
  ...Object.fromEntries(op.idParameters.map((name) => [name, id])),
});

function record(
  context: SweepContext,
  op: PlannedOperation,
  caller: Caller,
  answer: Exchange,
  more: Problem[] = [],
) {
  context.report.record(op.name, op.access, answer.status, answer.ms, true);
  for (const found of [...answer.problems, ...more])
    context.report.fail(
      {
        operation: op.name,
        caller,
        ...found,
        curl: toCurl(answer.wire, caller, path.join(RESULTS_DIR, 'bodies')),
      },
      op.access,
    );
}

/** The matrix as a Markdown table: one row per operation, one column per caller. */
export function matrixMarkdown(matrix: Matrix): string {
  const callers: Account[] = ['patient', 'healer', 'otherPatient', 'otherHealer', 'admin'];
  const columns: Caller[] = [...callers, 'anonymous'];
  return [
    `| Operation | ${columns.join(' | ')} |`,
    `| --- | ${columns.map(() => '--:').join(' | ')} |`,
    ...Object.entries(matrix).map(
      ([operation, row]) =>
        `| ${operation} | ${columns.map((caller) => row[caller] ?? '').join(' | ')} |`,
    ),
    '',
  ].join('\n');
}

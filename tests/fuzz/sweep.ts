/**
 * What the fuzz sweep and the authorization matrix share: which operations to sweep, the
 * marking check every operation passes first, real values for known fields, one seed per
 * operation, and the exchanger that checks every answer.
 */
import { createHash } from 'node:crypto';
import { DOCUMENTS } from '../support/credentials';
import { snapshotter } from '../support/db-snapshot';
import { pngImage } from '../support/images';
import { operationsOf, type OpenApiDocument } from '../support/openapi-document';
import { exchanger, type Exchanger } from './exchange';
import { markingProblem, planOperation, worldHints, type PlannedOperation } from './plan';
import type { SweepReport } from './report';
import { BINARY, type NameHints } from './schema-arbitrary';
import { MissingFactoryError, type SweepWorld } from './world';

/** Whether `only` picks this operation: an exact name when one matches, else a part of one. */
export function operationFilter(names: string[], only?: string): (name: string) => boolean {
  if (!only) return () => true;
  const wanted = only.split(',').map((part) => part.trim());
  const exact = wanted.filter((part) => names.includes(part));
  return exact.length
    ? (name) => exact.includes(name)
    : (name) => wanted.some((part) => name.includes(part));
}

/** One seed per operation, so replaying one operation needs neither the others nor their order. */
export const seedOf = (seed: number, operation: string) =>
  createHash('sha256').update(`${seed}:${operation}`).digest().readInt32LE(0);

/** Real ids and values for fields of these names: a session type, free slots, files. */
async function hintsFor(world: SweepWorld): Promise<NameHints> {
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

export interface SweepContext {
  world: SweepWorld;
  document: OpenApiDocument;
  report: SweepReport;
  exchange: Exchanger;
  hints: NameHints;
  /** How many operations this run sweeps. */
  operations: number;
}

/**
 * Calls `visit` for each operation `only` picks whose marking is complete; an operation without
 * one, or naming a resource no factory makes, is a failure instead. Log lines at warn or above
 * during the sweep go to the report.
 */
export async function sweepOperations(
  world: SweepWorld,
  document: OpenApiDocument,
  report: SweepReport,
  only: string | undefined,
  visit: (op: PlannedOperation, context: SweepContext) => Promise<void>,
) {
  const all = operationsOf(document);
  const picked = operationFilter(
    all.map((op) => op.name),
    only,
  );
  const operations = all.filter((op) => picked(op.name));
  // The hints write (a session type): before the first snapshot.
  const hints = await hintsFor(world);
  const exchange = await exchanger(world, document, await snapshotter(world.t));
  const context = { world, document, report, exchange, hints, operations: operations.length };
  const logsFrom = world.t.logs.length;
  for (const op of operations) {
    const problem = markingProblem(op);
    if (problem) {
      report.fail({ operation: op.name, property: 'marking', detail: `${op.name} ${problem}` });
      continue;
    }
    try {
      await visit(planOperation(op), context);
    } catch (error) {
      if (!(error instanceof MissingFactoryError)) throw error;
      report.fail({
        operation: op.name,
        property: 'marking',
        detail: `${op.name}: ${error.message}`,
      });
    }
  }
  report.noteLogs(world.t.logs, logsFrom);
}

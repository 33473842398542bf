import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '@contract/strings';
import { snapshotter, type DbSnapshot } from '../tests/support/db-snapshot';
import { fetchDocument, operationsOf } from '../tests/support/openapi-document';
import { planNulProbes, type Probe, type ProbePlan } from '../tests/support/openapi-probe';
import { useTestApp } from '../tests/support/test-app';
import { allowedCallers, planOperation } from '../tests/fuzz/plan';
import { createWorld, type Caller, type SweepWorld, type SweptResource } from '../tests/fuzz/world';

const NUL = '\u0000';
/** Where the sweep leaves its figures (inputs, answers, 5xx, leaks). */
const REPORT_DIR = path.resolve(import.meta.dirname, '../.test-tmp');

describe('a NUL character in any string of any route (generated from the OpenAPI document)', () => {
  const t = useTestApp();
  let plan: ProbePlan;
  let world: SweepWorld;
  let snapshot: () => Promise<DbSnapshot>;
  /** One real resource of each kind a route names (tests/fuzz/resources.ts). */
  const resources = new Map<string, SweptResource>();

  /**
   * Real resources for every id a route takes, so a route that forgot the safe string would
   * get as far as the database with its NUL (a made-up id stops at a 404 first).
   */
  beforeAll(async () => {
    world = await createWorld(t);
    const document = await fetchDocument(t);
    for (const { operation } of operationsOf(document)) {
      const kind = operation['x-resource'];
      if (kind && !resources.has(kind)) resources.set(kind, await world.create(kind, world.owners));
    }
    plan = planNulProbes(document, {
      byName: {
        healer_id: world.owners.healer.userId,
        participant_id: world.owners.healer.userId,
      },
      resourceId: (kind) => resources.get(kind)?.id,
    });
    await t.settle();
    snapshot = await snapshotter(t);
  });

  /** The caller the route's access marking asks for, so the request reaches its validation. */
  function callerFor(probe: Probe): Caller {
    const resource = probe.resource ? resources.get(probe.resource) : undefined;
    const [caller] = allowedCallers(
      planOperation({
        name: probe.operation,
        method: probe.method,
        template: '',
        operation: { 'x-access': probe.access, 'x-resource': probe.resource },
      }),
      resource?.owner ? [resource.owner] : resource?.participants,
    );
    if (!caller)
      throw new Error(`NUL sweep: no caller for x-access=${probe.access} (${probe.operation})`);
    return caller;
  }

  it('is refused with 400 naming the field, before anything is written; no 5xx, nothing leaks', async () => {
    expect(plan.probes.length).toBeGreaterThan(60);
    const operations = new Set(plan.probes.map((probe) => probe.operation));
    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    let fiveHundreds = 0;
    let leaks = 0;
    const logsBefore = t.logs.length;

    for (const operation of operations) {
      const before = await snapshot();
      for (const probe of plan.probes.filter((candidate) => candidate.operation === operation)) {
        const response = await t.request(probe.url, {
          method: probe.method,
          cookie: world.cookie(callerFor(probe)),
          body: probe.body,
          headers: probe.contentType ? { 'content-type': probe.contentType } : {},
        });
        const text = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status >= 500) fiveHundreds += 1;
        // The answer must not echo the input or say anything about the database.
        if (text.includes(NUL) || /\\u0000|Failed query|params:|postgres/i.test(text)) leaks += 1;
        const where = `${probe.operation} ${probe.location} ${probe.field}`;
        let error: { code?: string; message?: string } = {};
        try {
          error = JSON.parse(text).error ?? {};
        } catch {
          // not JSON: reported below
        }
        // Text fields say so by name; fields with a format or a list of values refuse the
        // value by their own rule (a route may word that its own way).
        const refused =
          response.status === 400 &&
          error.code === 'invalid_request' &&
          (probe.kind !== 'text' || error.message === `${probe.field}: ${NUL_MESSAGE}`);
        if (!refused) failures.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
      }
      expect(await snapshot(), `${operation} wrote something`).toEqual(before);
    }

    const logged = t.logs.slice(logsBefore);
    // A refusal is an info line; anything louder means something went further than the edge.
    const unhandled = logged.filter((record) => Number(record.level) >= 40);
    const figures = {
      operations: operations.size,
      inputs: plan.probes.length,
      byLocation: Object.fromEntries(
        ['path', 'query', 'body'].map((location) => [
          location,
          plan.probes.filter((probe) => probe.location === location).length,
        ]),
      ),
      statuses,
      fiveHundreds,
      leaks,
      warningsOrErrorsLogged: unhandled.length,
      untransmissible: plan.untransmissible,
      binary: plan.binary,
    };
    // The figures docs/security.md records.
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, 'nul-sweep.json'), `${JSON.stringify(figures, null, 2)}\n`);
    expect(failures).toEqual([]);
    expect(fiveHundreds).toBe(0);
    expect(leaks).toBe(0);
    expect(unhandled).toEqual([]);
  });
});

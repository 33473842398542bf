import { describe, expect, it } from 'vitest';
import { fetchDocument } from '../support/openapi-document';
import { useTestApp } from '../support/test-app';
import { runAuthorizationMatrix } from './authorization';
import { BROKEN, brokenRoutes } from './broken-routes';
import { runFuzz } from './fuzz';
import { SweepReport, type Failure } from './report';
import { createWorld } from './world';

/** The sweeps, on the routes broken on purpose only: each break must be reported. */
describe('the sweeps fail on broken routes', () => {
  const t = useTestApp({}, { webDistDir: false, extraApiRoutes: brokenRoutes() });
  const only = `/api${BROKEN}/`;
  const found = (failures: Failure[], operation: string, property: Failure['property']) =>
    failures.filter((failure) => failure.operation === operation && failure.property === property);

  it('fuzz: a 5xx shrunk to the least input, a success off its schema, an error off the shape, a refusal that wrote, unmarked routes', async () => {
    const world = await createWorld(t);
    const report = new SweepReport('sweep-can-fail-fuzz', { only });
    await runFuzz(world, await fetchDocument(t), { seed: 19, runs: 60, only }, report);
    report.write();
    const { failures } = report;

    const [explosion] = found(failures, `POST /api${BROKEN}/explode`, '5xx');
    expect(explosion, JSON.stringify(failures)).toBeDefined();
    // Shrunk: the smallest count that breaks it, as a curl line and a replay command.
    expect(explosion!.curl).toContain(`--data-binary '{"count":1001}'`);
    expect(explosion!.curl).toContain(`http://localhost:3000/api${BROKEN}/explode`);
    expect(explosion!.replay).toMatch(
      /^FUZZ_SEED=19 FUZZ_ONLY='POST \/api\/sweep-fixtures\/explode' FUZZ_PATH=\S+ npm run test:fuzz$/,
    );

    expect(found(failures, `GET /api${BROKEN}/mismatch`, 'schema')[0]?.detail).toContain(
      '$.name: expected string, got integer',
    );
    expect(found(failures, `GET /api${BROKEN}/plain-error`, 'error-shape')[0]?.detail).toContain(
      'not JSON',
    );
    expect(found(failures, `POST /api${BROKEN}/write-then-refuse`, 'wrote')[0]?.detail).toContain(
      'app_settings',
    );
    expect(found(failures, `GET /api${BROKEN}/unmarked`, 'marking')[0]?.detail).toContain(
      'has no x-access marking',
    );
    expect(found(failures, `GET /api${BROKEN}/widgets/{id}`, 'marking')[0]?.detail).toContain(
      'x-resource "widget" has no factory',
    );
    // Another user's appointment id in the path: its private title in the answer.
    expect(found(failures, `GET /api${BROKEN}/appointments/{id}`, 'leak').length).toBeGreaterThan(
      0,
    );
  });

  it("authorization matrix: another user's row answered to strangers and the admin", async () => {
    const world = await createWorld(t);
    const report = new SweepReport('sweep-can-fail-authorization', { only });
    await runAuthorizationMatrix(world, await fetchDocument(t), report, { seed: 19, only });
    report.write();
    const leaky = `GET /api${BROKEN}/appointments/{id}`;
    const access = found(report.failures, leaky, 'access');
    expect(access.map((failure) => failure.caller).sort()).toEqual([
      'admin',
      'otherHealer',
      'otherPatient',
    ]);
    expect(access[0]!.detail).toMatch(/was answered 200, the marking implies (404|403 or 404)/);
    expect(
      found(report.failures, leaky, 'leak')
        .map((failure) => failure.caller)
        .sort(),
    ).toEqual(['admin', 'otherHealer', 'otherPatient']);
    expect(found(report.failures, `GET /api${BROKEN}/unmarked`, 'marking')).toHaveLength(1);
  });
});

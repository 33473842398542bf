import { describe, expect, it } from 'vitest';
import { fetchDocument } from '../support/openapi-document';
import { useTestApp } from '../support/test-app';
import { matrixMarkdown, runAuthorizationMatrix } from './authorization';
import { fuzzSettingsFromEnv } from './fuzz';
import { describeFailures, SweepReport } from './report';
import { createWorld } from './world';

describe('every operation, called by every kind of caller (the authorization matrix)', () => {
  const t = useTestApp();

  it('answers each caller as its x-access marking implies: not yours 404, wrong role 403 or 404, anonymous 401; no operation is unmarked', async () => {
    const { seed, only } = fuzzSettingsFromEnv({ seed: 19, runs: 1 });
    const world = await createWorld(t);
    const report = new SweepReport('authorization', { seed });
    const matrix = await runAuthorizationMatrix(world, await fetchDocument(t), report, {
      seed,
      only,
    });
    report.appendix = `## Answers by caller\n\nA = patient and healer who own the resource in the path; other* = same-role strangers.\n\n${matrixMarkdown(matrix)}`;
    const file = report.write();
    const totals = report.totals();
    process.stdout.write(
      `authorization matrix: ${Object.keys(matrix).length} operations, ${totals.requests} requests, ${totals.failures} failures; report ${file}\n`,
    );
    expect(Object.keys(matrix).length).toBeGreaterThan(70);
    expect(report.failures, describeFailures(report.failures)).toEqual([]);
  });
});

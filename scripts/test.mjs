// `npm test`: every check a change must pass, in order, with one summary line at the end.
//   node scripts/test.mjs          typecheck, lint, unit, API and process tests (API tests on
//                                  TEST_DATABASE_URL when set, else on an embedded PostgreSQL
//                                  started for the run), the fuzz and authorization sweep
//                                  (tests/fuzz), build, browser tests, benchmark smoke
//                                  (npm run bench:smoke)
//   node scripts/test.mjs e2e      build and browser tests only
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportsDir = path.join(root, '.test-tmp/reports');
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

const only = process.argv[2];
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`✗ ${title} failed after ${seconds}s`);
    return false;
  }
  console.log(`✓ ${title} (${seconds}s)`);
  return true;
}

function countVitest(reportFile) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function vitest(title, args, reportName) {
  const reportFile = path.join(reportsDir, `${reportName}.json`);
  const ok = run(title, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);
  countVitest(reportFile);
  return ok;
}

function findChromium() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  );
}

const steps = [];
if (!only) {
  steps.push(() => run('typecheck', 'npx', ['tsc', '--noEmit']));
  steps.push(() => run('lint', 'npm', ['run', '--silent', 'lint']));
  if (!process.env.TEST_DATABASE_URL)
    console.log(
      'note: TEST_DATABASE_URL is not set: API tests run on an embedded PostgreSQL, and the ' +
        'tests that need a shared server (several processes on one database) do not run',
    );
  steps.push(() =>
    vitest(
      'unit and API tests',
      ['--project', 'unit', '--project', 'api', '--project', 'process'],
      'vitest',
    ),
  );
  // Every route from the OpenAPI document: a bounded fuzz run (fixed seed) and the
  // authorization matrix, about a minute and a half; `npm run fuzz -- --minutes N` goes longer.
  steps.push(() => vitest('fuzz and authorization sweep', ['--project', 'fuzz'], 'fuzz'));
}
steps.push(() => run('build', 'npm', ['run', '--silent', 'build']));
steps.push(() => {
  if (!findChromium()) {
    if (process.env.CI === 'true') {
      console.log('✗ e2e: no Chromium found (apt-get install chromium) and CI=true');
      return false;
    }
    console.log('e2e skipped: no Chromium found (apt-get install chromium)');
    return true;
  }
  return vitest('browser tests (Chromium)', ['--config', 'tests/e2e/vitest.config.ts'], 'e2e');
});
// Every benchmark for a few seconds on a small data set: fails on errors or wrong outcomes
// (double booking, undelivered messages), never on timing. Page weight needs Chromium.
steps.push(() => run('benchmark smoke', 'npm', ['run', '--silent', 'bench:smoke']));

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}
console.log(`\n${ok ? 'All checks passed.' : 'Checks failed.'}`);
console.log(
  `${totals.passed} passed, ${totals.failed + (ok ? 0 : totals.failed === 0 ? 1 : 0)} failed, ${totals.skipped} skipped`,
);
process.exit(ok ? 0 : 1);

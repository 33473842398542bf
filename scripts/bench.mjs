// `npm run bench` (full data set) and `npm run bench:smoke` (small data set, a few seconds per
// benchmark; fails only on errors or wrong outcomes, never on timing). Builds the app first
// when dist/ is missing (or always with --build). Options after `--`:
//   --smoke            the small data set (what `npm test` runs)
//   --build            rebuild before measuring
//   --no-lighthouse    skip Lighthouse
//   --lighthouse       run Lighthouse in a smoke run too (it is skipped there otherwise)
//   --only a,b         run some parts: endpoints, slots, trust, catalogue, booking, messaging,
//                      pages, coldstart, video, workspace, notifications, render, plans (the
//                      data set is seeded all the same, unless only video and notifications are
//                      asked for: they bring their own)
//   --postgres-only    skip the embedded PostgreSQL run (needs BENCH_DATABASE_URL)
// Environment: BENCH_DATABASE_URL=postgres://user@host:5432/postgres adds the PostgreSQL run
// (a scratch database is created on that server and dropped afterwards).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

if (args.includes('--build') || !existsSync(path.join(root, 'dist/server/main.js'))) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'bench/run.ts', ...args.filter((arg) => arg !== '--build')],
  // React (and other libraries) choose their production build from process.env at load time:
  // the in-process server render must measure what `npm start` runs, not the development build.
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
);
process.exit(run.status ?? 1);

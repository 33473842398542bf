// `npm run fuzz -- --minutes N [--seed S] [--only 'POST /api/chats']`: the OpenAPI-driven sweeps
// (tests/fuzz) for as long as asked, with a fresh seed unless one is given (the bounded run in
// `npm test` keeps a fixed one). The seed is printed first; FUZZ_SEED=S reproduces the run.
// Reports: test-results/fuzz/. API tests' database: TEST_DATABASE_URL, else an embedded one.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    seed: { type: 'string' },
    only: { type: 'string' },
  },
});
const minutes = Number(values.minutes);
if (!(minutes > 0)) {
  console.error(`fuzz: --minutes must be a positive number, not ${values.minutes}`);
  process.exit(2);
}
const seed = values.seed ?? String(randomInt(2 ** 31 - 1));
console.log(
  `fuzz: ${minutes} minutes, seed ${seed} (reproduce: FUZZ_SEED=${seed} npm run test:fuzz)`,
);

const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'fuzz',
    'tests/fuzz/fuzz.fuzz.test.ts',
    'tests/fuzz/authorization.fuzz.test.ts',
  ],
  {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_MINUTES: String(minutes),
      FUZZ_SEED: seed,
      ...(values.only ? { FUZZ_ONLY: values.only } : {}),
    },
  },
);
process.exit(result.status ?? 1);

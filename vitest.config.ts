import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const alias = {
  '@contract': fromRoot('./contract'),
  '@server': fromRoot('./server'),
  '@': fromRoot('./web/src'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/*.process.test.ts', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'process',
          include: ['server/**/*.process.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // On TEST_DATABASE_URL when set, else on an embedded PostgreSQL the global setup starts.
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The OpenAPI-driven sweeps (tests/fuzz): one long test each, sized by FUZZ_RUNS or
        // FUZZ_MINUTES (npm run test:fuzz, npm run fuzz -- --minutes N).
        resolve: { alias },
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.fuzz.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 600_000 + Number(process.env.FUZZ_MINUTES ?? 0) * 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

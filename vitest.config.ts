import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const alias = {
  '@contract': fromRoot('./contract'),
  '@server': fromRoot('./server'),
  '@': fromRoot('./web/src'),
};

const apiProject = (database: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `api-${database}`,
    include: ['server/**/*.api.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    env: { TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

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
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});

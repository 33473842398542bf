import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page may take seconds to settle on a busy CI machine; vitest's 1 s default for
    // expect.poll failed the booking calendar's first render there (Playwright's own waits allow 30 s).
    expect: { poll: { timeout: 15_000 } },
    maxWorkers: 2,
  },
});

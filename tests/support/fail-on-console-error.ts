import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug the test did not see; a test that expects one spies
// on console.error itself (vi.spyOn replaces this spy for its duration).
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length)
    throw new Error(`Unexpected console.error: ${seen.map((args) => args.join(' ')).join('\n')}`);
});

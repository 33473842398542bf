import { describe, expect, it } from 'vitest';
import { settledWithin, withTimeout } from './time-limit';

const never = new Promise<never>(() => {});

describe('waiting with a limit', () => {
  it('says whether the work settled in time, and passes its failure on', async () => {
    expect(await settledWithin(1_000, Promise.resolve('done'))).toBe(true);
    expect(await settledWithin(20, never)).toBe(false);
    await expect(settledWithin(1_000, Promise.reject(new Error('broken')))).rejects.toThrow(
      'broken',
    );
  });

  it('gives the value in time, and a timeout error after', async () => {
    expect(await withTimeout(Promise.resolve(42), 1_000)).toBe(42);
    await expect(withTimeout(never, 20)).rejects.toThrow('timed out after 20 ms');
  });
});

import { describe, expect, it } from 'vitest';
import { heartbeatDelay } from './realtime.routes';

describe('event stream heartbeat', () => {
  it('waits 25 s ± 25 %, never past a 60 s proxy idle timeout', () => {
    expect(heartbeatDelay(() => 0)).toBe(18_750);
    expect(heartbeatDelay(() => 0.5)).toBe(25_000);
    expect(heartbeatDelay(() => 0.999_999)).toBeLessThanOrEqual(31_250);
  });

  it('spreads streams opened together instead of keeping them in step', () => {
    const delays = new Set(Array.from({ length: 100 }, () => heartbeatDelay()));
    expect(delays.size).toBeGreaterThan(50);
  });
});

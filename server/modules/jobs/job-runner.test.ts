import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { untilAborted } from './job-runner';

describe('a job raced against the worker’s shutdown signal', () => {
  it('leaves no listener on the shared signal once each job has ended', async () => {
    const worker = new AbortController();
    for (let job = 0; job < 20; job++)
      await untilAborted(worker.signal, Promise.resolve(job), () => {});
    await expect(
      untilAborted(worker.signal, Promise.reject(new Error('failed')), () => {}),
    ).rejects.toThrow('failed');
    expect(getEventListeners(worker.signal, 'abort')).toHaveLength(0);
  });

  it('gives up on a job still running when the signal aborts', async () => {
    const worker = new AbortController();
    const onAbort = vi.fn();
    const running = untilAborted(worker.signal, new Promise(() => {}), onAbort);
    worker.abort();
    await expect(running).rejects.toThrow('Stopped at the shutdown timeout');
    expect(onAbort).toHaveBeenCalledOnce();
  });
});

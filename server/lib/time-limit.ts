/**
 * Waiting with a limit: shutdown steps that must not hang the process (a connection whose server
 * died, a worker that never returns, a child that ignores a signal) and checks that must answer
 * in time. The timer is always cleared, so a settled wait keeps no process alive.
 */

/** Waits for `work`, but no longer than `ms`: true when it settled in time (its failure still throws). */
export async function settledWithin(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([work.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `promise`'s value, or a rejection "timed out after `ms` ms" when it takes longer. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

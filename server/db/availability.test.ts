import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { DatabaseAvailability } from './availability';

const logger = pino({ level: 'silent' });
/** What pg-pool throws when no pooled connection came free within connectionTimeoutMillis. */
const poolExhausted = () => new Error('timeout exceeded when trying to connect');

function availability(probe: () => Promise<void>) {
  const probes = { count: 0 };
  const subject = new DatabaseAvailability(async () => {
    probes.count += 1;
    await probe();
  }, logger);
  return { subject, probes };
}

describe('DatabaseAvailability', () => {
  it('marks the database down at once when it is unreachable', () => {
    const { subject, probes } = availability(async () => {});
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(subject.noteFailure(new Error('query failed', { cause: refused }))).toBe('unreachable');
    expect(subject.isDown).toBe(true);
    expect(probes.count).toBe(0);
    subject.stop();
  });

  it('treats an exhausted pool as busy while a probe of its own finds the database', async () => {
    const { subject, probes } = availability(async () => {});
    // A burst: many requests give up waiting at once; one probe answers for all of them.
    const answers = Array.from({ length: 20 }, () => subject.noteFailure(poolExhausted()));
    expect(new Set(answers)).toEqual(new Set(['busy']));
    await subject.confirmReachable();
    expect(subject.isDown).toBe(false);
    expect(probes.count).toBe(1);
    subject.stop();
  });

  it('marks the database down when the exhausted pool hides a server that does not answer', async () => {
    const { subject } = availability(() => Promise.reject(new Error('Connection terminated')));
    expect(subject.noteFailure(poolExhausted())).toBe('busy');
    await expect.poll(() => subject.isDown).toBe(true);
    subject.stop();
  });

  it('leaves other failures to the caller', () => {
    const { subject } = availability(async () => {});
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(subject.noteFailure(unique)).toBeUndefined();
    expect(subject.isDown).toBe(false);
    subject.stop();
  });
});

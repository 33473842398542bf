import type { Executor } from '../../db/client';
import { readPatientHeld } from './booking.queries';

/**
 * docs/product.md, Free slots: the starts a signed-in patient is shown leave out those that
 * clash with their own sessions (with any healer), which booking would refuse anyway.
 */
export async function withoutPatientClashes(
  db: Executor,
  patientId: string | undefined,
  starts: Date[],
  durationMinutes: number,
): Promise<Date[]> {
  if (!patientId || starts.length === 0) return starts;
  const length = durationMinutes * 60_000;
  const held = await readPatientHeld(
    db,
    patientId,
    starts[0]!,
    new Date(starts.at(-1)!.getTime() + length),
  );
  if (held.length === 0) return starts;
  return starts.filter((start) => {
    const end = start.getTime() + length;
    return !held.some((time) => time.start.getTime() < end && start.getTime() < time.end.getTime());
  });
}

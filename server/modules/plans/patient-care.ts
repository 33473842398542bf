import type { PatientCare } from '@contract/plans';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { listCheckIns } from './check-ins';
import { toNotes } from './plans.dto';
import { hasSessionWith, listPlanRows, notesOfPair } from './plans.queries';
import { withProgress } from './read-plans';

/**
 * A healer's view of one patient's care: the plans they wrote for them (with adherence), the
 * patient's last 12 weeks of check-ins, and the healer's own notes on their sessions. Only for
 * a patient they have sessions with (404 otherwise).
 */
export async function readPatientCare(
  executor: Executor,
  healerId: string,
  patientId: string,
  now = new Date(),
): Promise<PatientCare> {
  if (!(await hasSessionWith(executor, healerId, patientId)))
    throw notFound('Nobody by this id has a session with you');
  const rows = await listPlanRows(executor, { userId: healerId, role: 'healer' }, { patientId });
  const [plans, checkIns, notes] = await Promise.all([
    withProgress(executor, rows, now),
    listCheckIns(executor, patientId, now),
    notesOfPair(executor, healerId, patientId),
  ]);
  return {
    plans,
    check_ins: checkIns.items,
    notes: notes.map((row) => toNotes(row.appointmentId, row)),
  };
}

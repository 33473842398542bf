import { PATIENT_BUSY_MESSAGE, SLOT_TAKEN_MESSAGE } from '@contract/appointments';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../../db/pg-error';
import { ApiError, conflict } from '../../lib/errors';

const DEADLOCK = '40P01';

/**
 * The 409 a lost race deserves, when `error` is one: an exclusion constraint refused the time
 * (the patient's own other session, or the healer's held time), or two moves crossed each other
 * and PostgreSQL chose this one to give way. The slot engine's own refusals pass through as
 * they are. Undefined for anything else.
 */
export function claimConflict(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error.status === 409 ? error : undefined;
  const pgError = pgErrorOf(error);
  if (pgError?.code === EXCLUSION_VIOLATION)
    return pgError.constraint === 'appointments_patient_no_overlap'
      ? conflict(PATIENT_BUSY_MESSAGE, 'patient_busy')
      : conflict(SLOT_TAKEN_MESSAGE, 'slot_taken');
  if (pgError?.code === DEADLOCK) return conflict(SLOT_TAKEN_MESSAGE, 'slot_taken');
  return undefined;
}

import type { z } from 'zod';
import type { SaveAppointmentNotesSchema } from '@contract/plans';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toNotes } from './plans.dto';
import { findAppointmentParties, findNotes, upsertNotes } from './plans.queries';

/**
 * The session the healer notes on: theirs (a stranger gets 404; the patient, who takes part,
 * 403, and never a word of the private note).
 */
async function healersSession(executor: Executor, healerId: string, appointmentId: string) {
  const session = isUuid(appointmentId)
    ? await findAppointmentParties(executor, appointmentId)
    : undefined;
  if (!session || (session.healerId !== healerId && session.patientId !== healerId))
    throw notFound('No such appointment of yours');
  if (session.healerId !== healerId) throw forbidden('Session notes are the practitioner’s');
  return session;
}

/** The healer's notes on their session, and the session's patient (whose data they are). */
export async function readNotes(executor: Executor, healerId: string, appointmentId: string) {
  const session = await healersSession(executor, healerId, appointmentId);
  return {
    notes: toNotes(appointmentId, await findNotes(executor, appointmentId)),
    patientId: session.patientId,
  };
}

export async function saveNotes(
  executor: Executor,
  healerId: string,
  appointmentId: string,
  fields: z.output<typeof SaveAppointmentNotesSchema>,
) {
  const session = await healersSession(executor, healerId, appointmentId);
  const row = await upsertNotes(executor, {
    appointmentId,
    patientId: session.patientId,
    healerId,
    privateNote: fields.private_note,
    sharedSummary: fields.shared_summary,
  });
  return toNotes(appointmentId, row);
}

import { randomBytes } from 'node:crypto';
import { insertAppointment } from './appointments';
import { insertHealer } from './healers';
import { mintSessions } from './sessions';
import type { TestApp } from './test-app';

const HOUR = 3_600_000;

export interface ReviewablePatient {
  userId: string;
  name: string;
  cookie: string;
  /** A completed session of this patient with the healer, not yet reviewed. */
  appointmentId: string;
}

/**
 * `count` patients (inserted directly and signed in with minted sessions: hashing a password
 * per patient would dominate a test of 50) who each had a completed session with the healer.
 */
export async function reviewablePatients(
  t: TestApp,
  healerId: string,
  count: number,
): Promise<ReviewablePatient[]> {
  const patients = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const name = `Pat ${randomBytes(3).toString('hex')} Quill${index}`;
      const userId = await insertHealer(t.database.db, { usrName: name, role: 'patient' });
      const appointment = await insertAppointment(t.database.db, {
        healerId,
        patientId: userId,
        startsAt: pastSlot(),
        status: 'completed',
      });
      return { userId, name, appointmentId: appointment.id };
    }),
  );
  const { secret } = await t.services.auth.sessionSettings();
  const cookies = await mintSessions(
    t.database.db,
    secret,
    patients.map((patient) => patient.userId),
  );
  return patients.map((patient) => ({ ...patient, cookie: cookies.get(patient.userId)! }));
}

/** A past start no earlier call of this file used: sessions of one healer never overlap. */
let slotsUsed = 0;
function pastSlot() {
  slotsUsed += 1;
  return new Date(Date.now() - (slotsUsed + 1) * 2 * HOUR);
}

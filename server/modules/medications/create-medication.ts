import { MEDICATION_LIMITS, type CreateMedicationFields } from '@contract/medications';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { planMedicationReminder } from './medication-reminders';
import {
  insertMedication,
  countMedications,
  patientTimezone,
  type MedicationRow,
} from './medications.queries';

/** What a medication needs: the patient's form, or (issue 15) a healer's recommendation. */
export type MedicationFields = CreateMedicationFields;

export interface MedicationServices {
  db: Db;
  jobs: JobQueue;
}

/**
 * Adds a medication to a patient's list and plans its first reminder, in one transaction. The
 * one way a medication is made, whoever suggests it: the patient's page, or a wellness plan's
 * recommendation accepted by the patient (issue 15) passing the same validated fields.
 */
export async function createMedication(
  { db, jobs }: MedicationServices,
  patientId: string,
  fields: MedicationFields,
  now = new Date(),
): Promise<{ medication: MedicationRow; timezone: string }> {
  return db.transaction(async (tx) => {
    const timezone = await patientTimezone(tx, patientId);
    if ((await countMedications(tx, patientId)) >= MEDICATION_LIMITS.perPatient)
      throw conflict(
        `You can keep at most ${MEDICATION_LIMITS.perPatient} medications`,
        'too_many_medications',
      );
    const medication = await insertMedication(tx, {
      patientId,
      name: fields.name,
      dose: fields.dose,
      notes: fields.notes,
      times: fields.times,
      daysOfWeek: fields.days_of_week,
      startDate: fields.start_date,
      endDate: fields.end_date,
      active: fields.active,
      reminders: fields.reminders,
    });
    await planMedicationReminder(tx, jobs, medication, timezone, now);
    return { medication, timezone };
  });
}
